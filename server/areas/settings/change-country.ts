import { eq } from "drizzle-orm";
import { writeAudit } from "../../audit/write-audit.js";
import type { Db } from "../../db/client.js";
import { organisations } from "../../db/schema/index.js";
import type { Actor } from "../../http/actor.js";
import { notFound } from "../../http/app-error.js";

/** Spec §3: the country is changed only by support users; the change is audited under their name. */
export async function changeOrganisationCountry(
  db: Db,
  support: Actor,
  organisationId: string,
  country: string,
): Promise<void> {
  await db.transaction(async (tx) => {
    const [row] = await tx
      .select({ id: organisations.id, country: organisations.country })
      .from(organisations)
      .where(eq(organisations.id, organisationId))
      .for("update");
    if (!row) throw notFound("The organisation");
    if (row.country === country) return;
    await tx.update(organisations).set({ country }).where(eq(organisations.id, row.id));
    await writeAudit(tx, {
      organisationId: row.id,
      actorPersonId: support.personId,
      action: "organisation.country.change",
      subjectType: "organisation",
      subjectId: row.id,
      before: { country: row.country },
      after: { country, bySupport: true },
    });
  });
}
