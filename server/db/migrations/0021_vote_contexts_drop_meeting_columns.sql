ALTER TABLE "votes" DROP CONSTRAINT "votes_meeting_id_meetings_id_fk";
--> statement-breakpoint
ALTER TABLE "votes" DROP CONSTRAINT "votes_agenda_item_id_agenda_items_id_fk";
--> statement-breakpoint
ALTER TABLE "votes" DROP COLUMN "meeting_id";--> statement-breakpoint
ALTER TABLE "votes" DROP COLUMN "agenda_item_id";--> statement-breakpoint
-- An agenda item's vote went with the item (its foreign key cascaded); a context id has no
-- foreign key, so deleting items (and the sub-items and meetings that cascade to them) deletes
-- the votes whose context they were.
CREATE FUNCTION "agenda_items_delete_votes"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM "votes" WHERE "context_type" = 'agendaItem' AND "context_id" IN (SELECT r.id FROM changed_rows r);
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "agenda_items_votes_delete" AFTER DELETE ON "agenda_items" REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION "agenda_items_delete_votes"();
