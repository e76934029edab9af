CREATE TABLE "flying_minute_files" (
	"flying_minute_id" uuid NOT NULL,
	"document_version_id" uuid NOT NULL,
	"position" integer NOT NULL,
	CONSTRAINT "flying_minute_files_flying_minute_id_document_version_id_pk" PRIMARY KEY("flying_minute_id","document_version_id")
);
--> statement-breakpoint
ALTER TABLE "flying_minute_files" ADD CONSTRAINT "flying_minute_files_flying_minute_id_flying_minutes_id_fk" FOREIGN KEY ("flying_minute_id") REFERENCES "public"."flying_minutes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "flying_minute_files" ADD CONSTRAINT "flying_minute_files_document_version_id_document_versions_id_fk" FOREIGN KEY ("document_version_id") REFERENCES "public"."document_versions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "flying_minute_files_version_idx" ON "flying_minute_files" USING btree ("document_version_id");--> statement-breakpoint
-- The flying minute's page shows its files: they raise the organisation's version as its
-- comments do (migration 0017), through the comments' function, which reads flying_minute_id.
CREATE TRIGGER "flying_minute_files_versions_insert" AFTER INSERT ON "flying_minute_files" REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION "flying_minute_comments_bump_versions"();
--> statement-breakpoint
CREATE TRIGGER "flying_minute_files_versions_update" AFTER UPDATE ON "flying_minute_files" REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION "flying_minute_comments_bump_versions"();
--> statement-breakpoint
CREATE TRIGGER "flying_minute_files_versions_delete" AFTER DELETE ON "flying_minute_files" REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION "flying_minute_comments_bump_versions"();
