import { eq } from "drizzle-orm";
import { flyingMinuteContextType } from "../areas/between-meetings/flying-minutes/flying-minute-record.js";
import { sharePurpose } from "../areas/document-shares/share-link.js";
import { agendaItemContextType } from "../areas/meetings/votes/item-vote.js";
import { signingLinkToken } from "../areas/signatures/signing-link.js";
import {
  actionItems,
  actionOwners,
  agendaItems,
  agendaTemplates,
  annotations,
  boardPacks,
  decisions,
  documentFolders,
  documentShares,
  documents,
  documentVersions,
  flyingMinuteFiles,
  flyingMinutes,
  interests,
  itemConflicts,
  meetingAttendees,
  meetingLocations,
  meetings,
  memberships,
  organisations,
  papers,
  reportFiles,
  reports,
  signatureRequests,
  signatureSigners,
  votes,
} from "../db/schema/index.js";
import type { TestServer } from "./test-server.js";

const fixturePng = Buffer.from(
  "89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d4944415478da63f8cfc0f01f0005000201a5d5b9a70000000049454e44ae426082",
  "hex",
);

/**
 * Fresh records of every kind a route can name, in one organisation, so a DELETE by one caller
 * does not change what the next sees.
 * Records kept per person (interests) belong to the caller, so "change your own" is allowed
 * for every role the policy lets in.
 */
export async function fixtureRecords(
  server: TestServer,
  orgId: string,
  callerPersonId?: string,
): Promise<Record<string, string>> {
  const db = server.database.db;
  const [meeting] = await db
    .insert(meetings)
    .values({
      organisationId: orgId,
      title: "Fixture",
      startTime: new Date(),
      endTime: new Date(Date.now() + 3_600_000),
      timeZone: "UTC",
    })
    .returning({ id: meetings.id });
  const [item] = await db
    .insert(agendaItems)
    .values({ meetingId: meeting?.id ?? "", position: 1, title: "Fixture item" })
    .returning({ id: agendaItems.id });
  const [attendee] = await db
    .insert(meetingAttendees)
    .values({
      meetingId: meeting?.id ?? "",
      guestName: "Fixture guest",
      isGuest: true,
      position: 1,
    })
    .returning({ id: meetingAttendees.id });
  const [vote] = await db
    .insert(votes)
    .values({
      organisationId: orgId,
      contextType: agendaItemContextType,
      contextId: item?.id ?? "",
      motion: "Fixture motion",
      eligiblePersonIds: [],
    })
    .returning({ id: votes.id });
  const [paper] = await db
    .insert(papers)
    .values({
      meetingId: meeting?.id ?? "",
      agendaItemId: item?.id ?? "",
      name: "fixture.pdf",
      mime: "application/pdf",
      sizeBytes: 4,
      sha256: "x",
      storageKey: `papers/fixture/${item?.id}`,
      position: 1,
    })
    .returning({ id: papers.id, key: papers.storageKey });
  await server.services.storage.put(paper?.key ?? "", Buffer.from("%PDF"));
  await db
    .insert(boardPacks)
    .values({ meetingId: meeting?.id ?? "", status: "ready", readyKey: paper?.key ?? "" });
  const [action] = await db
    .insert(actionItems)
    .values({
      organisationId: orgId,
      meetingId: meeting?.id ?? null,
      description: "Fixture action",
    })
    .returning({ id: actionItems.id });
  // Everyone in the board owns it, so "update your own action" is allowed for every role the policy lets in.
  const members = await db
    .select({ personId: memberships.personId })
    .from(memberships)
    .where(eq(memberships.organisationId, orgId));
  await db
    .insert(actionOwners)
    .values(members.map((m) => ({ actionId: action?.id ?? "", personId: m.personId })));
  const [interest] = await db
    .insert(interests)
    .values({
      organisationId: orgId,
      personId: callerPersonId ?? members[0]?.personId ?? "",
      entity: "Fixture Ltd",
      nature: "Fixture interest",
      disclosedOn: "2024-01-01",
    })
    .returning({ id: interests.id });
  const [decision] = await db
    .insert(decisions)
    .values({
      organisationId: orgId,
      meetingId: meeting?.id ?? null,
      agendaItemId: item?.id ?? null,
      source: "minutes",
      title: "Fixture decision",
      decidedOn: "2026-01-01",
      outcome: "Noted",
    })
    .returning({ id: decisions.id });
  const [location] = await db
    .insert(meetingLocations)
    .values({ organisationId: orgId, name: "Fixture hall", timeZone: "UTC" })
    .returning({ id: meetingLocations.id });
  // A logo and an icon to read, so reading them is not a 404 (a DELETE may have removed them).
  const imageKey = `organisations/${orgId}/fixture.png`;
  await server.services.storage.put(imageKey, fixturePng);
  await db
    .update(organisations)
    .set({ logoFile: imageKey, iconFile: imageKey })
    .where(eq(organisations.id, orgId));
  const [committee] = await db
    .insert(organisations)
    .values({ name: "Fixture committee", shortName: "Fixture", parentId: orgId })
    .returning({ id: organisations.id });
  const conflicted = callerPersonId ?? members[0]?.personId ?? "";
  await db.insert(itemConflicts).values({ agendaItemId: item?.id ?? "", personId: conflicted });
  const [template] = await db
    .insert(agendaTemplates)
    .values({ organisationId: orgId, name: "Fixture template", items: [] })
    .returning({ id: agendaTemplates.id });
  const [folder] = await db
    .insert(documentFolders)
    .values({ organisationId: orgId, name: "Fixture folder" })
    .returning({ id: documentFolders.id });
  const [document] = await db
    .insert(documents)
    .values({ organisationId: orgId, folderId: folder?.id ?? null })
    .returning({ id: documents.id });
  const documentKey = `documents/${orgId}/${document?.id}/fixture`;
  const [documentVersion] = await db
    .insert(documentVersions)
    .values({
      documentId: document?.id ?? "",
      organisationId: orgId,
      number: 1,
      name: "Fixture policy.pdf",
      mime: "application/pdf",
      sizeBytes: 4,
      sha256: "x",
      storageKey: documentKey,
    })
    .returning({ id: documentVersions.id });
  await db
    .update(documents)
    .set({ currentVersionId: documentVersion?.id ?? null })
    .where(eq(documents.id, document?.id ?? ""));
  await server.services.storage.put(documentKey, Buffer.from("%PDF"));
  const [annotation] = await db
    .insert(annotations)
    .values({
      organisationId: orgId,
      authorId: conflicted,
      paperId: paper?.id ?? null,
      meetingId: meeting?.id ?? null,
      page: 1,
      kind: "note",
      note: "Fixture note",
    })
    .returning({ id: annotations.id });
  const [share] = await db
    .insert(documentShares)
    .values({
      organisationId: orgId,
      documentVersionId: documentVersion?.id ?? "",
      recipientName: "Fixture Auditor",
      recipientEmail: "auditor@example.com",
      expiresAt: new Date(Date.now() + 86_400_000),
    })
    .returning({ id: documentShares.id });
  // Started, so everyone with Between Meetings reads it (a Draft is the hosts' alone).
  const [flyingMinute] = await db
    .insert(flyingMinutes)
    .values({
      organisationId: orgId,
      title: "Fixture flying minute",
      motion: "Fixture motion",
      hostPersonId: conflicted,
      status: "VotingInProgress",
      voteStartsAt: new Date(),
      voteClosesAt: new Date(Date.now() + 86_400_000),
      voterPersonIds: members.map((m) => m.personId),
    })
    .returning({ id: flyingMinutes.id });
  await db.insert(votes).values({
    organisationId: orgId,
    contextType: flyingMinuteContextType,
    contextId: flyingMinute?.id ?? "",
    motion: "Fixture motion",
    eligiblePersonIds: members.map((m) => m.personId),
  });
  // The motion's paper: its readers open it through the flying minute.
  await db.insert(flyingMinuteFiles).values({
    flyingMinuteId: flyingMinute?.id ?? "",
    documentVersionId: documentVersion?.id ?? "",
    position: 0,
  });
  // Sent to the board by the caller, with the library's file: everyone with Between Meetings reads it.
  const [report] = await db
    .insert(reports)
    .values({
      organisationId: orgId,
      title: "Fixture report",
      authorPersonId: conflicted,
      status: "Sent",
      sentAt: new Date(),
    })
    .returning({ id: reports.id });
  await db.insert(reportFiles).values({
    reportId: report?.id ?? "",
    documentVersionId: documentVersion?.id ?? "",
    position: 0,
  });
  // Addressed to the caller, so every role that reads documents reaches its signer's page.
  const [signatureRequest] = await db
    .insert(signatureRequests)
    .values({
      organisationId: orgId,
      documentId: document?.id ?? "",
      documentVersionId: documentVersion?.id ?? "",
      sourceKey: documentKey,
      sourceSha256: "x",
      pageCount: 1,
      requestedBy: conflicted,
    })
    .returning({ id: signatureRequests.id });
  const [signer] = await db
    .insert(signatureSigners)
    .values({
      requestId: signatureRequest?.id ?? "",
      position: 0,
      personId: callerPersonId ?? conflicted,
      name: "Fixture Signer",
      email: "signer@example.com",
    })
    .returning();
  const ids: Record<string, string> = {
    signatureRequestId: signatureRequest?.id ?? "",
    signerId: signer?.id ?? "",
    signingToken: signer ? signingLinkToken(server.services.links, signer) : "",
    reportId: report?.id ?? "",
    flyingMinuteId: flyingMinute?.id ?? "",
    shareId: share?.id ?? "",
    // A share link's own proof, as the recipient's address carries it.
    token: server.services.links.sign(sharePurpose, share?.id ?? ""),
    annotationId: annotation?.id ?? "",
    documentVersionId: documentVersion?.id ?? "",
    documentId: document?.id ?? "",
    folderId: folder?.id ?? "",
    templateId: template?.id ?? "",
    actionId: action?.id ?? "",
    decisionId: decision?.id ?? "",
    personId: conflicted,
    interestId: interest?.id ?? "",
    locationId: location?.id ?? "",
    committeeId: committee?.id ?? "",
    paperId: paper?.id ?? "",
    orgId,
    meetingId: meeting?.id ?? "",
    itemId: item?.id ?? "",
    attendeeId: attendee?.id ?? "",
    voteId: vote?.id ?? "",
    // Invitation links carry a random permit, not a uuid; an unknown one is simply "withdrawn".
    permitId: "fixture-permit-not-issued",
  };
  return ids;
}

/** The route's path with each `:param` replaced by the record of that name. */
export function fillPath(url: string, ids: Record<string, string>): string {
  return url.replace(/:([a-zA-Z]+)/g, (_m, name: string) => {
    const id = ids[name];
    if (!id) throw new Error(`no fixture for :${name} in ${url}; add one to route-fixtures.ts`);
    return id;
  });
}
