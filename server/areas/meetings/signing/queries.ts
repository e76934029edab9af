import { eq } from "drizzle-orm";
import type { DbOrTx } from "../../../db/client.js";
import { minuteSignatures, people } from "../../../db/schema/index.js";
import { currentConfirmation } from "../confirmation/queries.js";

/** "Signed x of y", who signed when, and the SHA-256 the signatures bind. */
export async function signingStatus(db: DbOrTx, meetingId: string, viewerPersonId: string) {
  const c = await currentConfirmation(db, meetingId);
  if (!c)
    return {
      Confirmed: false,
      MinutesSha256: null,
      Signed: 0,
      Total: 0,
      MayISign: false,
      Signers: [],
    };
  const rows = await db
    .select({ s: minuteSignatures, first: people.firstName, last: people.lastName })
    .from(minuteSignatures)
    .innerJoin(people, eq(people.id, minuteSignatures.personId))
    .where(eq(minuteSignatures.confirmationId, c.id));
  const mine = rows.find((r) => r.s.personId === viewerPersonId);
  return {
    Confirmed: true,
    MinutesSha256: c.minutesSha256,
    Signed: rows.filter((r) => r.s.signedAt).length,
    Total: rows.length,
    MayISign: Boolean(mine && !mine.s.signedAt),
    Signers: rows.map((r) => ({
      PersonId: r.s.personId,
      Name: `${r.first} ${r.last}`,
      SignedAt: r.s.signedAt?.toISOString() ?? null,
    })),
  };
}
