CREATE TABLE "report_comments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"report_id" uuid NOT NULL,
	"person_id" uuid NOT NULL,
	"body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "report_file_reads" (
	"report_id" uuid NOT NULL,
	"document_version_id" uuid NOT NULL,
	"person_id" uuid NOT NULL,
	"first_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_at" timestamp with time zone DEFAULT now() NOT NULL,
	"times" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "report_file_reads_report_id_document_version_id_person_id_pk" PRIMARY KEY("report_id","document_version_id","person_id")
);
--> statement-breakpoint
CREATE TABLE "report_files" (
	"report_id" uuid NOT NULL,
	"document_version_id" uuid NOT NULL,
	"position" integer NOT NULL,
	CONSTRAINT "report_files_report_id_document_version_id_pk" PRIMARY KEY("report_id","document_version_id")
);
--> statement-breakpoint
CREATE TABLE "report_notices" (
	"report_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "report_notices_report_id_kind_pk" PRIMARY KEY("report_id","kind")
);
--> statement-breakpoint
CREATE TABLE "report_reads" (
	"report_id" uuid NOT NULL,
	"person_id" uuid NOT NULL,
	"first_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_at" timestamp with time zone DEFAULT now() NOT NULL,
	"times" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "report_reads_report_id_person_id_pk" PRIMARY KEY("report_id","person_id")
);
--> statement-breakpoint
CREATE TABLE "report_sends" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"report_id" uuid NOT NULL,
	"sent_by" uuid NOT NULL,
	"sent_to" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"not_sent" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "reports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organisation_id" uuid NOT NULL,
	"title" text NOT NULL,
	"executive_summary" text DEFAULT '' NOT NULL,
	"author_person_id" uuid NOT NULL,
	"status" text DEFAULT 'Draft' NOT NULL,
	"audience" text DEFAULT 'board' NOT NULL,
	"audience_roles" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"audience_person_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"sent_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "report_comments" ADD CONSTRAINT "report_comments_report_id_reports_id_fk" FOREIGN KEY ("report_id") REFERENCES "public"."reports"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report_comments" ADD CONSTRAINT "report_comments_person_id_people_id_fk" FOREIGN KEY ("person_id") REFERENCES "public"."people"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report_file_reads" ADD CONSTRAINT "report_file_reads_report_id_reports_id_fk" FOREIGN KEY ("report_id") REFERENCES "public"."reports"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report_file_reads" ADD CONSTRAINT "report_file_reads_document_version_id_document_versions_id_fk" FOREIGN KEY ("document_version_id") REFERENCES "public"."document_versions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report_file_reads" ADD CONSTRAINT "report_file_reads_person_id_people_id_fk" FOREIGN KEY ("person_id") REFERENCES "public"."people"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report_files" ADD CONSTRAINT "report_files_report_id_reports_id_fk" FOREIGN KEY ("report_id") REFERENCES "public"."reports"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report_files" ADD CONSTRAINT "report_files_document_version_id_document_versions_id_fk" FOREIGN KEY ("document_version_id") REFERENCES "public"."document_versions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report_notices" ADD CONSTRAINT "report_notices_report_id_reports_id_fk" FOREIGN KEY ("report_id") REFERENCES "public"."reports"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report_reads" ADD CONSTRAINT "report_reads_report_id_reports_id_fk" FOREIGN KEY ("report_id") REFERENCES "public"."reports"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report_reads" ADD CONSTRAINT "report_reads_person_id_people_id_fk" FOREIGN KEY ("person_id") REFERENCES "public"."people"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report_sends" ADD CONSTRAINT "report_sends_report_id_reports_id_fk" FOREIGN KEY ("report_id") REFERENCES "public"."reports"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report_sends" ADD CONSTRAINT "report_sends_sent_by_people_id_fk" FOREIGN KEY ("sent_by") REFERENCES "public"."people"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reports" ADD CONSTRAINT "reports_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reports" ADD CONSTRAINT "reports_author_person_id_people_id_fk" FOREIGN KEY ("author_person_id") REFERENCES "public"."people"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "report_comments_report_idx" ON "report_comments" USING btree ("report_id","created_at");--> statement-breakpoint
CREATE INDEX "report_file_reads_version_idx" ON "report_file_reads" USING btree ("document_version_id");--> statement-breakpoint
CREATE INDEX "report_files_version_idx" ON "report_files" USING btree ("document_version_id");--> statement-breakpoint
CREATE INDEX "report_sends_report_idx" ON "report_sends" USING btree ("report_id","sent_at");--> statement-breakpoint
CREATE INDEX "reports_organisation_idx" ON "reports" USING btree ("organisation_id","created_at");--> statement-breakpoint
-- What the reports pages show raises the organisation's version (migration 0017), so a cached
-- answer is never served after it changed. Sends, reads and notices are read uncached
-- (server/db/version-coverage.test.ts).
CREATE FUNCTION "reports_bump_versions"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM bump_organisation_versions(ARRAY(SELECT r.organisation_id FROM changed_rows r));
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "reports_versions_insert" AFTER INSERT ON "reports" REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION "reports_bump_versions"();
--> statement-breakpoint
CREATE TRIGGER "reports_versions_update" AFTER UPDATE ON "reports" REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION "reports_bump_versions"();
--> statement-breakpoint
CREATE TRIGGER "reports_versions_delete" AFTER DELETE ON "reports" REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION "reports_bump_versions"();
--> statement-breakpoint
CREATE FUNCTION "report_parts_bump_versions"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM bump_organisation_versions(ARRAY(SELECT p.organisation_id FROM changed_rows r JOIN reports p ON p.id = r.report_id));
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "report_files_versions_insert" AFTER INSERT ON "report_files" REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION "report_parts_bump_versions"();
--> statement-breakpoint
CREATE TRIGGER "report_files_versions_update" AFTER UPDATE ON "report_files" REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION "report_parts_bump_versions"();
--> statement-breakpoint
CREATE TRIGGER "report_files_versions_delete" AFTER DELETE ON "report_files" REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION "report_parts_bump_versions"();
--> statement-breakpoint
CREATE TRIGGER "report_comments_versions_insert" AFTER INSERT ON "report_comments" REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION "report_parts_bump_versions"();
--> statement-breakpoint
CREATE TRIGGER "report_comments_versions_update" AFTER UPDATE ON "report_comments" REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION "report_parts_bump_versions"();
--> statement-breakpoint
CREATE TRIGGER "report_comments_versions_delete" AFTER DELETE ON "report_comments" REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION "report_parts_bump_versions"();
