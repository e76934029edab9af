-- A vote belongs to a context (server/areas/votes/): an agenda item for every vote so far.
ALTER TABLE "votes" ADD COLUMN "organisation_id" uuid;--> statement-breakpoint
ALTER TABLE "votes" ADD COLUMN "context_type" text;--> statement-breakpoint
ALTER TABLE "votes" ADD COLUMN "context_id" uuid;--> statement-breakpoint
UPDATE "votes" AS v SET "organisation_id" = m."organisation_id", "context_type" = 'agendaItem', "context_id" = v."agenda_item_id" FROM "meetings" AS m WHERE m."id" = v."meeting_id";--> statement-breakpoint
ALTER TABLE "votes" ALTER COLUMN "organisation_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "votes" ALTER COLUMN "context_type" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "votes" ALTER COLUMN "context_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "votes" ADD CONSTRAINT "votes_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
DROP INDEX "votes_item_key";--> statement-breakpoint
DROP INDEX "votes_open_meeting_idx";--> statement-breakpoint
CREATE UNIQUE INDEX "votes_context_key" ON "votes" USING btree ("context_type","context_id");--> statement-breakpoint
CREATE INDEX "votes_open_organisation_idx" ON "votes" USING btree ("organisation_id") WHERE "votes"."status" = 'open';--> statement-breakpoint
-- Votes and ballots raise their organisation's record version (0017) from the vote's own organisation.
CREATE OR REPLACE FUNCTION "votes_bump_versions"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM bump_organisation_versions(ARRAY(SELECT r.organisation_id FROM changed_rows r));
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "ballots_bump_versions"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM bump_organisation_versions(ARRAY(SELECT v.organisation_id FROM changed_rows r JOIN votes v ON v.id = r.vote_id));
  RETURN NULL;
END
$$;
