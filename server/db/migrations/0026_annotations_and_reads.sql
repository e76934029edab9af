CREATE TABLE "annotations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organisation_id" uuid NOT NULL,
	"author_id" uuid NOT NULL,
	"document_id" uuid,
	"document_version_id" uuid,
	"paper_id" uuid,
	"meeting_id" uuid,
	"page" integer NOT NULL,
	"kind" text NOT NULL,
	"rects" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"quote" text,
	"note" text,
	"colour" text DEFAULT 'yellow' NOT NULL,
	"shared" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "annotations_one_anchor" CHECK (num_nonnulls("annotations"."document_id", "annotations"."paper_id") = 1),
	CONSTRAINT "annotations_page" CHECK ("annotations"."page" >= 1)
);
--> statement-breakpoint
CREATE TABLE "file_reads" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organisation_id" uuid NOT NULL,
	"person_id" uuid NOT NULL,
	"subject" text NOT NULL,
	"first_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_at" timestamp with time zone DEFAULT now() NOT NULL,
	"times" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "board_packs" ADD COLUMN "page_map" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "annotations" ADD CONSTRAINT "annotations_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "annotations" ADD CONSTRAINT "annotations_author_id_people_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."people"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "annotations" ADD CONSTRAINT "annotations_document_id_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."documents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "annotations" ADD CONSTRAINT "annotations_document_version_id_document_versions_id_fk" FOREIGN KEY ("document_version_id") REFERENCES "public"."document_versions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "annotations" ADD CONSTRAINT "annotations_paper_id_papers_id_fk" FOREIGN KEY ("paper_id") REFERENCES "public"."papers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "annotations" ADD CONSTRAINT "annotations_meeting_id_meetings_id_fk" FOREIGN KEY ("meeting_id") REFERENCES "public"."meetings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "file_reads" ADD CONSTRAINT "file_reads_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "file_reads" ADD CONSTRAINT "file_reads_person_id_people_id_fk" FOREIGN KEY ("person_id") REFERENCES "public"."people"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "annotations_document_idx" ON "annotations" USING btree ("document_id");--> statement-breakpoint
CREATE INDEX "annotations_paper_idx" ON "annotations" USING btree ("paper_id");--> statement-breakpoint
CREATE INDEX "annotations_meeting_idx" ON "annotations" USING btree ("meeting_id");--> statement-breakpoint
CREATE INDEX "annotations_author_idx" ON "annotations" USING btree ("organisation_id","author_id");--> statement-breakpoint
CREATE UNIQUE INDEX "file_reads_person_subject_idx" ON "file_reads" USING btree ("person_id","subject");--> statement-breakpoint
CREATE INDEX "file_reads_subject_idx" ON "file_reads" USING btree ("organisation_id","subject");