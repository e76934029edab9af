-- The live meeting page names the vote that changed (server/live/meeting-events.ts): a ballot
-- notifies "meetingId:ballots:voteId" (only that vote's tally changed), and opening, closing or
-- removing a vote "meetingId:votes:voteId" (the meeting shows which votes are open). A page then
-- reads that one vote again, not every vote it shows and the meeting besides.
CREATE OR REPLACE FUNCTION "notify_vote_changes"(changes text[], part text) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  change text;
BEGIN
  -- One notification per meeting and vote ("meetingId:voteId" pairs), each well under the
  -- payload's size limit whatever the size of the change.
  FOR change IN SELECT DISTINCT c FROM unnest(changes) AS c WHERE c IS NOT NULL LOOP
    PERFORM pg_notify('quorate_meetings', split_part(change, ':', 1) || ':' || part || ':' || split_part(change, ':', 2));
  END LOOP;
END
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "votes_notify_meetings"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM notify_vote_changes(ARRAY(SELECT i.meeting_id::text || ':' || r.id::text FROM changed_rows r JOIN agenda_items i ON r.context_type = 'agendaItem' AND i.id = r.context_id), 'votes');
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "ballots_notify_meetings"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM notify_vote_changes(ARRAY(SELECT i.meeting_id::text || ':' || v.id::text FROM changed_rows r JOIN votes v ON v.id = r.vote_id JOIN agenda_items i ON v.context_type = 'agendaItem' AND i.id = v.context_id), 'ballots');
  RETURN NULL;
END
$$;
