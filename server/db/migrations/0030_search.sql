-- AI search: accents folded before stemming ("maori" finds "Māori"), trigram similarity for
-- names typed wrong, and btree_gin so one GIN index reads one organisation's postings. All three
-- are trusted extensions: a database owner may create them without a superuser.
CREATE EXTENSION IF NOT EXISTS unaccent;--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS btree_gin;--> statement-breakpoint
DO $$ BEGIN
  IF NOT EXISTS (SELECT 1 FROM pg_ts_config WHERE cfgname = 'quorate') THEN
    CREATE TEXT SEARCH CONFIGURATION quorate (COPY = english);
    ALTER TEXT SEARCH CONFIGURATION quorate ALTER MAPPING FOR hword, hword_part, word WITH unaccent, english_stem;
  END IF;
END $$;--> statement-breakpoint
CREATE TABLE "search_history" (
	"organisation_id" uuid NOT NULL,
	"person_id" uuid NOT NULL,
	"search_query" text NOT NULL,
	"searched_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "search_history_organisation_id_person_id_search_query_pk" PRIMARY KEY("organisation_id","person_id","search_query")
);
--> statement-breakpoint
DROP INDEX "document_passages_search_idx";--> statement-breakpoint
DROP INDEX "decisions_search_idx";--> statement-breakpoint
ALTER TABLE "document_passages" ALTER COLUMN "document_version_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "document_passages" drop column "search";--> statement-breakpoint
ALTER TABLE "document_passages" ADD COLUMN "search" "tsvector" GENERATED ALWAYS AS (to_tsvector('quorate'::regconfig, "text")) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "decisions" drop column "search";--> statement-breakpoint
ALTER TABLE "decisions" ADD COLUMN "search" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('quorate'::regconfig, "title"), 'A') || setweight(to_tsvector('quorate'::regconfig, "text"), 'B')) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "document_passages" ADD COLUMN "paper_id" uuid;--> statement-breakpoint
ALTER TABLE "agenda_items" ADD COLUMN "search" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('quorate'::regconfig, "title"), 'A') || setweight(to_tsvector('quorate'::regconfig, "description"), 'B') || setweight(to_tsvector('quorate'::regconfig, "minutes"), 'B')) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "action_items" ADD COLUMN "search" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('quorate'::regconfig, "description"), 'A')) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "papers" ADD COLUMN "text_status" text DEFAULT 'pending' NOT NULL;--> statement-breakpoint
ALTER TABLE "search_history" ADD CONSTRAINT "search_history_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "search_history" ADD CONSTRAINT "search_history_person_id_people_id_fk" FOREIGN KEY ("person_id") REFERENCES "public"."people"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "search_history_recent_idx" ON "search_history" USING btree ("person_id","organisation_id","searched_at");--> statement-breakpoint
ALTER TABLE "document_passages" ADD CONSTRAINT "document_passages_paper_id_papers_id_fk" FOREIGN KEY ("paper_id") REFERENCES "public"."papers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "document_passages_paper_idx" ON "document_passages" USING btree ("paper_id","position");--> statement-breakpoint
CREATE INDEX "document_passages_org_idx" ON "document_passages" USING btree ("organisation_id");--> statement-breakpoint
CREATE INDEX "agenda_items_search_idx" ON "agenda_items" USING gin ("search");--> statement-breakpoint
CREATE INDEX "action_items_search_idx" ON "action_items" USING gin ("organisation_id","search");--> statement-breakpoint
CREATE INDEX "document_passages_search_idx" ON "document_passages" USING gin ("organisation_id","search");--> statement-breakpoint
CREATE INDEX "decisions_search_idx" ON "decisions" USING gin ("organisation_id","search");--> statement-breakpoint
ALTER TABLE "document_passages" ADD CONSTRAINT "document_passages_one_owner" CHECK (("document_passages"."document_version_id" is null) <> ("document_passages"."paper_id" is null));--> statement-breakpoint
-- Papers uploaded before search existed are read by the same job as new ones.
INSERT INTO "jobs" ("name", "payload") SELECT 'documents.extractText', jsonb_build_object('paperId', "id") FROM "papers";
