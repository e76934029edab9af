import { customType, index, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { documentPassages } from "./documents.js";
import { organisations } from "./organisations.js";

/**
 * pgvector's vector, without a fixed length: the length is the embedding model's, which the
 * configuration chooses after the table exists. Written as pgvector's text form, `[1,2,3]`.
 */
const vector = customType<{ data: number[]; driverData: string }>({
  dataType: () => "vector",
  toDriver: (value) => `[${value.join(",")}]`,
  fromDriver: (value) => JSON.parse(value) as number[],
});

/**
 * A passage's meaning as the embedding model reads it, for search by meaning. Apart from
 * document_passages because it exists only where the database has pgvector (migration 0031
 * creates it only then: code asks `vectorsAvailable` first) and because writing a vector must
 * not raise the organisation's version, as a passage does. One vector per passage: a new
 * model's vector replaces the old one, which `model` tells apart until then.
 */
export const passageEmbeddings = pgTable(
  "passage_embeddings",
  {
    passageId: uuid("passage_id")
      .primaryKey()
      .references(() => documentPassages.id, { onDelete: "cascade" }),
    /** The passage's own, copied so one organisation's vectors are read without its passages. */
    organisationId: uuid("organisation_id")
      .notNull()
      .references(() => organisations.id, { onDelete: "cascade" }),
    model: text("model").notNull(),
    embedding: vector("embedding").notNull(),
    embeddedAt: timestamp("embedded_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("passage_embeddings_org_model_idx").on(t.organisationId, t.model)],
);
