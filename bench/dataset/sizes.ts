/**
 * Dataset sizes by flag. Totals are exact: meetings, actions and decisions are
 * spread over organisations and past meetings so the headline counts hold.
 */
export type DatasetSize = {
  organisations: number;
  people: number;
  meetings: number;
  agendaItemsPerMeeting: number;
  /** Actions and decisions come from the minutes of past meetings. */
  actions: number;
  decisions: number;
  /** Every n-th meeting has a formal vote (votes and ballots). */
  voteEvery: number;
  /** People who get sessions; the scenarios sign in as them. */
  benchUsers: number;
  /** Further boards and committees each bench user belongs to, beyond their own. */
  extraMemberships: number;
  /** Meetings span this many years, most of them in the past. */
  years: number;
};

export const datasetSizes = {
  /** One organisation of 50 people and five years of monthly meetings: an embedded (PGlite) installation. */
  board: {
    organisations: 1,
    people: 50,
    meetings: 60,
    agendaItemsPerMeeting: 12,
    actions: 360,
    decisions: 180,
    voteEvery: 1,
    benchUsers: 8,
    extraMemberships: 0,
    years: 5,
  },
  /** A quick PostgreSQL check of the COPY path. */
  medium: {
    organisations: 100,
    people: 2_000,
    meetings: 5_000,
    agendaItemsPerMeeting: 10,
    actions: 25_000,
    decisions: 10_000,
    voteEvery: 4,
    benchUsers: 20,
    extraMemberships: 4,
    years: 5,
  },
  /** A hosted installation: PostgreSQL only. */
  large: {
    organisations: 2_000,
    people: 40_000,
    meetings: 100_000,
    agendaItemsPerMeeting: 10,
    actions: 500_000,
    decisions: 200_000,
    voteEvery: 4,
    benchUsers: 20,
    extraMemberships: 4,
    years: 5,
  },
} as const satisfies Record<string, DatasetSize>;

export type DatasetSizeName = keyof typeof datasetSizes;

export function parseSizeName(value: string | undefined): DatasetSizeName {
  const name = value ?? "board";
  if (name in datasetSizes) return name as DatasetSizeName;
  throw new Error(`Unknown dataset size "${name}": use ${Object.keys(datasetSizes).join(", ")}.`);
}
