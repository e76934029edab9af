CREATE TABLE "minute_confirmations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"meeting_id" uuid NOT NULL,
	"confirming_meeting_id" uuid NOT NULL,
	"confirming_item_id" uuid,
	"mode" text NOT NULL,
	"changes" text,
	"minutes_pdf_key" text NOT NULL,
	"minutes_sha256" text NOT NULL,
	"confirmed_by" uuid,
	"confirmed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"reversed_by" uuid,
	"reversed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "minute_signatures" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"confirmation_id" uuid NOT NULL,
	"person_id" uuid NOT NULL,
	"requested_by" uuid,
	"requested_at" timestamp with time zone DEFAULT now() NOT NULL,
	"signed_at" timestamp with time zone,
	"signed_sha256" text
);
--> statement-breakpoint
ALTER TABLE "minute_confirmations" ADD CONSTRAINT "minute_confirmations_meeting_id_meetings_id_fk" FOREIGN KEY ("meeting_id") REFERENCES "public"."meetings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "minute_confirmations" ADD CONSTRAINT "minute_confirmations_confirming_meeting_id_meetings_id_fk" FOREIGN KEY ("confirming_meeting_id") REFERENCES "public"."meetings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "minute_confirmations" ADD CONSTRAINT "minute_confirmations_confirming_item_id_agenda_items_id_fk" FOREIGN KEY ("confirming_item_id") REFERENCES "public"."agenda_items"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "minute_confirmations" ADD CONSTRAINT "minute_confirmations_confirmed_by_people_id_fk" FOREIGN KEY ("confirmed_by") REFERENCES "public"."people"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "minute_confirmations" ADD CONSTRAINT "minute_confirmations_reversed_by_people_id_fk" FOREIGN KEY ("reversed_by") REFERENCES "public"."people"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "minute_signatures" ADD CONSTRAINT "minute_signatures_confirmation_id_minute_confirmations_id_fk" FOREIGN KEY ("confirmation_id") REFERENCES "public"."minute_confirmations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "minute_signatures" ADD CONSTRAINT "minute_signatures_person_id_people_id_fk" FOREIGN KEY ("person_id") REFERENCES "public"."people"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "minute_signatures" ADD CONSTRAINT "minute_signatures_requested_by_people_id_fk" FOREIGN KEY ("requested_by") REFERENCES "public"."people"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "minute_confirmations_meeting_idx" ON "minute_confirmations" USING btree ("meeting_id");--> statement-breakpoint
CREATE UNIQUE INDEX "minute_signatures_key" ON "minute_signatures" USING btree ("confirmation_id","person_id");