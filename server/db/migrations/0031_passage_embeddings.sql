-- Search by meaning: passages' embeddings in pgvector, only where the database has it. PGlite
-- loads it (server/db/pglite-extensions.ts); a server may have no pgvector, or may not let this
-- role create it: then nothing here is made, the migration still succeeds, and search ranks by
-- words alone (server/search/vector-support.ts asks which). Statements run only in the branch
-- taken, so the vector type is not needed where the table is not made.
DO $$ BEGIN
  IF EXISTS (SELECT 1 FROM pg_available_extensions WHERE name = 'vector') THEN
    BEGIN
      CREATE EXTENSION IF NOT EXISTS vector;
    EXCEPTION WHEN insufficient_privilege THEN
      RAISE NOTICE 'pgvector is installed but this role may not create it: search by meaning is off';
    END;
  END IF;
  IF EXISTS (SELECT 1 FROM pg_extension WHERE extname = 'vector') THEN
    CREATE TABLE "passage_embeddings" (
      "passage_id" uuid PRIMARY KEY NOT NULL,
      "organisation_id" uuid NOT NULL,
      "model" text NOT NULL,
      "embedding" vector NOT NULL,
      "embedded_at" timestamp with time zone DEFAULT now() NOT NULL
    );
    ALTER TABLE "passage_embeddings" ADD CONSTRAINT "passage_embeddings_passage_id_document_passages_id_fk" FOREIGN KEY ("passage_id") REFERENCES "public"."document_passages"("id") ON DELETE cascade ON UPDATE no action;
    ALTER TABLE "passage_embeddings" ADD CONSTRAINT "passage_embeddings_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;
    CREATE INDEX "passage_embeddings_org_model_idx" ON "passage_embeddings" USING btree ("organisation_id","model");
  END IF;
END $$;
