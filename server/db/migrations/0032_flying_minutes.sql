CREATE TABLE "flying_minute_comments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"flying_minute_id" uuid NOT NULL,
	"person_id" uuid NOT NULL,
	"body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "flying_minute_notices" (
	"flying_minute_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"for_time" text DEFAULT '' NOT NULL,
	"sent_to" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"not_sent" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "flying_minute_notices_flying_minute_id_kind_for_time_pk" PRIMARY KEY("flying_minute_id","kind","for_time")
);
--> statement-breakpoint
CREATE TABLE "flying_minutes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organisation_id" uuid NOT NULL,
	"title" text NOT NULL,
	"motion" text NOT NULL,
	"background" text DEFAULT '' NOT NULL,
	"host_person_id" uuid NOT NULL,
	"status" text DEFAULT 'Draft' NOT NULL,
	"has_discussion" boolean DEFAULT false NOT NULL,
	"vote_starts_at" timestamp with time zone NOT NULL,
	"vote_closes_at" timestamp with time zone NOT NULL,
	"closing_reminder_hours" integer,
	"voter_person_ids" jsonb NOT NULL,
	"conflicted_person_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"anonymous" boolean DEFAULT false NOT NULL,
	"email_greeting" text DEFAULT '' NOT NULL,
	"email_comment" text DEFAULT '' NOT NULL,
	"mover_person_id" uuid,
	"started_at" timestamp with time zone,
	"closed_at" timestamp with time zone,
	"locked_at" timestamp with time zone,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "flying_minute_comments" ADD CONSTRAINT "flying_minute_comments_flying_minute_id_flying_minutes_id_fk" FOREIGN KEY ("flying_minute_id") REFERENCES "public"."flying_minutes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "flying_minute_comments" ADD CONSTRAINT "flying_minute_comments_person_id_people_id_fk" FOREIGN KEY ("person_id") REFERENCES "public"."people"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "flying_minute_notices" ADD CONSTRAINT "flying_minute_notices_flying_minute_id_flying_minutes_id_fk" FOREIGN KEY ("flying_minute_id") REFERENCES "public"."flying_minutes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "flying_minutes" ADD CONSTRAINT "flying_minutes_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "flying_minutes" ADD CONSTRAINT "flying_minutes_host_person_id_people_id_fk" FOREIGN KEY ("host_person_id") REFERENCES "public"."people"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "flying_minutes" ADD CONSTRAINT "flying_minutes_mover_person_id_people_id_fk" FOREIGN KEY ("mover_person_id") REFERENCES "public"."people"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "flying_minutes" ADD CONSTRAINT "flying_minutes_created_by_people_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."people"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "flying_minute_comments_fm_idx" ON "flying_minute_comments" USING btree ("flying_minute_id","created_at");--> statement-breakpoint
CREATE INDEX "flying_minutes_organisation_idx" ON "flying_minutes" USING btree ("organisation_id","created_at");--> statement-breakpoint
CREATE INDEX "flying_minutes_running_idx" ON "flying_minutes" USING btree ("status") WHERE "flying_minutes"."status" in ('Discussion', 'VotingInProgress');--> statement-breakpoint
-- What the between-meetings pages show raises the organisation's version (migration 0017), so
-- a cached answer is never served after it changed.
CREATE FUNCTION "flying_minutes_bump_versions"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM bump_organisation_versions(ARRAY(SELECT r.organisation_id FROM changed_rows r));
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "flying_minutes_versions_insert" AFTER INSERT ON "flying_minutes" REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION "flying_minutes_bump_versions"();
--> statement-breakpoint
CREATE TRIGGER "flying_minutes_versions_update" AFTER UPDATE ON "flying_minutes" REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION "flying_minutes_bump_versions"();
--> statement-breakpoint
CREATE TRIGGER "flying_minutes_versions_delete" AFTER DELETE ON "flying_minutes" REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION "flying_minutes_bump_versions"();
--> statement-breakpoint
CREATE FUNCTION "flying_minute_comments_bump_versions"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM bump_organisation_versions(ARRAY(SELECT f.organisation_id FROM changed_rows r JOIN flying_minutes f ON f.id = r.flying_minute_id));
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "flying_minute_comments_versions_insert" AFTER INSERT ON "flying_minute_comments" REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION "flying_minute_comments_bump_versions"();
--> statement-breakpoint
CREATE TRIGGER "flying_minute_comments_versions_update" AFTER UPDATE ON "flying_minute_comments" REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION "flying_minute_comments_bump_versions"();
--> statement-breakpoint
CREATE TRIGGER "flying_minute_comments_versions_delete" AFTER DELETE ON "flying_minute_comments" REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION "flying_minute_comments_bump_versions"();
--> statement-breakpoint
-- The flying minute page's push channel is the meeting page's (server/live/meeting-events.ts),
-- keyed by the flying minute's id: "id:meeting" when it changes, "id:comments" for a comment,
-- and its vote's "id:votes:voteId" / "id:ballots:voteId" as an agenda item's vote names its meeting.
CREATE FUNCTION "flying_minutes_notify_meetings"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM notify_meeting_changes(ARRAY(SELECT r.id FROM changed_rows r), 'meeting');
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "flying_minutes_meetings_notify_update" AFTER UPDATE ON "flying_minutes" REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION "flying_minutes_notify_meetings"();
--> statement-breakpoint
CREATE FUNCTION "flying_minute_comments_notify_meetings"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM notify_meeting_changes(ARRAY(SELECT r.flying_minute_id FROM changed_rows r), 'comments');
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "flying_minute_comments_meetings_notify_insert" AFTER INSERT ON "flying_minute_comments" REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION "flying_minute_comments_notify_meetings"();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "votes_notify_meetings"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM notify_vote_changes(ARRAY(
    SELECT i.meeting_id::text || ':' || r.id::text FROM changed_rows r JOIN agenda_items i ON r.context_type = 'agendaItem' AND i.id = r.context_id
    UNION ALL
    SELECT r.context_id::text || ':' || r.id::text FROM changed_rows r WHERE r.context_type = 'flyingMinute'
  ), 'votes');
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "ballots_notify_meetings"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM notify_vote_changes(ARRAY(
    SELECT i.meeting_id::text || ':' || v.id::text FROM changed_rows r JOIN votes v ON v.id = r.vote_id JOIN agenda_items i ON v.context_type = 'agendaItem' AND i.id = v.context_id
    UNION ALL
    SELECT v.context_id::text || ':' || v.id::text FROM changed_rows r JOIN votes v ON v.id = r.vote_id WHERE v.context_type = 'flyingMinute'
  ), 'ballots');
  RETURN NULL;
END
$$;
