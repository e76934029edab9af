-- My Home lists the documents a person has to sign, and My Home is cached against the
-- organisation's version: a request and its signers raise it. Fields, events and notices are
-- read uncached by the request's own page (server/db/version-coverage.test.ts).
CREATE FUNCTION "signature_requests_bump_versions"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM bump_organisation_versions(ARRAY(SELECT r.organisation_id FROM changed_rows r));
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "signature_requests_versions_insert" AFTER INSERT ON "signature_requests" REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION "signature_requests_bump_versions"();
--> statement-breakpoint
CREATE TRIGGER "signature_requests_versions_update" AFTER UPDATE ON "signature_requests" REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION "signature_requests_bump_versions"();
--> statement-breakpoint
CREATE TRIGGER "signature_requests_versions_delete" AFTER DELETE ON "signature_requests" REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION "signature_requests_bump_versions"();
--> statement-breakpoint
CREATE FUNCTION "signature_signers_bump_versions"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM bump_organisation_versions(ARRAY(SELECT q.organisation_id FROM changed_rows r JOIN signature_requests q ON q.id = r.request_id));
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "signature_signers_versions_insert" AFTER INSERT ON "signature_signers" REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION "signature_signers_bump_versions"();
--> statement-breakpoint
CREATE TRIGGER "signature_signers_versions_update" AFTER UPDATE ON "signature_signers" REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION "signature_signers_bump_versions"();
--> statement-breakpoint
CREATE TRIGGER "signature_signers_versions_delete" AFTER DELETE ON "signature_signers" REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION "signature_signers_bump_versions"();
