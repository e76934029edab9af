import { and, eq, gte, inArray, isNotNull, isNull, lte } from "drizzle-orm";
import { citationHref } from "../../../common/assistant/citations.js";
import { type FolderAccess, mayReadFolderPath } from "../../../common/documents/folder-audience.js";
import type { Db, DbOrTx } from "../../db/client.js";
import {
  accounts,
  documentReviewReminders,
  documents,
  documentVersions,
  memberships,
  organisations,
  people,
} from "../../db/schema/index.js";
import { queueMail } from "../../mail/send-mail.js";
import { addDays, reminderDue } from "../actions/reminder-schedule.js";
import { can, libraryManagers } from "./policy.js";
import { accessOf, folderChain, organisationFolders } from "./queries.js";
import { type ReviewLead, reviewReminderMail } from "./review-reminder-mail.js";

export const reviewRemindersJob = { name: "documents.reviewReminders", everyMs: 60 * 60_000 };

/** The first reminder goes out this many days before the review date. */
export const reviewLeadDays = 30;

/**
 * Which reminder a review date is due for at `now`: "30 days" from 30 days before until the
 * day before, "due" on the day, both from the morning in the organisation's zone (as action
 * reminders are). A date set less than 30 days ahead gets its first reminder the next morning.
 */
export function dueReviewReminder(
  reviewOn: string,
  timeZone: string,
  now: Date,
): ReviewLead | null {
  const due = reminderDue(reviewOn, reviewLeadDays, timeZone, now);
  if (due === "dueDay") return "due";
  return due === "first" ? "30 days" : null;
}

type ReviewCandidate = {
  documentId: string;
  folderId: string | null;
  reviewOn: string;
  currentVersionId: string;
  documentName: string;
  organisationId: string;
  organisationName: string;
  parentId: string | null;
};

/**
 * The library's managers who are to hear about a document: roles that manage the library
 * here, able to sign in (so with an account and its e-mail address), and in the audience of
 * every folder on the document's path.
 */
async function managersToRemind(
  tx: DbOrTx,
  document: ReviewCandidate,
  folderAudiences: readonly FolderAccess[],
) {
  const members = await tx
    .select({
      personId: memberships.personId,
      firstName: people.firstName,
      email: accounts.email,
      role: memberships.role,
      isBoardMember: memberships.isBoardMember,
      accessAllowed: memberships.accessAllowed,
      loginEnabled: memberships.loginEnabled,
    })
    .from(memberships)
    .innerJoin(people, eq(people.id, memberships.personId))
    .innerJoin(accounts, eq(accounts.personId, memberships.personId))
    .where(
      and(
        eq(memberships.organisationId, document.organisationId),
        inArray(memberships.role, [...libraryManagers]),
        eq(memberships.accessAllowed, true),
        eq(memberships.loginEnabled, true),
      ),
    );
  const organisation = { parentId: document.parentId };
  return members.filter(
    (m) => can({ organisation, membership: m }, "manage") && mayReadFolderPath(m, folderAudiences),
  );
}

/**
 * Sends one document's reminder to its managers, exactly once: the document is locked and
 * checked again (still out of the bin, still due for review that day), then the reminder is
 * claimed; a claim already made, here or by another process, sends nothing.
 */
async function sendReviewReminder(
  db: Db,
  baseUrl: string,
  document: ReviewCandidate,
  lead: ReviewLead,
): Promise<number> {
  return db.transaction(async (tx) => {
    const [still] = await tx
      .select({ id: documents.id })
      .from(documents)
      .where(
        and(
          eq(documents.id, document.documentId),
          eq(documents.reviewOn, document.reviewOn),
          isNull(documents.deletedAt),
        ),
      )
      .for("update");
    if (!still) return 0;
    const claimed = await tx
      .insert(documentReviewReminders)
      .values({ documentId: document.documentId, reviewOn: document.reviewOn, lead })
      .onConflictDoNothing()
      .returning();
    if (claimed.length === 0) return 0;
    const chain = folderChain(
      await organisationFolders(tx, document.organisationId),
      document.folderId,
    );
    const managers = await managersToRemind(tx, document, chain.map(accessOf));
    const library = document.parentId === null ? "Governance Documents" : "Committee Documents";
    const folderPath = [library, ...chain.map((f) => f.name).reverse()].join(" › ");
    const link = citationHref(
      {
        textToReplace: "",
        documentType: "GovernanceDocument",
        documentName: document.documentName,
        organisationId: document.organisationId,
        documentVersionId: document.currentVersionId,
      },
      baseUrl,
    );
    for (const manager of managers) {
      await queueMail(tx, {
        ...reviewReminderMail({
          to: manager.email,
          firstName: manager.firstName,
          documentName: document.documentName,
          organisationName: document.organisationName,
          folderPath,
          reviewOn: document.reviewOn,
          lead,
          link,
        }),
        about: { type: "document", id: document.documentId },
      });
    }
    return managers.length;
  });
}

/**
 * Sends the review reminders due at `now` for documents out of the bin, in live
 * organisations; returns how many e-mails were queued. Safe to run again and in several
 * processes: document_review_reminders holds what went out.
 */
export async function sendDueReviewReminders(
  db: Db,
  baseUrl: string,
  now = new Date(),
): Promise<number> {
  const utcToday = now.toISOString().slice(0, 10);
  // Zones are within a day of UTC; each organisation's own date is checked below.
  const candidates = await db
    .select({
      documentId: documents.id,
      folderId: documents.folderId,
      reviewOn: documents.reviewOn,
      currentVersionId: documents.currentVersionId,
      documentName: documentVersions.name,
      organisationId: organisations.id,
      organisationName: organisations.name,
      parentId: organisations.parentId,
      timeZone: organisations.timeZone,
    })
    .from(documents)
    .innerJoin(documentVersions, eq(documentVersions.id, documents.currentVersionId))
    .innerJoin(organisations, eq(organisations.id, documents.organisationId))
    .where(
      and(
        isNull(documents.deletedAt),
        isNull(organisations.deletedAt),
        isNotNull(documents.reviewOn),
        gte(documents.reviewOn, addDays(utcToday, -1)),
        lte(documents.reviewOn, addDays(utcToday, reviewLeadDays + 1)),
      ),
    );
  let sent = 0;
  for (const { reviewOn, currentVersionId, timeZone, ...rest } of candidates) {
    if (!reviewOn || !currentVersionId) continue;
    const lead = dueReviewReminder(reviewOn, timeZone, now);
    if (!lead) continue;
    sent += await sendReviewReminder(db, baseUrl, { ...rest, reviewOn, currentVersionId }, lead);
  }
  return sent;
}
