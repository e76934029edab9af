import { and, eq, inArray } from "drizzle-orm";
import { formatInZone } from "../../../common/date-formatters.js";
import type { DbOrTx } from "../../db/client.js";
import {
  accounts,
  documentVersions,
  organisations,
  people,
  signatureSigners,
} from "../../db/schema/index.js";
import type { LinkSigner } from "../../http/link-signer.js";
import { queueMail } from "../../mail/send-mail.js";
import type { SignatureRecord, SignerRow } from "./signature-record.js";
import { signingAddress } from "./signing-link.js";

export type MailContext = { baseUrl: string; links: LinkSigner };

async function factsOf(db: DbOrTx, record: SignatureRecord) {
  const [facts] = await db
    .select({
      organisationName: organisations.name,
      timeZone: organisations.timeZone,
      documentName: documentVersions.name,
    })
    .from(organisations)
    .innerJoin(documentVersions, eq(documentVersions.id, record.request.documentVersionId))
    .where(eq(organisations.id, record.request.organisationId))
    .limit(1);
  return facts ?? { organisationName: "", timeZone: "UTC", documentName: "" };
}

const firstName = (name: string) => name.split(/\s+/)[0] ?? name;

/**
 * Asks signers to sign (on sending, when their turn comes, when they replace someone, on a
 * reminder): the link only, never the document. Marks them invited.
 */
export async function mailSigners(
  db: DbOrTx,
  record: SignatureRecord,
  signers: readonly SignerRow[],
  ctx: MailContext,
  kind: "invite" | "reminder",
): Promise<number> {
  if (signers.length === 0) return 0;
  const facts = await factsOf(db, record);
  const due = record.request.dueAt
    ? `Please sign by ${formatInZone(record.request.dueAt, facts.timeZone, "date")}.`
    : null;
  for (const s of signers) {
    await queueMail(db, {
      to: s.email,
      subject:
        kind === "invite"
          ? `Please sign: ${facts.documentName}`
          : `Reminder: please sign ${facts.documentName}`,
      text: [
        `Dear ${firstName(s.name)},`,
        "",
        kind === "invite"
          ? `${facts.organisationName} asks you to review and sign "${facts.documentName}".`
          : `You have not yet signed "${facts.documentName}" for ${facts.organisationName}.`,
        ...(due ? ["", due] : []),
        ...(record.request.message ? ["", record.request.message] : []),
        "",
        `Review & Sign: ${signingAddress(ctx.baseUrl, ctx.links, s)}`,
      ].join("\n"),
      about: { type: "signatureRequest", id: record.request.id },
    });
  }
  await db
    .update(signatureSigners)
    .set({ invitedAt: new Date() })
    .where(
      inArray(
        signatureSigners.id,
        signers.map((s) => s.id),
      ),
    );
  return signers.length;
}

/** The requester's address, when they still have an account. */
async function requesterOf(db: DbOrTx, record: SignatureRecord) {
  if (!record.request.requestedBy) return undefined;
  const [row] = await db
    .select({ email: accounts.email, first: people.firstName })
    .from(people)
    .innerJoin(accounts, eq(accounts.personId, people.id))
    .where(and(eq(people.id, record.request.requestedBy)))
    .limit(1);
  return row;
}

/**
 * Tells the requester what a signer did (signed, declined), and on completion everyone: the
 * requester and each signer, with where the sealed copy is.
 */
export async function mailProgress(
  db: DbOrTx,
  record: SignatureRecord,
  ctx: MailContext,
  what:
    | { kind: "signed"; signer: SignerRow; signed: number; total: number }
    | { kind: "declined"; signer: SignerRow; reason: string }
    | { kind: "completed" }
    | { kind: "expired" },
): Promise<void> {
  const facts = await factsOf(db, record);
  const page = `${ctx.baseUrl}/signature-request/${record.request.id}`;
  const requester = await requesterOf(db, record);
  const toRequester = async (subject: string, lines: string[]) => {
    if (!requester) return;
    await queueMail(db, {
      to: requester.email,
      subject,
      text: [`Dear ${requester.first},`, "", ...lines, "", `Open the request: ${page}`].join("\n"),
      about: { type: "signatureRequest", id: record.request.id },
    });
  };
  switch (what.kind) {
    case "signed":
      return toRequester(`${what.signer.name} signed ${facts.documentName}`, [
        `${what.signer.name} has signed "${facts.documentName}": signed ${what.signed} of ${what.total}.`,
      ]);
    case "declined":
      return toRequester(`${what.signer.name} declined to sign ${facts.documentName}`, [
        `${what.signer.name} declined to sign "${facts.documentName}", so the request is closed.`,
        `Their reason: ${what.reason}`,
      ]);
    case "expired":
      return toRequester(`Not signed in time: ${facts.documentName}`, [
        `The request for signatures on "${facts.documentName}" passed its due date before everyone signed. Ask again if it is still needed.`,
      ]);
    case "completed": {
      await toRequester(`Everyone has signed ${facts.documentName}`, [
        `Everyone has signed "${facts.documentName}". The signed, sealed copy is now the document's newest version.`,
      ]);
      for (const s of record.signers) {
        await queueMail(db, {
          to: s.email,
          subject: `Signed by everyone: ${facts.documentName}`,
          text: [
            `Dear ${firstName(s.name)},`,
            "",
            `Everyone has signed "${facts.documentName}" for ${facts.organisationName}.`,
            "",
            `Open it: ${s.personId ? page : signingAddress(ctx.baseUrl, ctx.links, s)}`,
          ].join("\n"),
          about: { type: "signatureRequest", id: record.request.id },
        });
      }
    }
  }
}
