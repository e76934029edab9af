CREATE TABLE "organisation_versions" (
	"organisation_id" uuid PRIMARY KEY NOT NULL,
	"version" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
-- Raises the counters of the given organisations, in id order so two transactions
-- take the rows' locks in the same order.
CREATE FUNCTION "bump_organisation_versions"(org_ids uuid[]) RETURNS void LANGUAGE sql AS $$
  INSERT INTO "organisation_versions" AS v ("organisation_id", "version")
  SELECT DISTINCT id, 1 FROM unnest(org_ids) AS id WHERE id IS NOT NULL ORDER BY id
  ON CONFLICT ("organisation_id") DO UPDATE SET "version" = v."version" + 1
$$;
--> statement-breakpoint
CREATE FUNCTION "organisations_bump_versions"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM bump_organisation_versions(ARRAY(SELECT r.id FROM changed_rows r));
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "organisations_versions_insert" AFTER INSERT ON "organisations" REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION "organisations_bump_versions"();
--> statement-breakpoint
CREATE TRIGGER "organisations_versions_update" AFTER UPDATE ON "organisations" REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION "organisations_bump_versions"();
--> statement-breakpoint
CREATE TRIGGER "organisations_versions_delete" AFTER DELETE ON "organisations" REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION "organisations_bump_versions"();
--> statement-breakpoint
CREATE FUNCTION "memberships_bump_versions"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM bump_organisation_versions(ARRAY(SELECT r.organisation_id FROM changed_rows r));
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "memberships_versions_insert" AFTER INSERT ON "memberships" REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION "memberships_bump_versions"();
--> statement-breakpoint
CREATE TRIGGER "memberships_versions_update" AFTER UPDATE ON "memberships" REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION "memberships_bump_versions"();
--> statement-breakpoint
CREATE TRIGGER "memberships_versions_delete" AFTER DELETE ON "memberships" REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION "memberships_bump_versions"();
--> statement-breakpoint
CREATE FUNCTION "meetings_bump_versions"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM bump_organisation_versions(ARRAY(SELECT r.organisation_id FROM changed_rows r));
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "meetings_versions_insert" AFTER INSERT ON "meetings" REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION "meetings_bump_versions"();
--> statement-breakpoint
CREATE TRIGGER "meetings_versions_update" AFTER UPDATE ON "meetings" REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION "meetings_bump_versions"();
--> statement-breakpoint
CREATE TRIGGER "meetings_versions_delete" AFTER DELETE ON "meetings" REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION "meetings_bump_versions"();
--> statement-breakpoint
CREATE FUNCTION "action_items_bump_versions"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM bump_organisation_versions(ARRAY(SELECT r.organisation_id FROM changed_rows r));
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "action_items_versions_insert" AFTER INSERT ON "action_items" REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION "action_items_bump_versions"();
--> statement-breakpoint
CREATE TRIGGER "action_items_versions_update" AFTER UPDATE ON "action_items" REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION "action_items_bump_versions"();
--> statement-breakpoint
CREATE TRIGGER "action_items_versions_delete" AFTER DELETE ON "action_items" REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION "action_items_bump_versions"();
--> statement-breakpoint
CREATE FUNCTION "agenda_items_bump_versions"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM bump_organisation_versions(ARRAY(SELECT m.organisation_id FROM changed_rows r JOIN meetings m ON m.id = r.meeting_id));
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "agenda_items_versions_insert" AFTER INSERT ON "agenda_items" REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION "agenda_items_bump_versions"();
--> statement-breakpoint
CREATE TRIGGER "agenda_items_versions_update" AFTER UPDATE ON "agenda_items" REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION "agenda_items_bump_versions"();
--> statement-breakpoint
CREATE TRIGGER "agenda_items_versions_delete" AFTER DELETE ON "agenda_items" REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION "agenda_items_bump_versions"();
--> statement-breakpoint
CREATE FUNCTION "votes_bump_versions"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM bump_organisation_versions(ARRAY(SELECT m.organisation_id FROM changed_rows r JOIN meetings m ON m.id = r.meeting_id));
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "votes_versions_insert" AFTER INSERT ON "votes" REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION "votes_bump_versions"();
--> statement-breakpoint
CREATE TRIGGER "votes_versions_update" AFTER UPDATE ON "votes" REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION "votes_bump_versions"();
--> statement-breakpoint
CREATE TRIGGER "votes_versions_delete" AFTER DELETE ON "votes" REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION "votes_bump_versions"();
--> statement-breakpoint
CREATE FUNCTION "minute_confirmations_bump_versions"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM bump_organisation_versions(ARRAY(SELECT m.organisation_id FROM changed_rows r JOIN meetings m ON m.id = r.meeting_id));
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "minute_confirmations_versions_insert" AFTER INSERT ON "minute_confirmations" REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION "minute_confirmations_bump_versions"();
--> statement-breakpoint
CREATE TRIGGER "minute_confirmations_versions_update" AFTER UPDATE ON "minute_confirmations" REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION "minute_confirmations_bump_versions"();
--> statement-breakpoint
CREATE TRIGGER "minute_confirmations_versions_delete" AFTER DELETE ON "minute_confirmations" REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION "minute_confirmations_bump_versions"();
--> statement-breakpoint
CREATE FUNCTION "action_owners_bump_versions"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM bump_organisation_versions(ARRAY(SELECT a.organisation_id FROM changed_rows r JOIN action_items a ON a.id = r.action_id));
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "action_owners_versions_insert" AFTER INSERT ON "action_owners" REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION "action_owners_bump_versions"();
--> statement-breakpoint
CREATE TRIGGER "action_owners_versions_update" AFTER UPDATE ON "action_owners" REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION "action_owners_bump_versions"();
--> statement-breakpoint
CREATE TRIGGER "action_owners_versions_delete" AFTER DELETE ON "action_owners" REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION "action_owners_bump_versions"();
--> statement-breakpoint
CREATE FUNCTION "ballots_bump_versions"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM bump_organisation_versions(ARRAY(SELECT m.organisation_id FROM changed_rows r JOIN votes v ON v.id = r.vote_id JOIN meetings m ON m.id = v.meeting_id));
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "ballots_versions_insert" AFTER INSERT ON "ballots" REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION "ballots_bump_versions"();
--> statement-breakpoint
CREATE TRIGGER "ballots_versions_update" AFTER UPDATE ON "ballots" REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION "ballots_bump_versions"();
--> statement-breakpoint
CREATE TRIGGER "ballots_versions_delete" AFTER DELETE ON "ballots" REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION "ballots_bump_versions"();
--> statement-breakpoint
CREATE FUNCTION "minute_signatures_bump_versions"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM bump_organisation_versions(ARRAY(SELECT m.organisation_id FROM changed_rows r JOIN minute_confirmations c ON c.id = r.confirmation_id JOIN meetings m ON m.id = c.meeting_id));
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "minute_signatures_versions_insert" AFTER INSERT ON "minute_signatures" REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION "minute_signatures_bump_versions"();
--> statement-breakpoint
CREATE TRIGGER "minute_signatures_versions_update" AFTER UPDATE ON "minute_signatures" REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION "minute_signatures_bump_versions"();
--> statement-breakpoint
CREATE TRIGGER "minute_signatures_versions_delete" AFTER DELETE ON "minute_signatures" REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION "minute_signatures_bump_versions"();
