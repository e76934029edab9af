import { eq } from "drizzle-orm";
import { PDFDocument, StandardFonts } from "pdf-lib";
import { utcToZoned } from "../../common/zoned-time.js";
import { buildAgenda } from "../areas/meetings/agenda-commands.js";
import { updateAttendee } from "../areas/meetings/attendance.js";
import { confirmMinutes } from "../areas/meetings/confirm-minutes.js";
import { createMeeting } from "../areas/meetings/create-meeting.js";
import {
  recordAction,
  recordDecision,
  saveItemMinutes,
} from "../areas/meetings/minutes-commands.js";
import { signMinutes } from "../areas/meetings/minutes-signing.js";
import { changeMeetingState } from "../areas/meetings/update-meeting.js";
import { castBallot, closeVote, openVote } from "../areas/meetings/vote-commands.js";
import { findOrgActor } from "../areas/organisations/org-actor.js";
import type { Db } from "../db/client.js";
import { agendaItems, meetingAttendees, meetingLocations, papers } from "../db/schema/index.js";
import type { OrgActor } from "../http/actor.js";
import type { DiskStorage } from "../storage/disk-storage.js";
import { seedInterests } from "./seed-interests.js";
import type { DemoIds } from "./seed-people-and-boards.js";

const day = 86_400_000;
const zone = "Pacific/Auckland";

async function actorFor(db: Db, ids: DemoIds, email: string, orgId: string): Promise<OrgActor> {
  const personId = ids.personIds.get(email);
  if (!personId) throw new Error(`demo person ${email} missing`);
  const org = await findOrgActor(
    db,
    { personId, email, isSupport: false, isInstallationAdmin: false, sessionTokenHash: "" },
    orgId,
  );
  if (!org) throw new Error(`${email} is not a member`);
  return org;
}

async function demoPaper(title: string, pages: number): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  for (let i = 0; i < pages; i++) {
    const page = doc.addPage();
    page.drawText(title, { x: 56, y: 760, size: 18, font });
    page.drawText(`Page ${i + 1}: prepared for the board of Harbourside Community Trust.`, {
      x: 56,
      y: 730,
      size: 11,
      font,
    });
  }
  return doc.save();
}

type Made = { id: string; items: Array<typeof agendaItems.$inferSelect> };

async function meeting(
  db: Db,
  org: OrgActor,
  title: string,
  daysFromNow: number,
  locationId: string | null,
): Promise<Made> {
  const { date } = utcToZoned(new Date(Date.now() + daysFromNow * day), zone);
  const { id } = await createMeeting(db, org, {
    title,
    date,
    startTime: "17:30",
    endTime: "19:30",
    locationId,
    timeZone: zone,
  });
  return { id, items: [] };
}

async function withAgenda(db: Db, org: OrgActor, m: Made): Promise<Made> {
  await buildAgenda(db, org, m.id, { source: "bestPractice" });
  const items = await db.select().from(agendaItems).where(eq(agendaItems.meetingId, m.id));
  const vote = items.find((i) => i.type === "Vote");
  if (vote)
    await db
      .update(agendaItems)
      .set({
        title: "Approve the 2027 budget",
        motion: "the board approves the 2027 operating budget as presented",
      })
      .where(eq(agendaItems.id, vote.id));
  return {
    ...m,
    items: await db.select().from(agendaItems).where(eq(agendaItems.meetingId, m.id)),
  };
}

async function attachPaper(
  db: Db,
  storage: DiskStorage,
  org: OrgActor,
  m: Made,
  itemTitle: string,
  name: string,
  pages: number,
): Promise<void> {
  const item = m.items.find((i) => i.title === itemTitle);
  if (!item) return;
  const bytes = await demoPaper(name.replace(/\.pdf$/, ""), pages);
  const [row] = await db
    .insert(papers)
    .values({
      meetingId: m.id,
      agendaItemId: item.id,
      name,
      mime: "application/pdf",
      sizeBytes: bytes.length,
      sha256: "demo",
      storageKey: `papers/${m.id}/${item.id}-${name}`,
      position: 1,
      uploadedBy: org.actor.personId,
    })
    .returning();
  if (row) await storage.put(row.storageKey, Buffer.from(bytes));
}

async function markAllPresent(db: Db, org: OrgActor, meetingId: string): Promise<void> {
  const rows = await db
    .select()
    .from(meetingAttendees)
    .where(eq(meetingAttendees.meetingId, meetingId));
  for (const r of rows)
    await updateAttendee(db, org, meetingId, r.id, {
      status: r.personId && r.isVotingMember ? "present" : "apology",
    });
}

async function minuteIt(
  db: Db,
  ids: DemoIds,
  org: OrgActor,
  m: Made,
  closeTheVote: boolean,
): Promise<void> {
  await markAllPresent(db, org, m.id);
  const finance = m.items.find((i) => i.title === "Financial Report");
  const ceo = m.items.find((i) => i.title === "Chief Executive's Report");
  if (finance) {
    await saveItemMinutes(db, org, m.id, finance.id, {
      baseVersion: finance.minutesVersion,
      doc: {
        type: "doc",
        content: [
          {
            type: "paragraph",
            content: [
              { type: "text", text: "The treasurer presented the accounts to " },
              { type: "text", text: "30 September", marks: [{ type: "bold" }] },
              { type: "text", text: "." },
            ],
          },
          {
            type: "bulletList",
            content: [
              {
                type: "listItem",
                content: [
                  {
                    type: "paragraph",
                    content: [{ type: "text", text: "Income is 4% ahead of budget." }],
                  },
                ],
              },
              {
                type: "listItem",
                content: [
                  {
                    type: "paragraph",
                    content: [{ type: "text", text: "Grants were received on time." }],
                  },
                ],
              },
            ],
          },
        ],
      },
    });
    await recordDecision(db, org, m.id, finance.id, {
      title: "Receive the financial report",
      outcome: "Approved",
      moverPersonId: ids.personIds.get("treasurer@demo.quorate.test"),
      seconderPersonId: ids.personIds.get("director@demo.quorate.test"),
      text: "That the financial report to 30 September be received.",
    });
  }
  if (ceo) {
    await saveItemMinutes(db, org, m.id, ceo.id, {
      baseVersion: ceo.minutesVersion,
      text: "The chief executive reported on the community garden project and volunteer numbers.",
    });
    await recordAction(db, org, m.id, ceo.id, {
      description: "Circulate the volunteer survey results",
      ownerPersonIds: [ids.personIds.get("ceo@demo.quorate.test") ?? ""],
      dueDate: utcToZoned(new Date(Date.now() + 14 * day), zone).date,
    });
  }
  const voteItem = m.items.find((i) => i.type === "Vote");
  if (!voteItem) return;
  // The voters below are present, so they can move and second the motion.
  const { id: voteId } = await openVote(db, org, m.id, voteItem.id, {
    anonymous: false,
    moverPersonId: ids.personIds.get("director@demo.quorate.test") ?? null,
    seconderPersonId: ids.personIds.get("treasurer@demo.quorate.test") ?? null,
  });
  const voters: Array<[string, "Support" | "Oppose" | "Abstain"]> = [
    ["chair@demo.quorate.test", "Support"],
    ["director@demo.quorate.test", "Support"],
    ["treasurer@demo.quorate.test", "Abstain"],
  ];
  for (const [email, choice] of voters)
    await castBallot(db, await actorFor(db, ids, email, org.organisation.id), voteId, {
      choice,
      mayRecordForOthers: false,
    });
  if (closeTheVote) await closeVote(db, org, voteId);
}

/** Meetings in every state: confirmed and signed, in review, being minuted, published with a pack, draft, and no agenda. */
export async function seedMeetings(db: Db, storage: DiskStorage, ids: DemoIds): Promise<void> {
  const secretary = await actorFor(db, ids, "secretary@demo.quorate.test", ids.boardId);
  const chair = await actorFor(db, ids, "chair@demo.quorate.test", ids.boardId);
  await seedInterests(db, secretary, ids);
  const [hall] = await db
    .insert(meetingLocations)
    .values({
      organisationId: ids.boardId,
      name: "Harbourside Hall",
      address: "12 Wharf Street, Nelson",
      timeZone: zone,
      isDefault: true,
    })
    .returning();
  const loc = hall?.id ?? null;
  const step = (m: Made, actions: string[]) =>
    actions.reduce(
      (p, a) => p.then(() => changeMeetingState(db, secretary, m.id, a)),
      Promise.resolve(),
    );

  const august = await withAgenda(
    db,
    secretary,
    await meeting(db, secretary, "August Board Meeting", -90, loc),
  );
  await step(august, ["publishAgenda", "startMinutes"]);
  await minuteIt(db, ids, secretary, august, true);
  await step(august, ["finishDraftMinutes"]);

  const september = await withAgenda(
    db,
    secretary,
    await meeting(db, secretary, "September Board Meeting", -60, loc),
  );
  await step(september, ["publishAgenda", "startMinutes"]);
  await minuteIt(db, ids, secretary, september, true);
  const confirmItem = september.items.find((i) => i.type === "ConfirmMinutes");
  if (confirmItem) {
    await confirmMinutes(db, storage, secretary, september.id, confirmItem.id, {
      meetingId: august.id,
      mode: "asPresented",
    });
    await signMinutes(db, storage, chair, august.id);
  }
  await step(september, ["finishDraftMinutes"]);

  const october = await withAgenda(
    db,
    secretary,
    await meeting(db, secretary, "October Board Meeting", -30, loc),
  );
  await step(october, ["publishAgenda", "startMinutes"]);
  await minuteIt(db, ids, secretary, october, false);

  const december = await withAgenda(
    db,
    secretary,
    await meeting(db, secretary, "December Board Meeting", 14, loc),
  );
  await attachPaper(
    db,
    storage,
    secretary,
    december,
    "Financial Report",
    "Financial report to 30 November.pdf",
    6,
  );
  await attachPaper(
    db,
    storage,
    secretary,
    december,
    "Chief Executive's Report",
    "Chief Executive's report.pdf",
    4,
  );
  await step(december, ["publishAgenda"]);

  await withAgenda(db, secretary, await meeting(db, secretary, "February Board Meeting", 75, loc));
  await meeting(db, secretary, "Strategy Day", 120, loc);

  const committeeSecretary = await actorFor(
    db,
    ids,
    "secretary@demo.quorate.test",
    ids.committeeId,
  );
  await withAgenda(
    db,
    committeeSecretary,
    await meeting(db, committeeSecretary, "Audit & Risk Committee", 21, null),
  );
}
