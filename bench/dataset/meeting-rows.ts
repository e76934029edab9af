import { type Cell, int, json, type TableData, ts } from "./cells.js";
import {
  agendaItemId,
  ballotChoice,
  eligibleVoters,
  itemTopic,
  itemType,
  meetingState,
  orgOf,
  secretaryOf,
  voteItemPosition,
  voteTally,
} from "./meeting-facts.js";
import { idKind, type Plan } from "./plan.js";
import { mix, rngFrom, uuidFrom } from "./prng.js";
import { fillers } from "./vocabulary.js";

const dayMs = 86_400_000;

export function meetingsTable(plan: Plan): TableData {
  return {
    table: "meetings",
    columns: [
      "id",
      "organisation_id",
      "title",
      "start_time",
      "end_time",
      "time_zone",
      "location_text",
      "state",
      "agenda_published_at",
      "created_by",
      "created_at",
      "updated_at",
    ],
    *rows() {
      for (const m of plan.meetings) {
        const org = orgOf(plan, m);
        const state = meetingState(plan, m);
        const created = ts(new Date(m.start.getTime() - 30 * dayMs));
        const published =
          state === "PreAgenda" || state === "Draft"
            ? null
            : ts(new Date(m.start.getTime() - 7 * dayMs));
        yield [
          m.id,
          org.id,
          `${org.parent === null ? "Board" : "Committee"} meeting ${m.localDate}`,
          ts(m.start),
          ts(m.end),
          org.zone.zone,
          "Boardroom",
          state,
          published,
          plan.personId(secretaryOf(org)),
          created,
          created,
        ];
      }
    },
  };
}

function itemTitle(type: string, topic: string): string {
  switch (type) {
    case "ConfirmMinutes":
      return "Confirm minutes of the previous meeting";
    case "InterestsRegister":
      return "Interests register";
    case "ActionItems":
      return "Action items";
    case "CloseMeeting":
      return "Close of meeting";
    case "Vote":
      return `Resolution on ${topic}`;
    default:
      return `${topic.charAt(0).toUpperCase()}${topic.slice(1)} report`;
  }
}

export function agendaItemsTable(plan: Plan): TableData {
  return {
    table: "agenda_items",
    columns: [
      "id",
      "meeting_id",
      "position",
      "type",
      "title",
      "description",
      "duration_minutes",
      "motion",
      "minutes",
      "minutes_version",
      "created_at",
      "updated_at",
    ],
    *rows() {
      for (const m of plan.meetings) {
        const created = ts(new Date(m.start.getTime() - 30 * dayMs));
        for (let i = 0; i < plan.size.agendaItemsPerMeeting; i++) {
          const rng = rngFrom(mix(plan.seed, idKind.agendaItem, m.index, i));
          const type = itemType(plan, m, i);
          const topic = itemTopic(plan, m, i);
          const row: Cell[] = [
            agendaItemId(plan, m, i),
            m.id,
            int(i + 1),
            type,
            itemTitle(type, topic),
            `Paper on ${topic} for the board. ${rng.pick(fillers)}`,
            int(5 + 5 * rng.int(6)),
            type === "Vote" ? `That the board approves the ${topic} proposal as presented.` : null,
            m.isPast ? `${rng.pick(fillers)} ${rng.pick(fillers)}` : "",
            int(m.isPast ? 1 : 0),
            created,
            created,
          ];
          yield row;
        }
      }
    },
  };
}

export function votesTable(plan: Plan): TableData {
  return {
    table: "votes",
    columns: [
      "id",
      "organisation_id",
      "context_type",
      "context_id",
      "motion",
      "status",
      "eligible_person_ids",
      "outcome",
      "outcome_calculated",
      "opened_by",
      "opened_at",
      "closed_at",
    ],
    *rows() {
      for (const m of plan.meetings) {
        if (m.vote < 0) continue;
        const org = orgOf(plan, m);
        const opened = new Date(m.start.getTime() + 45 * 60_000);
        const tally = voteTally(plan, m);
        yield [
          uuidFrom(plan.seed, idKind.vote, m.vote),
          org.id,
          // Every generated vote is on its meeting's Vote item (server/areas/meetings/votes/).
          "agendaItem",
          agendaItemId(plan, m, voteItemPosition),
          `That the board approves the ${itemTopic(plan, m, voteItemPosition)} proposal as presented.`,
          m.voteOpen ? "open" : "closed",
          json(eligibleVoters(org).map(plan.personId)),
          m.voteOpen ? null : tally.support > tally.oppose ? "Approved" : "NotApproved",
          m.voteOpen ? null : "t",
          plan.personId(secretaryOf(org)),
          ts(opened),
          m.voteOpen ? null : ts(new Date(opened.getTime() + 5 * 60_000)),
        ];
      }
    },
  };
}

export function ballotsTable(plan: Plan): TableData {
  return {
    table: "ballots",
    columns: ["vote_id", "person_id", "choice", "cast_at"],
    *rows() {
      for (const m of plan.meetings) {
        if (m.vote < 0) continue;
        const voteId = uuidFrom(plan.seed, idKind.vote, m.vote);
        const cast = ts(new Date(m.start.getTime() + 47 * 60_000));
        for (const voter of eligibleVoters(orgOf(plan, m))) {
          const choice = ballotChoice(plan, m, voter);
          if (choice) yield [voteId, plan.personId(voter), choice, cast];
        }
      }
    },
  };
}
