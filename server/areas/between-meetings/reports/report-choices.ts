import { and, eq, inArray } from "drizzle-orm";
import type { DbOrTx } from "../../../db/client.js";
import { memberships } from "../../../db/schema/index.js";
import { AppError } from "../../../http/app-error.js";
import { chooseMembers } from "../../organisations/assert-members.js";

const unique = (ids: readonly string[]) => [...new Set(ids.map((id) => id.toLowerCase()))];

/**
 * The chosen readers, each a member of the organisation who opens Between Meetings. Someone of
 * another organisation and an id that exists nowhere get the same answer.
 */
export async function checkAudiencePeople(
  db: DbOrTx,
  organisationId: string,
  personIds: readonly string[],
): Promise<string[]> {
  const wanted = unique(personIds);
  if (wanted.length === 0) return [];
  const rows = await db
    .select({ personId: memberships.personId, role: memberships.role })
    .from(memberships)
    .where(
      and(eq(memberships.organisationId, organisationId), inArray(memberships.personId, wanted)),
    );
  if (rows.length !== wanted.length)
    throw new AppError("badRequest", chooseMembers, { fields: { personIds: chooseMembers } });
  if (rows.some((r) => r.role === "Executive"))
    throw new AppError("badRequest", "Executive / Guest members do not open reports.", {
      fields: { personIds: "Executive / Guest members do not open reports." },
    });
  return wanted;
}
