CREATE TABLE "document_passages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"document_version_id" uuid NOT NULL,
	"organisation_id" uuid NOT NULL,
	"page" integer,
	"position" integer NOT NULL,
	"text" text NOT NULL,
	"search" "tsvector" GENERATED ALWAYS AS (to_tsvector('english'::regconfig, "text")) STORED NOT NULL
);
--> statement-breakpoint
ALTER TABLE "document_versions" ADD COLUMN "text_status" text DEFAULT 'pending' NOT NULL;--> statement-breakpoint
ALTER TABLE "document_versions" ADD COLUMN "page_count" integer;--> statement-breakpoint
ALTER TABLE "document_passages" ADD CONSTRAINT "document_passages_document_version_id_document_versions_id_fk" FOREIGN KEY ("document_version_id") REFERENCES "public"."document_versions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_passages" ADD CONSTRAINT "document_passages_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "document_passages_version_idx" ON "document_passages" USING btree ("document_version_id","position");--> statement-breakpoint
CREATE INDEX "document_passages_search_idx" ON "document_passages" USING gin ("search");--> statement-breakpoint
-- Search answers may be cached like other pages: passages raise the version too (0024's function).
CREATE TRIGGER "document_passages_versions_insert" AFTER INSERT ON "document_passages" REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION "documents_bump_versions"();
--> statement-breakpoint
CREATE TRIGGER "document_passages_versions_update" AFTER UPDATE ON "document_passages" REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION "documents_bump_versions"();
--> statement-breakpoint
CREATE TRIGGER "document_passages_versions_delete" AFTER DELETE ON "document_passages" REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION "documents_bump_versions"();
