ALTER TABLE "agenda_items" ADD COLUMN "description_doc" jsonb;--> statement-breakpoint
ALTER TABLE "agenda_items" ADD COLUMN "minutes_doc" jsonb;