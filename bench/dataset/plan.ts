import type { Role } from "../../common/roles.js";
import { hashToken } from "../../server/areas/auth/secret-tokens.js";
import { mix, rngFrom, seedOf, share, uuidFrom } from "./prng.js";
import { type DatasetSize, type DatasetSizeName, datasetSizes } from "./sizes.js";
import { committeeKinds, orgKinds, orgWords, timeZones } from "./vocabulary.js";

/** Codes that keep the ids of different tables apart. */
export const idKind = {
  person: 1,
  organisation: 2,
  meeting: 3,
  agendaItem: 4,
  vote: 5,
  decision: 6,
  action: 7,
  confirmation: 8,
  signature: 9,
  session: 10,
} as const;

export type DatasetOptions = {
  size: DatasetSizeName;
  seed: number;
  /**
   * The day the data is generated "as of" (UTC midnight): meetings are placed around
   * it so My Home has upcoming ones. Same size, seed and anchor give identical rows.
   */
  anchor: Date;
};

export type Member = { person: number; role: Role; isBoardMember: boolean; loginEnabled: boolean };

export type OrgPlan = {
  index: number;
  id: string;
  name: string;
  parent: number | null;
  zone: (typeof timeZones)[number];
  members: Member[];
  firstMeeting: number;
  meetingCount: number;
};

export type MeetingPlan = {
  index: number;
  org: number;
  /** The meeting's number within its organisation. */
  k: number;
  id: string;
  start: Date;
  end: Date;
  /** The calendar date in the organisation's zone (standard time; close enough for data). */
  localDate: string;
  isPast: boolean;
  /** Position among all past meetings (actions and decisions are spread over them), else -1. */
  pastOrdinal: number;
  /** Global vote number, or -1 when the meeting has no vote row. */
  vote: number;
  voteOpen: boolean;
};

export type BenchUser = {
  person: number;
  personId: string;
  /** The session cookie's value; the sessions table holds its hash. */
  token: string;
  /** Their own organisation, where they are Administrator, Secretary, Chair or a member. */
  homeOrg: number;
  homeOrgId: string;
};

export type Plan = {
  options: DatasetOptions;
  size: DatasetSize;
  seed: number;
  orgs: OrgPlan[];
  meetings: MeetingPlan[];
  pastMeetingCount: number;
  voteCount: number;
  benchUsers: BenchUser[];
  personId(person: number): string;
  /** The role a person holds in their own organisation decides whether they have a login. */
  hasAccount(person: number): boolean;
};

const dayMs = 86_400_000;

/** The role of the j-th member of an organisation. */
export function roleAt(j: number): Role {
  if (j === 0) return "Administrator";
  if (j === 1) return "PersonalAssistant";
  if (j === 2) return "Chairman";
  if (j % 10 === 8) return "ExecutiveDirector";
  if (j % 10 === 9) return "Executive";
  return "Director";
}

const boardRoles: readonly Role[] = ["Administrator", "Chairman", "Director"];

export function todayUtc(now = new Date()): Date {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
}

function benchUserOrgs(size: DatasetSize, u: number): number[] {
  const step = Math.floor(size.organisations / (size.extraMemberships + 1));
  return Array.from(
    { length: size.extraMemberships },
    (_, k) => (u + step * (k + 1)) % size.organisations,
  );
}

function planOrganisations(size: DatasetSize, seed: number): OrgPlan[] {
  const orgs: OrgPlan[] = [];
  let firstMeeting = 0;
  for (let o = 0; o < size.organisations; o++) {
    const rng = rngFrom(mix(seed, idKind.organisation, o));
    const parent = size.organisations > 1 && o % 5 === 4 ? o - 4 : null;
    const members: Member[] = [];
    for (let j = 0, p = o; p < size.people; j++, p += size.organisations) {
      const role = roleAt(j);
      members.push({
        person: p,
        role,
        isBoardMember: boardRoles.includes(role),
        loginEnabled: role !== "Executive",
      });
    }
    const base = `${rng.pick(orgWords)} ${rng.pick(orgWords)}`;
    const name =
      parent === null
        ? `${base} ${rng.pick(orgKinds)} ${o + 1}`
        : `${rng.pick(committeeKinds)} ${o + 1}`;
    const meetingCount = share(size.meetings, size.organisations, o);
    orgs.push({
      index: o,
      id: uuidFrom(seed, idKind.organisation, o),
      name,
      parent,
      zone: rng.pick(timeZones),
      members,
      firstMeeting,
      meetingCount,
    });
    firstMeeting += meetingCount;
  }
  for (let u = 0; u < Math.min(size.benchUsers, size.people); u++) {
    for (const o of benchUserOrgs(size, u)) {
      orgs[o]?.members.push({
        person: u,
        role: "Director",
        isBoardMember: true,
        loginEnabled: true,
      });
    }
  }
  return orgs;
}

function planMeetings(size: DatasetSize, seed: number, orgs: OrgPlan[], anchor: Date) {
  const spanDays = size.years * 365.25;
  // Nine tenths of the span lies behind the anchor, one tenth ahead.
  const begin = anchor.getTime() - spanDays * 0.9 * dayMs;
  const meetings: MeetingPlan[] = [];
  let pastOrdinal = 0;
  let vote = 0;
  for (const org of orgs) {
    const interval = spanDays / Math.max(org.meetingCount, 1);
    const phase = rngFrom(mix(seed, idKind.meeting, org.index, 1)).next() * interval * 0.5;
    for (let k = 0; k < org.meetingCount; k++) {
      const index = org.firstMeeting + k;
      const rng = rngFrom(mix(seed, idKind.meeting, index));
      const day = Math.floor((begin + (k * interval + phase + rng.int(3)) * dayMs) / dayMs);
      const start = new Date(day * dayMs + org.zone.utcHour * 3_600_000);
      const end = new Date(start.getTime() + (90 + 30 * rng.int(3)) * 60_000);
      const local = new Date(start.getTime() + org.zone.offsetHours * 3_600_000);
      const isPast = end.getTime() < anchor.getTime();
      const hasVote = isPast && k % size.voteEvery === 0;
      meetings.push({
        index,
        org: org.index,
        k,
        id: uuidFrom(seed, idKind.meeting, index),
        start,
        end,
        localDate: local.toISOString().slice(0, 10),
        isPast,
        pastOrdinal: isPast ? pastOrdinal++ : -1,
        vote: hasVote ? vote++ : -1,
        // A vote from the last fortnight is still open: My Home lists votes to cast.
        voteOpen: hasVote && anchor.getTime() - end.getTime() < 14 * dayMs,
      });
    }
  }
  return { meetings, pastMeetingCount: pastOrdinal, voteCount: vote };
}

export function buildPlan(options: DatasetOptions): Plan {
  const size: DatasetSize = datasetSizes[options.size];
  const seed = seedOf(options.size, options.seed);
  const orgs = planOrganisations(size, seed);
  const { meetings, pastMeetingCount, voteCount } = planMeetings(size, seed, orgs, options.anchor);
  const personId = (p: number) => uuidFrom(seed, idKind.person, p);
  const benchUsers: BenchUser[] = [];
  for (let u = 0; u < Math.min(size.benchUsers, size.people); u++) {
    const homeOrg = u % size.organisations;
    // Derived from the seed so a seeded database and a later bench run agree without a file.
    const token = `bench-${uuidFrom(seed, idKind.session, u)}`;
    benchUsers.push({
      person: u,
      personId: personId(u),
      token,
      homeOrg,
      homeOrgId: orgs[homeOrg]?.id ?? "",
    });
  }
  return {
    options,
    size,
    seed,
    orgs,
    meetings,
    pastMeetingCount,
    voteCount,
    benchUsers,
    personId,
    hasAccount: (p) => roleAt(Math.floor(p / size.organisations)) !== "Executive",
  };
}

export function sessionHash(user: BenchUser): string {
  return hashToken(user.token);
}
