ALTER TABLE "organisations" ADD COLUMN "erase_after" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "organisations" ADD COLUMN "deletion_scheduled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "organisations" ADD COLUMN "committee_licences" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "organisations" ADD COLUMN "logo_file" text;--> statement-breakpoint
ALTER TABLE "organisations" ADD COLUMN "icon_file" text;--> statement-breakpoint
CREATE UNIQUE INDEX "meeting_locations_one_default" ON "meeting_locations" USING btree ("organisation_id") WHERE "meeting_locations"."is_default";