import { btree_gin } from "@electric-sql/pglite/contrib/btree_gin";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { unaccent } from "@electric-sql/pglite/contrib/unaccent";
import { vector } from "@electric-sql/pglite-pgvector";

/**
 * The extensions the migrations create (0030: search; 0031: pgvector, for search by meaning).
 * PGlite loads only those named when an instance is created, so every PGlite that runs the
 * migrations is made with these. pgvector is its own package, built for one exact PGlite
 * version: package.json pins both (forced onto another PGlite it hung: stack-facts).
 */
export const pgliteExtensions = { unaccent, pg_trgm, btree_gin, vector };
