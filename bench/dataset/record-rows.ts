import { json, type TableData, ts } from "./cells.js";
import {
  actionItemsPosition,
  addDays,
  agendaItemId,
  isConfirmed,
  itemTopic,
  nextMeeting,
  orgOf,
  recordRange,
  secretaryOf,
  voteItemPosition,
  voteTally,
} from "./meeting-facts.js";
import { idKind, type MeetingPlan, type Plan } from "./plan.js";
import { mix, rngFrom, uuidFrom } from "./prng.js";
import { fillers, topics, verbs } from "./vocabulary.js";

const dayMs = 86_400_000;

/** A Generic item to hang a record on: not the fixed opening items nor the closing one. */
function topicPosition(plan: Plan, pick: number): number {
  const span = Math.max(plan.size.agendaItemsPerMeeting - 6, 1);
  return 5 + (pick % span);
}

export function decisionsTable(plan: Plan): TableData {
  return {
    table: "decisions",
    columns: [
      "id",
      "organisation_id",
      "meeting_id",
      "agenda_item_id",
      "vote_id",
      "source",
      "title",
      "decided_on",
      "outcome",
      "mover_person_id",
      "seconder_person_id",
      "text",
      "tally",
      "created_by",
      "created_at",
      "updated_at",
    ],
    *rows() {
      for (const m of plan.meetings) {
        const { first, count } = recordRange(plan, m, plan.size.decisions);
        const org = orgOf(plan, m);
        const board = org.members.filter((x) => x.isBoardMember).map((x) => x.person);
        const created = ts(m.end);
        for (let d = 0; d < count; d++) {
          const index = first + d;
          const rng = rngFrom(mix(plan.seed, idKind.decision, index));
          const fromVote = d === 0 && m.vote >= 0 && !m.voteOpen;
          const position = fromVote ? voteItemPosition : topicPosition(plan, rng.int(1000));
          const topic = itemTopic(plan, m, position);
          const tally = fromVote ? voteTally(plan, m) : null;
          const r = rng.next();
          const outcome = tally
            ? tally.support > tally.oppose
              ? "Approved"
              : "NotApproved"
            : r < 0.7
              ? "Approved"
              : r < 0.9
                ? "Noted"
                : r < 0.95
                  ? "NotApproved"
                  : "Deferred";
          const verb = rng.pick(verbs);
          const mover = rng.pick(board);
          const seconder = board.length > 1 ? rng.pick(board.filter((b) => b !== mover)) : null;
          yield [
            uuidFrom(plan.seed, idKind.decision, index),
            org.id,
            m.id,
            agendaItemId(plan, m, position),
            fromVote ? uuidFrom(plan.seed, idKind.vote, m.vote) : null,
            fromVote ? "vote" : "minutes",
            `${verb.charAt(0).toUpperCase()}${verb.slice(1)} the ${topic} ${rng.pick(["policy", "plan", "report", "budget", "proposal"])}`,
            m.localDate,
            outcome,
            plan.personId(mover),
            seconder === null ? null : plan.personId(seconder),
            `That the board ${verb}s the ${topic} paper, having considered ${rng.pick(topics)}. ${rng.pick(fillers)}`,
            tally ? json(tally) : null,
            plan.personId(secretaryOf(org)),
            created,
            created,
          ];
        }
      }
    },
  };
}

type ActionFacts = {
  id: string;
  position: number;
  description: string;
  dueDate: string;
  status: "NotStarted" | "InProgress" | "OnHold" | "Done" | "Cancelled";
  owners: number[];
};

/** One action's values; action_items and action_owners both read them. */
function actionFacts(plan: Plan, m: MeetingPlan, index: number): ActionFacts {
  const rng = rngFrom(mix(plan.seed, idKind.action, index));
  const org = orgOf(plan, m);
  const position = rng.chance(0.6) ? actionItemsPosition : topicPosition(plan, rng.int(1000));
  const dueDate = addDays(m.localDate, 14 + rng.int(107));
  const dueAgo = (plan.options.anchor.getTime() - Date.parse(`${dueDate}T00:00:00Z`)) / dayMs;
  const r = rng.next();
  // Old actions are mostly finished; a few linger overdue, as they do.
  const status: ActionFacts["status"] =
    dueAgo > 60
      ? r < 0.92
        ? "Done"
        : r < 0.97
          ? "Cancelled"
          : "InProgress"
      : r < 0.4
        ? "NotStarted"
        : r < 0.75
          ? "InProgress"
          : r < 0.8
            ? "OnHold"
            : r < 0.95
              ? "Done"
              : "Cancelled";
  const first = rng.pick(org.members).person;
  const owners = [first];
  if (org.members.length > 1 && rng.chance(0.3)) {
    const second = rng.pick(org.members.filter((x) => x.person !== first)).person;
    owners.push(second);
  }
  return {
    id: uuidFrom(plan.seed, idKind.action, index),
    position,
    description: `${rng.pick(verbs).replace(/^./, (c) => c.toUpperCase())} the ${itemTopic(plan, m, position)} work and report back`,
    dueDate,
    status,
    owners,
  };
}

function* eachAction(plan: Plan) {
  for (const m of plan.meetings) {
    const { first, count } = recordRange(plan, m, plan.size.actions);
    for (let a = 0; a < count; a++) yield { m, action: actionFacts(plan, m, first + a) };
  }
}

export function actionItemsTable(plan: Plan): TableData {
  return {
    table: "action_items",
    columns: [
      "id",
      "organisation_id",
      "meeting_id",
      "agenda_item_id",
      "description",
      "due_date",
      "status",
      "created_by",
      "created_at",
      "updated_at",
    ],
    *rows() {
      for (const { m, action } of eachAction(plan)) {
        const org = orgOf(plan, m);
        yield [
          action.id,
          org.id,
          m.id,
          agendaItemId(plan, m, action.position),
          action.description,
          action.dueDate,
          action.status,
          plan.personId(secretaryOf(org)),
          ts(m.end),
          ts(m.end),
        ];
      }
    },
  };
}

export function actionOwnersTable(plan: Plan): TableData {
  return {
    table: "action_owners",
    columns: ["action_id", "person_id"],
    *rows() {
      for (const { action } of eachAction(plan)) {
        for (const owner of action.owners) yield [action.id, plan.personId(owner)];
      }
    },
  };
}

const fakeSha = (plan: Plan, m: MeetingPlan) =>
  Array.from({ length: 8 }, (_, i) =>
    mix(plan.seed, idKind.confirmation, m.index, i).toString(16).padStart(8, "0"),
  ).join("");

export function minuteConfirmationsTable(plan: Plan): TableData {
  return {
    table: "minute_confirmations",
    columns: [
      "id",
      "meeting_id",
      "confirming_meeting_id",
      "confirming_item_id",
      "mode",
      "minutes_pdf_key",
      "minutes_sha256",
      "confirmed_by",
      "confirmed_at",
    ],
    *rows() {
      for (const m of plan.meetings) {
        const next = nextMeeting(plan, m);
        if (!next || !isConfirmed(plan, m)) continue;
        yield [
          uuidFrom(plan.seed, idKind.confirmation, m.index),
          m.id,
          next.id,
          agendaItemId(plan, next, 1),
          "asPresented",
          `minutes/${m.id}/bench.pdf`,
          fakeSha(plan, m),
          plan.personId(secretaryOf(orgOf(plan, m))),
          ts(next.end),
        ];
      }
    },
  };
}

export function minuteSignaturesTable(plan: Plan): TableData {
  return {
    table: "minute_signatures",
    columns: [
      "id",
      "confirmation_id",
      "person_id",
      "requested_by",
      "requested_at",
      "signed_at",
      "signed_sha256",
    ],
    *rows() {
      for (const m of plan.meetings) {
        const next = nextMeeting(plan, m);
        if (!next || !isConfirmed(plan, m)) continue;
        const org = orgOf(plan, m);
        // The Administrator and the Chair sign; recent confirmations still wait for them.
        const signers = [org.members[0], org.members[2]].flatMap((x) => (x ? [x.person] : []));
        const recent = plan.options.anchor.getTime() - next.end.getTime() < 21 * dayMs;
        for (const [s, person] of signers.entries()) {
          yield [
            uuidFrom(plan.seed, idKind.signature, m.index * 2 + s),
            uuidFrom(plan.seed, idKind.confirmation, m.index),
            plan.personId(person),
            plan.personId(secretaryOf(org)),
            ts(next.end),
            recent ? null : ts(new Date(next.end.getTime() + 3 * dayMs)),
            recent ? null : fakeSha(plan, m),
          ];
        }
      }
    },
  };
}
