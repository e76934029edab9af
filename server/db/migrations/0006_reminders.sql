CREATE TABLE "meeting_reminders" (
	"meeting_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"for_start" timestamp with time zone NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "meeting_reminders_meeting_id_kind_for_start_pk" PRIMARY KEY("meeting_id","kind","for_start")
);
--> statement-breakpoint
ALTER TABLE "meeting_reminders" ADD CONSTRAINT "meeting_reminders_meeting_id_meetings_id_fk" FOREIGN KEY ("meeting_id") REFERENCES "public"."meetings"("id") ON DELETE cascade ON UPDATE no action;