import { asc, eq } from "drizzle-orm";
import type { SignatureRequestView } from "../../../common/contracts/signature-requests.js";
import { readOrganisationRules } from "../../../common/organisation-settings.js";
import type { DbOrTx } from "../../db/client.js";
import {
  accounts,
  documentVersions,
  organisations,
  people,
  signatureEvents,
} from "../../db/schema/index.js";
import type { SignatureRecord, SignerRow } from "./signature-record.js";
import { isTurnOf, refusalFor, signerStatus, statusAt } from "./signing-state.js";

/**
 * Who is looking: a signed-in member (a manager of the library who may act on the request, or
 * not), or an external signer through their e-mailed link.
 */
export type Viewer =
  | { kind: "member"; personId: string; manager: boolean }
  | { kind: "link"; signerId: string };

export function signerOf(record: SignatureRecord, viewer: Viewer): SignerRow | undefined {
  return viewer.kind === "link"
    ? record.signers.find((s) => s.id === viewer.signerId)
    : record.signers.find((s) => s.personId === viewer.personId);
}

/** How a member signer shows it is them when the organisation asks: what their account has. */
async function confirmWith(db: DbOrTx, personId: string | null, asked: boolean) {
  if (!asked || !personId) return "none" as const;
  const [account] = await db
    .select({ passwordHash: accounts.passwordHash, mfaEnabledAt: accounts.mfaEnabledAt })
    .from(accounts)
    .where(eq(accounts.personId, personId))
    .limit(1);
  if (account?.mfaEnabledAt) return "passwordOrCode" as const;
  // Signed in by single sign-on only: there is no password to ask for.
  return account?.passwordHash ? ("password" as const) : ("none" as const);
}

/** The request as the caller may see it, with what they may do now (the server decides). */
export async function signatureRequestViewOf(
  db: DbOrTx,
  record: SignatureRecord,
  viewer: Viewer,
  now = new Date(),
): Promise<SignatureRequestView> {
  const { request, signers, fields } = record;
  const [facts] = await db
    .select({
      organisationName: organisations.name,
      timeZone: organisations.timeZone,
      settings: organisations.settings,
      documentName: documentVersions.name,
    })
    .from(organisations)
    .innerJoin(documentVersions, eq(documentVersions.id, request.documentVersionId))
    .where(eq(organisations.id, request.organisationId))
    .limit(1);
  const [requester] = request.requestedBy
    ? await db
        .select({ first: people.firstName, last: people.lastName })
        .from(people)
        .where(eq(people.id, request.requestedBy))
        .limit(1)
    : [];
  const manager = viewer.kind === "member" && viewer.manager;
  const mine = signerOf(record, viewer);
  const status = statusAt(request, now);
  const open = status === "pending";
  const refusal = mine ? refusalFor(request, mine, now) : null;
  const yourTurn = mine ? isTurnOf(request, signers, mine) : false;
  const events = manager
    ? await db
        .select({ at: signatureEvents.at, text: signatureEvents.text })
        .from(signatureEvents)
        .where(eq(signatureEvents.requestId, request.id))
        .orderBy(asc(signatureEvents.at))
    : [];
  const position = new Map(signers.map((s, i) => [s.id, i]));
  return {
    signatureRequestId: request.id,
    organisationId: request.organisationId,
    organisationName: facts?.organisationName ?? "",
    timeZone: facts?.timeZone ?? "UTC",
    documentId: request.documentId,
    documentVersionId: request.documentVersionId,
    documentName: facts?.documentName ?? "",
    pageCount: request.pageCount,
    status,
    signed: signers.filter((s) => s.signedAt).length,
    total: signers.length,
    ordered: request.ordered,
    message: request.message,
    dueAt: request.dueAt?.toISOString() ?? null,
    requestedBy: {
      personId: request.requestedBy,
      name: requester ? `${requester.first} ${requester.last}` : "",
    },
    requestedAt: request.requestedAt.toISOString(),
    completedAt: request.status === "completed" ? (request.closedAt?.toISOString() ?? null) : null,
    closedReason: request.closedReason,
    signers: signers.map((s) => ({
      signerId: s.id,
      position: s.position,
      name: s.name,
      email: manager || s.id === mine?.id ? s.email : null,
      personId: s.personId,
      external: s.personId === null,
      status: signerStatus(request, signers, s),
      signedAt: s.signedAt?.toISOString() ?? null,
      declinedAt: s.declinedAt?.toISOString() ?? null,
      declineReason: manager || s.id === mine?.id ? s.declineReason : null,
    })),
    fields: fields.map((f) => ({
      fieldId: f.id,
      signer: position.get(f.signerId) ?? 0,
      signerId: f.signerId,
      type: f.type,
      page: f.page,
      x: f.x,
      y: f.y,
      width: f.width,
      height: f.height,
      required: f.required,
      value: f.value === null ? null : f.type === "checkbox" ? f.value === "true" : f.value,
    })),
    sealedVersionId: request.sealedVersionId,
    me: mine
      ? {
          signerId: mine.id,
          refusal,
          yourTurn,
          confirmWith:
            viewer.kind === "member"
              ? await confirmWith(
                  db,
                  mine.personId,
                  readOrganisationRules(facts?.settings).confirmIdentityToSign,
                )
              : "none",
        }
      : null,
    events: events.map((e) => ({ at: e.at.toISOString(), text: e.text })),
    abilities: {
      sign: mine !== undefined && refusal === null && mine.declinedAt === null && yourTurn,
      decline: mine !== undefined && refusal === null && mine.declinedAt === null,
      remind: manager && open,
      void: manager && open,
      changeSigners: manager && open,
      downloadSealed: status === "completed" && request.sealedKey !== null,
    },
  };
}
