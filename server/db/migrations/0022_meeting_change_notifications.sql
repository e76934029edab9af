-- The live meeting page (server/live/meeting-events.ts): every change to what a meeting page
-- shows notifies "quorate_meetings" with "meetingId:part", once per meeting and part. NOTIFY
-- is delivered when the transaction commits, to every process listening (PGlite: this one),
-- and repeated payloads within a transaction are sent once.
CREATE FUNCTION "notify_meeting_changes"(meeting_ids uuid[], part text) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  meeting uuid;
BEGIN
  -- One notification per meeting: a payload has a size limit, a bulk change none.
  FOR meeting IN SELECT DISTINCT id FROM unnest(meeting_ids) AS id WHERE id IS NOT NULL LOOP
    PERFORM pg_notify('quorate_meetings', meeting::text || ':' || part);
  END LOOP;
END
$$;
--> statement-breakpoint
CREATE FUNCTION "meetings_notify_meetings"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM notify_meeting_changes(ARRAY(SELECT r.id FROM changed_rows r), 'meeting');
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "meetings_meetings_notify_insert" AFTER INSERT ON "meetings" REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION "meetings_notify_meetings"();
--> statement-breakpoint
CREATE TRIGGER "meetings_meetings_notify_update" AFTER UPDATE ON "meetings" REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION "meetings_notify_meetings"();
--> statement-breakpoint
CREATE TRIGGER "meetings_meetings_notify_delete" AFTER DELETE ON "meetings" REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION "meetings_notify_meetings"();
--> statement-breakpoint
CREATE FUNCTION "agenda_items_notify_meetings"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM notify_meeting_changes(ARRAY(SELECT r.meeting_id FROM changed_rows r), 'agenda');
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "agenda_items_meetings_notify_insert" AFTER INSERT ON "agenda_items" REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION "agenda_items_notify_meetings"();
--> statement-breakpoint
CREATE TRIGGER "agenda_items_meetings_notify_update" AFTER UPDATE ON "agenda_items" REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION "agenda_items_notify_meetings"();
--> statement-breakpoint
CREATE TRIGGER "agenda_items_meetings_notify_delete" AFTER DELETE ON "agenda_items" REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION "agenda_items_notify_meetings"();
--> statement-breakpoint
CREATE FUNCTION "agenda_changes_notify_meetings"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM notify_meeting_changes(ARRAY(SELECT r.meeting_id FROM changed_rows r), 'agenda');
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "agenda_changes_meetings_notify_insert" AFTER INSERT ON "agenda_changes" REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION "agenda_changes_notify_meetings"();
--> statement-breakpoint
CREATE TRIGGER "agenda_changes_meetings_notify_update" AFTER UPDATE ON "agenda_changes" REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION "agenda_changes_notify_meetings"();
--> statement-breakpoint
CREATE TRIGGER "agenda_changes_meetings_notify_delete" AFTER DELETE ON "agenda_changes" REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION "agenda_changes_notify_meetings"();
--> statement-breakpoint
CREATE FUNCTION "meeting_attendees_notify_meetings"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM notify_meeting_changes(ARRAY(SELECT r.meeting_id FROM changed_rows r), 'attendance');
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "meeting_attendees_meetings_notify_insert" AFTER INSERT ON "meeting_attendees" REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION "meeting_attendees_notify_meetings"();
--> statement-breakpoint
CREATE TRIGGER "meeting_attendees_meetings_notify_update" AFTER UPDATE ON "meeting_attendees" REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION "meeting_attendees_notify_meetings"();
--> statement-breakpoint
CREATE TRIGGER "meeting_attendees_meetings_notify_delete" AFTER DELETE ON "meeting_attendees" REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION "meeting_attendees_notify_meetings"();
--> statement-breakpoint
CREATE FUNCTION "votes_notify_meetings"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM notify_meeting_changes(ARRAY(SELECT i.meeting_id FROM changed_rows r JOIN agenda_items i ON r.context_type = 'agendaItem' AND i.id = r.context_id), 'votes');
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "votes_meetings_notify_insert" AFTER INSERT ON "votes" REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION "votes_notify_meetings"();
--> statement-breakpoint
CREATE TRIGGER "votes_meetings_notify_update" AFTER UPDATE ON "votes" REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION "votes_notify_meetings"();
--> statement-breakpoint
CREATE TRIGGER "votes_meetings_notify_delete" AFTER DELETE ON "votes" REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION "votes_notify_meetings"();
--> statement-breakpoint
CREATE FUNCTION "ballots_notify_meetings"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM notify_meeting_changes(ARRAY(SELECT i.meeting_id FROM changed_rows r JOIN votes v ON v.id = r.vote_id JOIN agenda_items i ON v.context_type = 'agendaItem' AND i.id = v.context_id), 'votes');
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "ballots_meetings_notify_insert" AFTER INSERT ON "ballots" REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION "ballots_notify_meetings"();
--> statement-breakpoint
CREATE TRIGGER "ballots_meetings_notify_update" AFTER UPDATE ON "ballots" REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION "ballots_notify_meetings"();
--> statement-breakpoint
CREATE TRIGGER "ballots_meetings_notify_delete" AFTER DELETE ON "ballots" REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION "ballots_notify_meetings"();
--> statement-breakpoint
CREATE FUNCTION "decisions_notify_meetings"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM notify_meeting_changes(ARRAY(SELECT r.meeting_id FROM changed_rows r), 'minutes');
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "decisions_meetings_notify_insert" AFTER INSERT ON "decisions" REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION "decisions_notify_meetings"();
--> statement-breakpoint
CREATE TRIGGER "decisions_meetings_notify_update" AFTER UPDATE ON "decisions" REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION "decisions_notify_meetings"();
--> statement-breakpoint
CREATE TRIGGER "decisions_meetings_notify_delete" AFTER DELETE ON "decisions" REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION "decisions_notify_meetings"();
--> statement-breakpoint
CREATE FUNCTION "action_items_notify_meetings"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM notify_meeting_changes(ARRAY(SELECT r.meeting_id FROM changed_rows r), 'minutes');
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "action_items_meetings_notify_insert" AFTER INSERT ON "action_items" REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION "action_items_notify_meetings"();
--> statement-breakpoint
CREATE TRIGGER "action_items_meetings_notify_update" AFTER UPDATE ON "action_items" REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION "action_items_notify_meetings"();
--> statement-breakpoint
CREATE TRIGGER "action_items_meetings_notify_delete" AFTER DELETE ON "action_items" REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION "action_items_notify_meetings"();
--> statement-breakpoint
CREATE FUNCTION "item_conflicts_notify_meetings"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM notify_meeting_changes(ARRAY(SELECT i.meeting_id FROM changed_rows r JOIN agenda_items i ON i.id = r.agenda_item_id), 'minutes');
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "item_conflicts_meetings_notify_insert" AFTER INSERT ON "item_conflicts" REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION "item_conflicts_notify_meetings"();
--> statement-breakpoint
CREATE TRIGGER "item_conflicts_meetings_notify_update" AFTER UPDATE ON "item_conflicts" REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION "item_conflicts_notify_meetings"();
--> statement-breakpoint
CREATE TRIGGER "item_conflicts_meetings_notify_delete" AFTER DELETE ON "item_conflicts" REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION "item_conflicts_notify_meetings"();
--> statement-breakpoint
CREATE FUNCTION "minute_comments_notify_meetings"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM notify_meeting_changes(ARRAY(SELECT r.meeting_id FROM changed_rows r), 'comments');
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "minute_comments_meetings_notify_insert" AFTER INSERT ON "minute_comments" REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION "minute_comments_notify_meetings"();
--> statement-breakpoint
CREATE TRIGGER "minute_comments_meetings_notify_update" AFTER UPDATE ON "minute_comments" REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION "minute_comments_notify_meetings"();
--> statement-breakpoint
CREATE TRIGGER "minute_comments_meetings_notify_delete" AFTER DELETE ON "minute_comments" REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION "minute_comments_notify_meetings"();
--> statement-breakpoint
CREATE FUNCTION "board_packs_notify_meetings"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM notify_meeting_changes(ARRAY(SELECT r.meeting_id FROM changed_rows r), 'pack');
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "board_packs_meetings_notify_insert" AFTER INSERT ON "board_packs" REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION "board_packs_notify_meetings"();
--> statement-breakpoint
CREATE TRIGGER "board_packs_meetings_notify_update" AFTER UPDATE ON "board_packs" REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION "board_packs_notify_meetings"();
--> statement-breakpoint
CREATE TRIGGER "board_packs_meetings_notify_delete" AFTER DELETE ON "board_packs" REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION "board_packs_notify_meetings"();
--> statement-breakpoint
CREATE FUNCTION "papers_notify_meetings"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM notify_meeting_changes(ARRAY(SELECT r.meeting_id FROM changed_rows r), 'papers');
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "papers_meetings_notify_insert" AFTER INSERT ON "papers" REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION "papers_notify_meetings"();
--> statement-breakpoint
CREATE TRIGGER "papers_meetings_notify_update" AFTER UPDATE ON "papers" REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION "papers_notify_meetings"();
--> statement-breakpoint
CREATE TRIGGER "papers_meetings_notify_delete" AFTER DELETE ON "papers" REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION "papers_notify_meetings"();
--> statement-breakpoint
CREATE FUNCTION "meeting_notices_notify_meetings"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM notify_meeting_changes(ARRAY(SELECT r.meeting_id FROM changed_rows r), 'notices');
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "meeting_notices_meetings_notify_insert" AFTER INSERT ON "meeting_notices" REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION "meeting_notices_notify_meetings"();
--> statement-breakpoint
CREATE TRIGGER "meeting_notices_meetings_notify_update" AFTER UPDATE ON "meeting_notices" REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION "meeting_notices_notify_meetings"();
--> statement-breakpoint
CREATE TRIGGER "meeting_notices_meetings_notify_delete" AFTER DELETE ON "meeting_notices" REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION "meeting_notices_notify_meetings"();
--> statement-breakpoint
CREATE FUNCTION "minute_confirmations_notify_meetings"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM notify_meeting_changes(ARRAY(SELECT r.meeting_id FROM changed_rows r), 'confirmation');
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "minute_confirmations_meetings_notify_insert" AFTER INSERT ON "minute_confirmations" REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION "minute_confirmations_notify_meetings"();
--> statement-breakpoint
CREATE TRIGGER "minute_confirmations_meetings_notify_update" AFTER UPDATE ON "minute_confirmations" REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION "minute_confirmations_notify_meetings"();
--> statement-breakpoint
CREATE TRIGGER "minute_confirmations_meetings_notify_delete" AFTER DELETE ON "minute_confirmations" REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION "minute_confirmations_notify_meetings"();
--> statement-breakpoint
CREATE FUNCTION "minute_signatures_notify_meetings"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM notify_meeting_changes(ARRAY(SELECT c.meeting_id FROM changed_rows r JOIN minute_confirmations c ON c.id = r.confirmation_id), 'confirmation');
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "minute_signatures_meetings_notify_insert" AFTER INSERT ON "minute_signatures" REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION "minute_signatures_notify_meetings"();
--> statement-breakpoint
CREATE TRIGGER "minute_signatures_meetings_notify_update" AFTER UPDATE ON "minute_signatures" REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION "minute_signatures_notify_meetings"();
--> statement-breakpoint
CREATE TRIGGER "minute_signatures_meetings_notify_delete" AFTER DELETE ON "minute_signatures" REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION "minute_signatures_notify_meetings"();
