import { eq } from "drizzle-orm";
import { PDFDocument, StandardFonts } from "pdf-lib";
import { utcToZoned } from "../../common/zoned-time.js";
import { buildAgenda } from "../areas/meetings/agenda/build-agenda.js";
import { updateAttendee } from "../areas/meetings/attendance/update-attendee.js";
import { changeMeetingState } from "../areas/meetings/change-meeting-state.js";
import { confirmMinutes } from "../areas/meetings/confirmation/confirm-minutes.js";
import { createMeeting } from "../areas/meetings/create-meeting.js";
import { recordAction } from "../areas/meetings/minutes/record-action.js";
import { recordDecision } from "../areas/meetings/minutes/record-decision.js";
import { saveItemMinutes } from "../areas/meetings/minutes/save-item-minutes.js";
import { signMinutes } from "../areas/meetings/signing/sign-minutes.js";
import { agendaItemVotes } from "../areas/meetings/votes/agenda-item-context.js";
import { findOrgActor } from "../areas/organisations/org-actor.js";
import { castBallot } from "../areas/votes/cast-ballot.js";
import { closeVote } from "../areas/votes/close-vote.js";
import { openVote } from "../areas/votes/open-vote.js";
import type { Db } from "../db/client.js";
import { agendaItems, meetingAttendees, meetingLocations, papers } from "../db/schema/index.js";
import type { OrgActor } from "../http/actor.js";
import type { InstallationSeal } from "../signing/installation-seal.js";
import type { FileStore } from "../storage/file-store.js";
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

/** What a meeting votes on: each meeting its own question, so the demo never reads as a copy. */
type VoteWording = { title: string; motion: string };

async function withAgenda(db: Db, org: OrgActor, m: Made, vote: VoteWording): Promise<Made> {
  await buildAgenda(db, org, m.id, { source: "bestPractice" });
  const items = await db.select().from(agendaItems).where(eq(agendaItems.meetingId, m.id));
  const voteItem = items.find((i) => i.type === "Vote");
  if (voteItem)
    await db
      .update(agendaItems)
      .set({ title: vote.title, motion: vote.motion })
      .where(eq(agendaItems.id, voteItem.id));
  return {
    ...m,
    items: await db.select().from(agendaItems).where(eq(agendaItems.meetingId, m.id)),
  };
}

async function attachPaper(
  db: Db,
  storage: FileStore,
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

/** What was said and decided at one meeting; no two meetings share a wording. */
type MinutesScript = {
  /** The date the accounts ran to, e.g. "30 September". */
  accountsTo: string;
  financeNotes: [string, string];
  ceoReport: string;
  action: { description: string; dueInDays: number };
};

async function minuteIt(
  db: Db,
  ids: DemoIds,
  org: OrgActor,
  m: Made,
  script: MinutesScript,
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
              { type: "text", text: script.accountsTo, marks: [{ type: "bold" }] },
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
                    content: [{ type: "text", text: script.financeNotes[0] }],
                  },
                ],
              },
              {
                type: "listItem",
                content: [
                  {
                    type: "paragraph",
                    content: [{ type: "text", text: script.financeNotes[1] }],
                  },
                ],
              },
            ],
          },
        ],
      },
    });
    await recordDecision(db, org, m.id, finance.id, {
      title: `Receive the financial report to ${script.accountsTo}`,
      outcome: "Approved",
      moverPersonId: ids.personIds.get("treasurer@demo.quorate.test"),
      seconderPersonId: ids.personIds.get("director@demo.quorate.test"),
      text: `That the financial report to ${script.accountsTo} be received.`,
    });
  }
  if (ceo) {
    await saveItemMinutes(db, org, m.id, ceo.id, {
      baseVersion: ceo.minutesVersion,
      text: script.ceoReport,
    });
    await recordAction(db, org, m.id, ceo.id, {
      description: script.action.description,
      ownerPersonIds: [ids.personIds.get("ceo@demo.quorate.test") ?? ""],
      dueDate: utcToZoned(new Date(Date.now() + script.action.dueInDays * day), zone).date,
    });
  }
  const voteItem = m.items.find((i) => i.type === "Vote");
  if (!voteItem) return;
  // The voters below are present, so they can move and second the motion.
  const { id: voteId } = await openVote(db, org, agendaItemVotes(m.id), voteItem.id, {
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
    await castBallot(
      db,
      await actorFor(db, ids, email, org.organisation.id),
      agendaItemVotes(),
      voteId,
      { choice },
    );
  if (closeTheVote) await closeVote(db, org, agendaItemVotes(), voteId);
}

/** Meetings in every state: confirmed and signed, in review, being minuted, published with a pack, draft, and no agenda. */
export async function seedMeetings(
  db: Db,
  storage: FileStore,
  seal: InstallationSeal,
  ids: DemoIds,
): Promise<void> {
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
    {
      title: "Renew the insurance cover",
      motion: "the board renews the trust's public liability and property insurance for a year",
    },
  );
  await step(august, ["publishAgenda", "startMinutes"]);
  await minuteIt(
    db,
    ids,
    secretary,
    august,
    {
      accountsTo: "31 July",
      financeNotes: ["Income is on budget.", "The audit fee came in under the estimate."],
      ceoReport: "The chief executive reported on the winter volunteer drive and hall bookings.",
      action: {
        description: "Send the insurer the updated list of hall equipment",
        dueInDays: -45,
      },
    },
    true,
  );
  await step(august, ["finishDraftMinutes"]);

  const september = await withAgenda(
    db,
    secretary,
    await meeting(db, secretary, "September Board Meeting", -60, loc),
    {
      title: "Adopt the health and safety policy",
      motion: "the board adopts the revised health and safety policy as circulated",
    },
  );
  await step(september, ["publishAgenda", "startMinutes"]);
  await minuteIt(
    db,
    ids,
    secretary,
    september,
    {
      accountsTo: "31 August",
      financeNotes: ["Income is 2% ahead of budget.", "Grants were received on time."],
      ceoReport: "The chief executive reported on the community garden project's first harvest.",
      action: { description: "Book the hall for the spring planting day", dueInDays: 7 },
    },
    true,
  );
  const confirmItem = september.items.find((i) => i.type === "ConfirmMinutes");
  if (confirmItem) {
    await confirmMinutes(db, storage, secretary, september.id, confirmItem.id, {
      meetingId: august.id,
      mode: "asPresented",
    });
    await signMinutes(db, storage, seal, chair, august.id);
  }
  await step(september, ["finishDraftMinutes"]);

  // Its vote mentions the operating budget, which the treasurer's declared interest names:
  // the minutes being drafted suggest a conflict (seed-interests.ts).
  const october = await withAgenda(
    db,
    secretary,
    await meeting(db, secretary, "October Board Meeting", -30, loc),
    {
      title: "Approve the 2027 budget",
      motion: "the board approves the 2027 operating budget as presented",
    },
  );
  await step(october, ["publishAgenda", "startMinutes"]);
  await minuteIt(
    db,
    ids,
    secretary,
    october,
    {
      accountsTo: "30 September",
      financeNotes: ["Income is 4% ahead of budget.", "Hall hire is up on last year."],
      ceoReport: "The chief executive reported on volunteer numbers and the survey of volunteers.",
      action: { description: "Circulate the volunteer survey results", dueInDays: 14 },
    },
    false,
  );

  const december = await withAgenda(
    db,
    secretary,
    await meeting(db, secretary, "December Board Meeting", 14, loc),
    {
      title: "Set the 2027 hall hire charges",
      motion: "the board sets the hall hire charges for 2027 as in the schedule",
    },
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

  await withAgenda(db, secretary, await meeting(db, secretary, "February Board Meeting", 75, loc), {
    title: "Appoint the auditor for 2027",
    motion: "the board appoints Abel Tasman Audit as auditor for the 2027 financial year",
  });
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
    {
      title: "Recommend the risk register to the board",
      motion: "the committee recommends the updated risk register to the board for adoption",
    },
  );
}
