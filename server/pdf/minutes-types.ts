export type MinutesDecision = {
  title: string;
  outcome: string;
  mover: string | null;
  seconder: string | null;
  text: string;
  /** Already worded, e.g. "carried 5–1 with 1 abstention"; null when there was no formal vote. */
  tally: string | null;
};

export type MinutesAction = {
  description: string;
  owners: string;
  /** Already formatted, e.g. "20 Dec 2026". */
  due: string | null;
};

export type MinutesItem = {
  number: string;
  title: string;
  isHeading: boolean;
  /** Plain text; paragraphs are separated by blank lines. */
  minutes: string;
  decisions: MinutesDecision[];
  actions: MinutesAction[];
  /** One entry per declaration, e.g. "Mele Tupou (supplier relationship)". */
  conflicts: string[];
};

export type MinutesInput = {
  organisationName: string;
  meetingTitle: string;
  /** Already formatted for the organisation's time zone. */
  when: string;
  location: string | null;
  title: "Draft Minutes" | "Minutes";
  attendance: { present: string[]; apologies: string[]; absent: string[]; guests: string[] };
  /** Already worded, e.g. "Quorum: 5 of 8 present (more than 50 % needed)". */
  quorum: string;
  items: MinutesItem[];
  /** e.g. "Confirmed as presented at the Board Meeting of 4 March 2027."; null while draft. */
  confirmation: string | null;
  closeTime: string;
};
