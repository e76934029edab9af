import { createHash, randomInt } from "node:crypto";
import { and, eq, isNull, sql } from "drizzle-orm";
import type { FastifyReply, FastifyRequest } from "fastify";
import { type SharedDocument, shareMessages } from "../../../common/contracts/document-shares.js";
import { readOrganisationRules } from "../../../common/organisation-settings.js";
import { storedViewKind } from "../../../common/viewer.js";
import type { DbOrTx } from "../../db/client.js";
import {
  documentShares,
  documents,
  documentVersions,
  organisations,
} from "../../db/schema/index.js";
import { isSecure } from "../../http/cookies.js";
import type { LinkSigner } from "../../http/link-signer.js";
import { sharePurpose } from "./share-link.js";
import { maskEmail, shareStatus } from "./share-state.js";

const codeLifetimeMs = 15 * 60 * 1000;
export const codeResendMs = 60 * 1000;
export const codeTriesMax = 5;
const sessionPurpose = "document-share-session";
const sessionHours = 12;

/** A link's share, its version and organisation; null when the link is not one of ours. */
export async function shareOfLink(db: DbOrTx, links: LinkSigner, token: string) {
  const shareId = links.verify(sharePurpose, token);
  if (!shareId || !/^[0-9a-f-]{36}$/.test(shareId)) return null;
  const [row] = await db
    .select({
      share: documentShares,
      version: documentVersions,
      deletedAt: documents.deletedAt,
      organisationName: organisations.name,
      settings: organisations.settings,
      timeZone: organisations.timeZone,
    })
    .from(documentShares)
    .innerJoin(documentVersions, eq(documentVersions.id, documentShares.documentVersionId))
    .innerJoin(documents, eq(documents.id, documentVersions.documentId))
    .innerJoin(organisations, eq(organisations.id, documentShares.organisationId))
    .where(eq(documentShares.id, shareId))
    .limit(1);
  return row ?? null;
}
export type LinkedShare = NonNullable<Awaited<ReturnType<typeof shareOfLink>>>;

const sessionCookie = (shareId: string) => `qr_share_${shareId}`;

/** Whether this browser has entered the share's code within the last hours. */
export function hasShareSession(
  request: FastifyRequest,
  links: LinkSigner,
  shareId: string,
): boolean {
  const value = request.cookies[sessionCookie(shareId)];
  const signed = value ? links.verify(sessionPurpose, value) : null;
  if (!signed) return false;
  const [id, until] = signed.split("~");
  return id === shareId && Number(until) > Date.now();
}

function startShareSession(
  request: FastifyRequest,
  reply: FastifyReply,
  links: LinkSigner,
  share: LinkedShare["share"],
) {
  const until = Math.min(share.expiresAt.getTime(), Date.now() + sessionHours * 3600 * 1000);
  reply.setCookie(sessionCookie(share.id), links.sign(sessionPurpose, `${share.id}~${until}`), {
    httpOnly: true,
    sameSite: "lax",
    secure: isSecure(request),
    path: "/api/shared-documents",
    expires: new Date(until),
  });
}

/** Whether the share's organisation lets readers take files away (the recipient is one). */
export const shareDownloadable = (linked: LinkedShare) =>
  readOrganisationRules(linked.settings).allowDocumentDownloads;

/** What the link's page shows: the document, the code step, or why it no longer opens. */
export function describeShare(linked: LinkedShare | null, codeEntered: boolean): SharedDocument {
  if (!linked) return { state: "invalid" };
  const { share, version, organisationName } = linked;
  const status = shareStatus(share);
  // A document moved to the bin is withdrawn from its links too (restoring it does not reopen them).
  if (status === "revoked" || linked.deletedAt) return { state: "revoked", organisationName };
  if (status === "expired")
    return { state: "expired", organisationName, expiredAt: share.expiresAt.toISOString() };
  if (share.requireCode && !codeEntered)
    return {
      state: "needsCode",
      organisationName,
      documentName: version.name,
      maskedEmail: maskEmail(share.recipientEmail),
    };
  return {
    state: "open",
    organisationName,
    documentName: version.name,
    recipientName: share.recipientName,
    expiresAt: share.expiresAt.toISOString(),
    mime: version.mime,
    show: storedViewKind(version),
    downloadable: shareDownloadable(linked),
  };
}

const hashCode = (shareId: string, code: string) =>
  createHash("sha256").update(`${shareId}:${code}`).digest("hex");

/**
 * A new 6-digit code for the share, replacing the last; refused within a minute of the last
 * one (in one statement, so two requests at once cannot both send), and once the link has
 * used up its wrong tries.
 */
export async function issueShareCode(
  db: DbOrTx,
  share: LinkedShare["share"],
): Promise<{ code: string } | { refused: string }> {
  if (share.codeTries >= codeTriesMax) return { refused: shareMessages.codeTooManyTries };
  const code = String(randomInt(0, 1_000_000)).padStart(6, "0");
  const issued = await db
    .update(documentShares)
    .set({
      codeHash: hashCode(share.id, code),
      codeExpiresAt: sql`now() + ${`${codeLifetimeMs} milliseconds`}::interval`,
    })
    .where(
      and(
        eq(documentShares.id, share.id),
        sql`(${documentShares.codeExpiresAt} is null or ${documentShares.codeExpiresAt} < now() + ${`${codeLifetimeMs - codeResendMs} milliseconds`}::interval)`,
      ),
    )
    .returning({ id: documentShares.id });
  return issued.length > 0 ? { code } : { refused: shareMessages.codeTooSoon };
}

/**
 * Checks a code; a right one starts the browser's session with the share. Each try is used up
 * before the comparison, in one statement, so guesses sent together are all counted; the
 * tries are the link's, not the code's: after five wrong ones no new code opens it.
 */
export async function checkShareCode(
  db: DbOrTx,
  request: FastifyRequest,
  reply: FastifyReply,
  links: LinkSigner,
  share: LinkedShare["share"],
  code: string,
): Promise<string | null> {
  const [tried] = await db
    .update(documentShares)
    .set({ codeTries: sql`${documentShares.codeTries} + 1` })
    .where(
      and(
        eq(documentShares.id, share.id),
        isNull(documentShares.revokedAt),
        sql`${documentShares.codeTries} < ${codeTriesMax}`,
      ),
    )
    .returning({
      codeHash: documentShares.codeHash,
      codeExpiresAt: documentShares.codeExpiresAt,
      codeTries: documentShares.codeTries,
    });
  if (!tried) return shareMessages.codeTooManyTries;
  if (!tried.codeHash || !tried.codeExpiresAt || tried.codeExpiresAt.getTime() <= Date.now())
    return shareMessages.codeExpired;
  if (hashCode(share.id, code) !== tried.codeHash)
    return tried.codeTries >= codeTriesMax
      ? shareMessages.codeTooManyTries
      : shareMessages.codeWrong;
  // A code opens once (the next browser needs a new one); the right one gives the tries back.
  await db
    .update(documentShares)
    .set({ codeHash: null, codeTries: 0 })
    .where(eq(documentShares.id, share.id));
  startShareSession(request, reply, links, share);
  return null;
}
