-- A flying minute's motion and background and a report's executive summary as rich text (a
-- RichTextDoc, never HTML); the plain-text columns stay, derived from these on every save.
ALTER TABLE "flying_minutes" ADD COLUMN "motion_doc" jsonb;--> statement-breakpoint
ALTER TABLE "flying_minutes" ADD COLUMN "background_doc" jsonb;--> statement-breakpoint
ALTER TABLE "reports" ADD COLUMN "executive_summary_doc" jsonb;
