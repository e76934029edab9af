import { btree_gin } from "@electric-sql/pglite/contrib/btree_gin";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { unaccent } from "@electric-sql/pglite/contrib/unaccent";

/**
 * The extensions the migrations create (0030: search). PGlite ships them but loads only those
 * named when an instance is created, so every PGlite that runs the migrations is made with these.
 */
export const pgliteExtensions = { unaccent, pg_trgm, btree_gin };
