ALTER TABLE "document_versions" ADD COLUMN "pdf_key" text;--> statement-breakpoint
ALTER TABLE "document_versions" ADD COLUMN "pdf_status" text DEFAULT 'none' NOT NULL;--> statement-breakpoint
ALTER TABLE "papers" ADD COLUMN "pdf_key" text;--> statement-breakpoint
ALTER TABLE "papers" ADD COLUMN "pdf_status" text DEFAULT 'none' NOT NULL;--> statement-breakpoint
-- Office files stored before conversion existed get their PDFs made now (the files.convertToPdf job).
UPDATE "papers" SET "pdf_status" = 'pending' WHERE "mime" IN ('application/msword','application/vnd.openxmlformats-officedocument.wordprocessingml.document','application/vnd.ms-excel','application/vnd.openxmlformats-officedocument.spreadsheetml.sheet','application/vnd.ms-powerpoint','application/vnd.openxmlformats-officedocument.presentationml.presentation');--> statement-breakpoint
UPDATE "document_versions" SET "pdf_status" = 'pending' WHERE "mime" IN ('application/msword','application/vnd.openxmlformats-officedocument.wordprocessingml.document','application/vnd.ms-excel','application/vnd.openxmlformats-officedocument.spreadsheetml.sheet','application/vnd.ms-powerpoint','application/vnd.openxmlformats-officedocument.presentationml.presentation');--> statement-breakpoint
INSERT INTO "jobs" ("name", "payload", "max_attempts") SELECT 'files.convertToPdf', jsonb_build_object('kind', 'paper', 'id', "id"), 3 FROM "papers" WHERE "pdf_status" = 'pending';--> statement-breakpoint
INSERT INTO "jobs" ("name", "payload", "max_attempts") SELECT 'files.convertToPdf', jsonb_build_object('kind', 'document', 'id', "id"), 3 FROM "document_versions" WHERE "pdf_status" = 'pending';
