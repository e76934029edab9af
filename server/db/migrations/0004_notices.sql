CREATE TABLE "meeting_notices" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"meeting_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"sent_by" uuid,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	"comment" text,
	"recipients" jsonb NOT NULL,
	"not_sent" jsonb NOT NULL
);
--> statement-breakpoint
ALTER TABLE "mail_messages" ADD COLUMN "attachments" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "mail_messages" ADD COLUMN "subject_type" text;--> statement-breakpoint
ALTER TABLE "mail_messages" ADD COLUMN "subject_id" text;--> statement-breakpoint
ALTER TABLE "meeting_notices" ADD CONSTRAINT "meeting_notices_meeting_id_meetings_id_fk" FOREIGN KEY ("meeting_id") REFERENCES "public"."meetings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meeting_notices" ADD CONSTRAINT "meeting_notices_sent_by_people_id_fk" FOREIGN KEY ("sent_by") REFERENCES "public"."people"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "meeting_notices_meeting_idx" ON "meeting_notices" USING btree ("meeting_id","sent_at");