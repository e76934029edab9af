-- Every table whose rows an organisation's pages show raises the organisation's version
-- (migration 0017), so an answer cached against it is never served after what it shows
-- changed. server/db/version-coverage.test.ts holds every table to this or to a reason.
CREATE FUNCTION "action_updates_bump_versions"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM bump_organisation_versions(ARRAY(SELECT a.organisation_id FROM changed_rows r JOIN action_items a ON a.id = r.action_id));
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "action_updates_versions_insert" AFTER INSERT ON "action_updates" REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION "action_updates_bump_versions"();
--> statement-breakpoint
CREATE TRIGGER "action_updates_versions_update" AFTER UPDATE ON "action_updates" REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION "action_updates_bump_versions"();
--> statement-breakpoint
CREATE TRIGGER "action_updates_versions_delete" AFTER DELETE ON "action_updates" REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION "action_updates_bump_versions"();
--> statement-breakpoint
CREATE FUNCTION "agenda_changes_bump_versions"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM bump_organisation_versions(ARRAY(SELECT m.organisation_id FROM changed_rows r JOIN meetings m ON m.id = r.meeting_id));
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "agenda_changes_versions_insert" AFTER INSERT ON "agenda_changes" REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION "agenda_changes_bump_versions"();
--> statement-breakpoint
CREATE TRIGGER "agenda_changes_versions_update" AFTER UPDATE ON "agenda_changes" REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION "agenda_changes_bump_versions"();
--> statement-breakpoint
CREATE TRIGGER "agenda_changes_versions_delete" AFTER DELETE ON "agenda_changes" REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION "agenda_changes_bump_versions"();
--> statement-breakpoint
CREATE FUNCTION "agenda_templates_bump_versions"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM bump_organisation_versions(ARRAY(SELECT r.organisation_id FROM changed_rows r));
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "agenda_templates_versions_insert" AFTER INSERT ON "agenda_templates" REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION "agenda_templates_bump_versions"();
--> statement-breakpoint
CREATE TRIGGER "agenda_templates_versions_update" AFTER UPDATE ON "agenda_templates" REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION "agenda_templates_bump_versions"();
--> statement-breakpoint
CREATE TRIGGER "agenda_templates_versions_delete" AFTER DELETE ON "agenda_templates" REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION "agenda_templates_bump_versions"();
--> statement-breakpoint
CREATE FUNCTION "audit_log_bump_versions"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM bump_organisation_versions(ARRAY(SELECT r.organisation_id FROM changed_rows r));
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "audit_log_versions_insert" AFTER INSERT ON "audit_log" REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION "audit_log_bump_versions"();
--> statement-breakpoint
CREATE TRIGGER "audit_log_versions_update" AFTER UPDATE ON "audit_log" REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION "audit_log_bump_versions"();
--> statement-breakpoint
CREATE TRIGGER "audit_log_versions_delete" AFTER DELETE ON "audit_log" REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION "audit_log_bump_versions"();
--> statement-breakpoint
CREATE FUNCTION "board_packs_bump_versions"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM bump_organisation_versions(ARRAY(SELECT m.organisation_id FROM changed_rows r JOIN meetings m ON m.id = r.meeting_id));
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "board_packs_versions_insert" AFTER INSERT ON "board_packs" REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION "board_packs_bump_versions"();
--> statement-breakpoint
CREATE TRIGGER "board_packs_versions_update" AFTER UPDATE ON "board_packs" REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION "board_packs_bump_versions"();
--> statement-breakpoint
CREATE TRIGGER "board_packs_versions_delete" AFTER DELETE ON "board_packs" REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION "board_packs_bump_versions"();
--> statement-breakpoint
CREATE FUNCTION "decisions_bump_versions"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM bump_organisation_versions(ARRAY(SELECT r.organisation_id FROM changed_rows r));
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "decisions_versions_insert" AFTER INSERT ON "decisions" REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION "decisions_bump_versions"();
--> statement-breakpoint
CREATE TRIGGER "decisions_versions_update" AFTER UPDATE ON "decisions" REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION "decisions_bump_versions"();
--> statement-breakpoint
CREATE TRIGGER "decisions_versions_delete" AFTER DELETE ON "decisions" REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION "decisions_bump_versions"();
--> statement-breakpoint
CREATE FUNCTION "feature_flag_settings_bump_versions"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM bump_organisation_versions(ARRAY(SELECT r.organisation_id FROM changed_rows r));
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "feature_flag_settings_versions_insert" AFTER INSERT ON "feature_flag_settings" REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION "feature_flag_settings_bump_versions"();
--> statement-breakpoint
CREATE TRIGGER "feature_flag_settings_versions_update" AFTER UPDATE ON "feature_flag_settings" REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION "feature_flag_settings_bump_versions"();
--> statement-breakpoint
CREATE TRIGGER "feature_flag_settings_versions_delete" AFTER DELETE ON "feature_flag_settings" REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION "feature_flag_settings_bump_versions"();
--> statement-breakpoint
CREATE FUNCTION "interests_bump_versions"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM bump_organisation_versions(ARRAY(SELECT r.organisation_id FROM changed_rows r));
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "interests_versions_insert" AFTER INSERT ON "interests" REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION "interests_bump_versions"();
--> statement-breakpoint
CREATE TRIGGER "interests_versions_update" AFTER UPDATE ON "interests" REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION "interests_bump_versions"();
--> statement-breakpoint
CREATE TRIGGER "interests_versions_delete" AFTER DELETE ON "interests" REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION "interests_bump_versions"();
--> statement-breakpoint
CREATE FUNCTION "invitation_permits_bump_versions"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM bump_organisation_versions(ARRAY(SELECT r.organisation_id FROM changed_rows r));
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "invitation_permits_versions_insert" AFTER INSERT ON "invitation_permits" REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION "invitation_permits_bump_versions"();
--> statement-breakpoint
CREATE TRIGGER "invitation_permits_versions_update" AFTER UPDATE ON "invitation_permits" REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION "invitation_permits_bump_versions"();
--> statement-breakpoint
CREATE TRIGGER "invitation_permits_versions_delete" AFTER DELETE ON "invitation_permits" REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION "invitation_permits_bump_versions"();
--> statement-breakpoint
CREATE FUNCTION "item_conflicts_bump_versions"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM bump_organisation_versions(ARRAY(SELECT m.organisation_id FROM changed_rows r JOIN agenda_items i ON i.id = r.agenda_item_id JOIN meetings m ON m.id = i.meeting_id));
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "item_conflicts_versions_insert" AFTER INSERT ON "item_conflicts" REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION "item_conflicts_bump_versions"();
--> statement-breakpoint
CREATE TRIGGER "item_conflicts_versions_update" AFTER UPDATE ON "item_conflicts" REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION "item_conflicts_bump_versions"();
--> statement-breakpoint
CREATE TRIGGER "item_conflicts_versions_delete" AFTER DELETE ON "item_conflicts" REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION "item_conflicts_bump_versions"();
--> statement-breakpoint
CREATE FUNCTION "meeting_attendees_bump_versions"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM bump_organisation_versions(ARRAY(SELECT m.organisation_id FROM changed_rows r JOIN meetings m ON m.id = r.meeting_id));
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "meeting_attendees_versions_insert" AFTER INSERT ON "meeting_attendees" REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION "meeting_attendees_bump_versions"();
--> statement-breakpoint
CREATE TRIGGER "meeting_attendees_versions_update" AFTER UPDATE ON "meeting_attendees" REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION "meeting_attendees_bump_versions"();
--> statement-breakpoint
CREATE TRIGGER "meeting_attendees_versions_delete" AFTER DELETE ON "meeting_attendees" REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION "meeting_attendees_bump_versions"();
--> statement-breakpoint
CREATE FUNCTION "meeting_locations_bump_versions"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM bump_organisation_versions(ARRAY(SELECT r.organisation_id FROM changed_rows r));
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "meeting_locations_versions_insert" AFTER INSERT ON "meeting_locations" REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION "meeting_locations_bump_versions"();
--> statement-breakpoint
CREATE TRIGGER "meeting_locations_versions_update" AFTER UPDATE ON "meeting_locations" REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION "meeting_locations_bump_versions"();
--> statement-breakpoint
CREATE TRIGGER "meeting_locations_versions_delete" AFTER DELETE ON "meeting_locations" REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION "meeting_locations_bump_versions"();
--> statement-breakpoint
CREATE FUNCTION "meeting_notices_bump_versions"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM bump_organisation_versions(ARRAY(SELECT m.organisation_id FROM changed_rows r JOIN meetings m ON m.id = r.meeting_id));
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "meeting_notices_versions_insert" AFTER INSERT ON "meeting_notices" REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION "meeting_notices_bump_versions"();
--> statement-breakpoint
CREATE TRIGGER "meeting_notices_versions_update" AFTER UPDATE ON "meeting_notices" REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION "meeting_notices_bump_versions"();
--> statement-breakpoint
CREATE TRIGGER "meeting_notices_versions_delete" AFTER DELETE ON "meeting_notices" REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION "meeting_notices_bump_versions"();
--> statement-breakpoint
CREATE FUNCTION "minute_comments_bump_versions"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM bump_organisation_versions(ARRAY(SELECT m.organisation_id FROM changed_rows r JOIN meetings m ON m.id = r.meeting_id));
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "minute_comments_versions_insert" AFTER INSERT ON "minute_comments" REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION "minute_comments_bump_versions"();
--> statement-breakpoint
CREATE TRIGGER "minute_comments_versions_update" AFTER UPDATE ON "minute_comments" REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION "minute_comments_bump_versions"();
--> statement-breakpoint
CREATE TRIGGER "minute_comments_versions_delete" AFTER DELETE ON "minute_comments" REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION "minute_comments_bump_versions"();
--> statement-breakpoint
CREATE FUNCTION "papers_bump_versions"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM bump_organisation_versions(ARRAY(SELECT m.organisation_id FROM changed_rows r JOIN meetings m ON m.id = r.meeting_id));
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "papers_versions_insert" AFTER INSERT ON "papers" REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION "papers_bump_versions"();
--> statement-breakpoint
CREATE TRIGGER "papers_versions_update" AFTER UPDATE ON "papers" REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION "papers_bump_versions"();
--> statement-breakpoint
CREATE TRIGGER "papers_versions_delete" AFTER DELETE ON "papers" REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION "papers_bump_versions"();
--> statement-breakpoint
CREATE FUNCTION "partner_organisations_bump_versions"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM bump_organisation_versions(ARRAY(SELECT r.organisation_id FROM changed_rows r));
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "partner_organisations_versions_insert" AFTER INSERT ON "partner_organisations" REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION "partner_organisations_bump_versions"();
--> statement-breakpoint
CREATE TRIGGER "partner_organisations_versions_update" AFTER UPDATE ON "partner_organisations" REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION "partner_organisations_bump_versions"();
--> statement-breakpoint
CREATE TRIGGER "partner_organisations_versions_delete" AFTER DELETE ON "partner_organisations" REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION "partner_organisations_bump_versions"();
--> statement-breakpoint
CREATE FUNCTION "people_bump_versions"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM bump_organisation_versions(ARRAY(SELECT ms.organisation_id FROM changed_rows r JOIN memberships ms ON ms.person_id = r.id));
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "people_versions_insert" AFTER INSERT ON "people" REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION "people_bump_versions"();
--> statement-breakpoint
CREATE TRIGGER "people_versions_update" AFTER UPDATE ON "people" REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION "people_bump_versions"();
--> statement-breakpoint
CREATE TRIGGER "people_versions_delete" AFTER DELETE ON "people" REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION "people_bump_versions"();
--> statement-breakpoint
CREATE FUNCTION "accounts_bump_versions"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM bump_organisation_versions(ARRAY(SELECT ms.organisation_id FROM changed_rows r JOIN memberships ms ON ms.person_id = r.person_id));
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "accounts_versions_insert" AFTER INSERT ON "accounts" REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION "accounts_bump_versions"();
--> statement-breakpoint
CREATE TRIGGER "accounts_versions_update" AFTER UPDATE ON "accounts" REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION "accounts_bump_versions"();
--> statement-breakpoint
CREATE TRIGGER "accounts_versions_delete" AFTER DELETE ON "accounts" REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION "accounts_bump_versions"();
