import { desc, eq, inArray } from "drizzle-orm";
import type {
  PossibleSigners,
  SignatureRequestSummary,
} from "../../../common/contracts/signature-requests.js";
import type { DbOrTx } from "../../db/client.js";
import { people, signatureRequests, signatureSigners } from "../../db/schema/index.js";
import type { OrgActor } from "../../http/actor.js";
import { AppError } from "../../http/app-error.js";
import type { FileStore } from "../../storage/file-store.js";
import { readableVersion } from "../documents/queries.js";
import { readSource, sourceKeyOf } from "./signature-source.js";
import { signerCandidates } from "./signer-access.js";
import { signerStatus, statusAt } from "./signing-state.js";

/** A version's requests, newest first, each "Signed x of y" with its signers' states. */
export async function listVersionRequests(
  db: DbOrTx,
  documentVersionId: string,
  now = new Date(),
): Promise<SignatureRequestSummary[]> {
  const requests = await db
    .select({
      request: signatureRequests,
      first: people.firstName,
      last: people.lastName,
    })
    .from(signatureRequests)
    .leftJoin(people, eq(people.id, signatureRequests.requestedBy))
    .where(eq(signatureRequests.documentVersionId, documentVersionId.toLowerCase()))
    .orderBy(desc(signatureRequests.requestedAt));
  if (requests.length === 0) return [];
  const signers = await db
    .select()
    .from(signatureSigners)
    .where(
      inArray(
        signatureSigners.requestId,
        requests.map((r) => r.request.id),
      ),
    );
  return requests.map(({ request, first, last }) => {
    const own = signers
      .filter((s) => s.requestId === request.id)
      .sort((a, b) => a.position - b.position);
    return {
      signatureRequestId: request.id,
      status: statusAt(request, now),
      signed: own.filter((s) => s.signedAt).length,
      total: own.length,
      requestedAt: request.requestedAt.toISOString(),
      requestedBy: first ? `${first} ${last}` : "",
      signers: own.map((s) => ({ name: s.name, status: signerStatus(request, own, s) })),
    };
  });
}

/** Who may be asked to sign a version (members who can open it and sign in), and its pages. */
export async function possibleSignersOf(
  db: DbOrTx,
  storage: FileStore,
  org: OrgActor,
  documentVersionId: string,
): Promise<PossibleSigners> {
  const version = await readableVersion(db, org, documentVersionId);
  let refusal: string | null = null;
  let pageCount = 0;
  try {
    pageCount = (await readSource(storage, sourceKeyOf(version))).pageCount;
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    refusal = error.message;
  }
  const candidates = await signerCandidates(db, org.organisation, version.folderId);
  return {
    documentName: version.name,
    people: [...candidates.values()]
      .filter((c) => c.readsDocument && c.canSignIn && c.email)
      .map((c) => ({ personId: c.personId, name: c.name, email: c.email ?? "" }))
      .sort((a, b) => a.name.localeCompare(b.name)),
    pageCount,
    refusal,
  };
}
