import type { DbOrTx } from "../../db/client.js";
import { signatureEvents } from "../../db/schema/index.js";

/** One line of a request's history, as the certificate page and the requester read it. */
export async function addSignatureEvent(
  db: DbOrTx,
  requestId: string,
  text: string,
  at = new Date(),
): Promise<void> {
  await db.insert(signatureEvents).values({ requestId, text, at });
}
