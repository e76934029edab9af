/**
 * A synthetic board history and the questions the assistant is scored on.
 * Plain data, so a loader can insert it into a fresh database and replay the questions.
 * Facts are cross-checked by hand: every expected answer below follows from these records
 * as seen on `today`, and distractors (similar titles, repeated names and figures) are deliberate.
 */

export type PersonKey = string;
export type Person = { key: PersonKey; first: string; last: string; email: string | null };
export type Role =
  | "Administrator"
  | "PersonalAssistant" /* Secretary */
  | "Chairman"
  | "Director"
  | "ExecutiveDirector" /* Senior Executive */
  | "Executive" /* Executive / Guest */;
export type Membership = { person: PersonKey; role: Role; boardMember: boolean };
export type Org = {
  key: string;
  name: string;
  shortName: string;
  parent: string | null /* an Org key: a committee of that board */;
  timeZone: string;
  members: Membership[];
};
export type AgendaEntry = {
  key: string;
  title: string;
  description?: string;
  minutes?: string;
  type?: "Generic" | "ConfirmMinutes" | "Apologies" | "Decision";
};
export type Attendance = { person: PersonKey; status: "Present" | "Apology" | "Absent" };
export type Meeting = {
  key: string;
  org: string;
  title: string;
  start: string; // local date-time in the org's zone, "2025-03-11T17:30"
  durationMinutes: number;
  location: string;
  state: "PublishedAgenda" | "Review" | "Complete" | "Draft";
  cancelled?: boolean;
  items: AgendaEntry[];
  attendance?: Attendance[];
};
export type Tally = { support: number; oppose: number; abstain: number; notVoted: number };
export type Decision = {
  key: string;
  org: string;
  meeting: string | null;
  item?: string /* AgendaEntry key */;
  title: string;
  text: string;
  decidedOn: string /* YYYY-MM-DD */;
  outcome: "Approved" | "NotApproved" | "Noted" | "Deferred";
  mover?: PersonKey;
  seconder?: PersonKey;
  tally?: Tally;
  amountCents?: number;
};
export type ActionStatus = "NotStarted" | "InProgress" | "OnHold" | "Done" | "Cancelled";
export type Action = {
  key: string;
  org: string;
  meeting: string | null;
  item?: string;
  description: string;
  owners: PersonKey[];
  due: string | null /* YYYY-MM-DD */;
  status: ActionStatus;
};
export type Interest = {
  key: string;
  org: string;
  person: PersonKey;
  entity: string;
  nature: string;
  disclosedOn: string;
  endsOn: string | null;
  meeting?: string /* the meeting whose minutes record the declaration */;
};
export type GovernanceDocument = {
  key: string;
  org: string;
  name: string;
  folder: "everyone" | "boardOnly";
  pages: string[][] /* pages of passages, 1–3 sentences each */;
};
export type BoardHistory = {
  today: string /* YYYY-MM-DD the questions are asked on */;
  people: Person[];
  orgs: Org[];
  meetings: Meeting[];
  decisions: Decision[];
  actions: Action[];
  interests: Interest[];
  documents: GovernanceDocument[];
};

export type QuestionKind =
  | "meetings"
  | "attendance"
  | "agenda"
  | "decisions"
  | "votes"
  | "actions"
  | "interests"
  | "amounts"
  | "documents"
  | "counting"
  | "no answer"
  | "permission";
/** A citation the answer must (or must not) contain: a meeting (its minutes or agenda) or a document. */
export type CiteRef = { meeting: string } | { document: string };
export type EvalQuestion = {
  id: string;
  kind: QuestionKind;
  asker: PersonKey;
  question: string;
  /** Each entry is a list of alternatives; the answer must contain at least one alternative of every entry (case-insensitive). */
  mustContain?: string[][];
  mustCite?: CiteRef[];
  mustNotCite?: CiteRef[];
  notFound?: boolean;
};

const TZ = "Pacific/Auckland";
const TRUST_OFFICE = "Trust Office boardroom, 14 Wharf Street, Tōtara Bay";
const COMMITTEE_ROOM = "Trust Office meeting room, 14 Wharf Street, Tōtara Bay";
const CLUBROOMS = "Kererū Park Clubrooms, 3 Domain Road";

// Attendance lists are long and repetitive; building them keeps each meeting readable.
const attendance = (
  present: PersonKey[],
  apology: PersonKey[] = [],
  absent: PersonKey[] = [],
): Attendance[] => [
  ...present.map((person): Attendance => ({ person, status: "Present" })),
  ...apology.map((person): Attendance => ({ person, status: "Apology" })),
  ...absent.map((person): Attendance => ({ person, status: "Absent" })),
];
const tally = (support: number, oppose = 0, abstain = 0, notVoted = 0): Tally => ({
  support,
  oppose,
  abstain,
  notVoted,
});

const people: Person[] = [
  {
    key: "james",
    first: "James",
    last: "Whitcombe",
    email: "james.whitcombe@totarabay.example.nz",
  },
  { key: "aroha", first: "Aroha", last: "Ngata", email: "aroha.ngata@totarabay.example.nz" },
  { key: "priya", first: "Priya", last: "Raman", email: "priya.raman@totarabay.example.nz" },
  { key: "hemi", first: "Hemi", last: "Walker", email: "hemi.walker@totarabay.example.nz" },
  {
    key: "sophie",
    first: "Sophie",
    last: "Lindqvist",
    email: "sophie.lindqvist@totarabay.example.nz",
  },
  { key: "tom", first: "Tom", last: "Faleolo", email: "tom.faleolo@totarabay.example.nz" },
  { key: "mere", first: "Mere", last: "Tautahi", email: "secretary@totarabay.example.nz" },
  { key: "liam", first: "Liam", last: "Harris", email: "admin@totarabay.example.nz" },
  { key: "daniel", first: "Daniel", last: "Okafor", email: "ceo@totarabay.example.nz" },
  { key: "grace", first: "Grace", last: "Chen", email: "finance@totarabay.example.nz" },
  { key: "hine", first: "Hine", last: "Pōmare", email: "hine.pomare@kererusports.example.nz" },
  { key: "rawiri", first: "Rāwiri", last: "Kemp", email: "rawiri.kemp@kererusports.example.nz" },
  { key: "ana", first: "Ana", last: "Tupou", email: null },
  { key: "fiona", first: "Fiona", last: "Brandt", email: "secretary@kererusports.example.nz" },
];

const orgs: Org[] = [
  {
    key: "totara",
    name: "Tōtara Bay Community Trust",
    shortName: "Tōtara Bay",
    parent: null,
    timeZone: TZ,
    members: [
      { person: "james", role: "Chairman", boardMember: true },
      { person: "aroha", role: "Director", boardMember: true },
      { person: "priya", role: "Director", boardMember: true },
      { person: "hemi", role: "Director", boardMember: true },
      { person: "sophie", role: "Director", boardMember: true },
      { person: "tom", role: "Director", boardMember: true },
      { person: "mere", role: "PersonalAssistant", boardMember: false },
      { person: "liam", role: "Administrator", boardMember: false },
      { person: "daniel", role: "ExecutiveDirector", boardMember: false },
      { person: "grace", role: "Executive", boardMember: false },
    ],
  },
  {
    key: "far",
    name: "Finance & Risk Committee",
    shortName: "Finance & Risk",
    parent: "totara",
    timeZone: TZ,
    members: [
      { person: "priya", role: "Chairman", boardMember: true },
      { person: "aroha", role: "Director", boardMember: true },
      { person: "sophie", role: "Director", boardMember: true },
      { person: "hemi", role: "Director", boardMember: true },
      { person: "mere", role: "PersonalAssistant", boardMember: false },
      { person: "daniel", role: "ExecutiveDirector", boardMember: false },
      { person: "grace", role: "Executive", boardMember: false },
    ],
  },
  {
    // Unrelated board: Tom sits on both, so the Tōtara askers must never see this side.
    key: "kereru",
    name: "Kererū Sports Club",
    shortName: "Kererū",
    parent: null,
    timeZone: TZ,
    members: [
      { person: "hine", role: "Chairman", boardMember: true },
      { person: "rawiri", role: "Director", boardMember: true },
      { person: "ana", role: "Director", boardMember: true },
      { person: "tom", role: "Director", boardMember: true },
      { person: "fiona", role: "PersonalAssistant", boardMember: false },
    ],
  },
];

const TRUSTEES = ["james", "aroha", "priya", "hemi", "sophie", "tom"];
const STAFF = ["daniel", "mere"];
// Everyone on a board except the listed trustees, who sent apologies or were absent.
const boardPresent = (...missing: PersonKey[]): PersonKey[] => [
  ...TRUSTEES.filter((p) => !missing.includes(p)),
  ...STAFF,
];
const committeePresent = (...missing: PersonKey[]): PersonKey[] => [
  ...["priya", "aroha", "sophie", "hemi"].filter((p) => !missing.includes(p)),
  "daniel",
  "grace",
  "mere",
];

const meetings: Meeting[] = [
  // ---- Tōtara Bay Community Trust board ----
  {
    key: "tb-2025-02",
    org: "totara",
    title: "Board meeting",
    start: "2025-02-18T17:30",
    durationMinutes: 150,
    location: TRUST_OFFICE,
    state: "Complete",
    attendance: attendance(boardPresent("tom"), ["tom"]),
    items: [
      {
        key: "tb-2025-02-1",
        title: "Apologies",
        type: "Apologies",
        minutes:
          "Apologies were received from Tom Faleolo. All other trustees were present, with Daniel Okafor (Chief Executive) and Mere Tautahi (secretary) in attendance.",
      },
      {
        key: "tb-2025-02-2",
        title: "Confirmation of the minutes of 10 December 2024",
        type: "ConfirmMinutes",
        minutes:
          "The minutes of the meeting of 10 December 2024 were confirmed as a true and correct record.",
      },
      {
        key: "tb-2025-02-3",
        title: "Annual review of the interests register",
        minutes:
          "The board completed its annual review of the interests register. Aroha Ngata declared that she is a member of the Tōtara Bay Kindergarten board of trustees. James Whitcombe confirmed his directorship of Bay Realty Ltd, Hemi Walker his seat on the Tōtara Bay Fishing Club committee, and Sophie Lindqvist declared that she is treasurer of the Tōtara Bay Surf Lifesaving Club.",
      },
      {
        key: "tb-2025-02-4",
        title: "Community grants – February round",
        type: "Decision",
        minutes:
          "Two applications were considered. The board approved a grant of $12,000 to the Tōtara Bay Kindergarten for shade sails over the playground. Aroha Ngata declared an interest, left the room and took no part in the decision. The Bay Runners application was held over at the group's request.",
      },
      {
        key: "tb-2025-02-5",
        title: "Boat ramp and seawall condition report",
        minutes:
          "Daniel Okafor presented the engineer's report on the Wharf Street boat ramp and seawall. Repairs are estimated at $170,000 to $220,000. The board asked management to call for tenders.",
      },
      {
        key: "tb-2025-02-6",
        title: "Appointment of auditor",
        type: "Decision",
        minutes:
          "The board reappointed Moana Audit Partners as auditor for the year ending 30 June 2025.",
      },
      {
        key: "tb-2025-02-7",
        title: "Chief Executive's report",
        minutes:
          "Hall bookings were up 14% on the previous year. The resurfacing of the community hall car park was completed on budget in January.",
      },
    ],
  },
  {
    key: "tb-2025-04",
    org: "totara",
    title: "Board meeting",
    start: "2025-04-15T17:30",
    durationMinutes: 150,
    location: TRUST_OFFICE,
    state: "Complete",
    attendance: attendance(boardPresent("hemi"), ["hemi"]),
    items: [
      {
        key: "tb-2025-04-1",
        title: "Apologies",
        type: "Apologies",
        minutes: "Apologies were received from Hemi Walker.",
      },
      {
        key: "tb-2025-04-2",
        title: "Confirmation of the minutes of 18 February 2025",
        type: "ConfirmMinutes",
        minutes: "The minutes of 18 February 2025 were confirmed.",
      },
      {
        key: "tb-2025-04-3",
        title: "Declarations of interest",
        minutes:
          "Priya Raman declared that she is a partner of Coastline Accounting Ltd, which prepares accounts for some grant applicants. Sophie Lindqvist repeated her declaration as treasurer of the Tōtara Bay Surf Lifesaving Club ahead of item 4.",
      },
      {
        key: "tb-2025-04-4",
        title: "Community grants – April round",
        type: "Decision",
        minutes:
          "The board approved a grant of $18,500 to the Tōtara Bay Surf Lifesaving Club for a new inflatable rescue boat. Sophie Lindqvist left the room for this item. The Bay Runners application was withdrawn.",
      },
      {
        key: "tb-2025-04-5",
        title: "Trustee fees",
        type: "Decision",
        minutes:
          "Tom Faleolo moved that trustee fees increase by 10% from 1 July 2025, seconded by Priya Raman. After discussion of the reserves position the motion was lost, 2 votes to 3.",
      },
      {
        key: "tb-2025-04-6",
        title: "Health and safety",
        type: "Decision",
        minutes:
          "Daniel Okafor reported one minor injury at the community hall: a volunteer sprained a wrist while stacking chairs. The board readopted the Health and Safety Policy without change.",
      },
      {
        key: "tb-2025-04-7",
        title: "Chief Executive's report",
        minutes:
          "The boat ramp and seawall tender closed on 11 April 2025 with two tenders, from Harbour Marine Ltd and Bayside Marine Services. The evaluation will come to the June meeting.",
      },
    ],
  },
  {
    key: "tb-2025-06",
    org: "totara",
    title: "Board meeting",
    start: "2025-06-17T17:30",
    durationMinutes: 150,
    location: "Tōtara Bay Library, Community Room, 2 Beach Road",
    state: "Complete",
    attendance: attendance(boardPresent()),
    items: [
      {
        key: "tb-2025-06-1",
        title: "Apologies",
        type: "Apologies",
        minutes: "There were no apologies; all six trustees were present.",
      },
      {
        key: "tb-2025-06-2",
        title: "Confirmation of the minutes of 15 April 2025",
        type: "ConfirmMinutes",
        minutes: "The minutes of 15 April 2025 were confirmed.",
      },
      {
        key: "tb-2025-06-3",
        title: "Declarations of interest",
        minutes:
          "Hemi Walker declared an interest in the Harbour Marine contract: his brother-in-law is a director and shareholder of Harbour Marine Ltd.",
      },
      {
        key: "tb-2025-06-4",
        title: "Boat ramp and seawall repairs – contract award",
        type: "Decision",
        minutes:
          "Hemi Walker declared an interest in the Harbour Marine contract and left the room. Two tenders were evaluated: Harbour Marine Ltd at $186,500 and Bayside Marine Services at $212,000. The board awarded the contract to Harbour Marine Ltd for $186,500, with work to finish by 31 October 2025. Sophie Lindqvist abstained.",
      },
      {
        key: "tb-2025-06-5",
        title: "Annual budget 2025/26",
        type: "Decision",
        minutes:
          "The board adopted the 2025/26 operating budget of $1,240,000, including $90,000 for community grants, as recommended by the Finance & Risk Committee.",
      },
      {
        key: "tb-2025-06-6",
        title: "Community grants – June round",
        type: "Decision",
        minutes:
          "The board approved a grant of $7,500 to the Bay Foodbank towards a walk-in chiller.",
      },
      {
        key: "tb-2025-06-7",
        title: "Chief Executive's report",
        minutes:
          "The community hall roof is leaking above the stage; a condition survey has been ordered.",
      },
    ],
  },
  {
    // Cancelled a week out; its business moved to October.
    key: "tb-2025-08",
    org: "totara",
    title: "Board meeting",
    start: "2025-08-19T17:30",
    durationMinutes: 150,
    location: TRUST_OFFICE,
    state: "PublishedAgenda",
    cancelled: true,
    items: [
      {
        key: "tb-2025-08-1",
        title: "Apologies",
        type: "Apologies",
        description:
          "Meeting cancelled on 12 August 2025: three trustees were unavailable, so a quorum could not be assured.",
      },
      {
        key: "tb-2025-08-2",
        title: "Confirmation of the minutes of 17 June 2025",
        type: "ConfirmMinutes",
      },
      { key: "tb-2025-08-3", title: "Strategic plan 2026–2028 – first discussion" },
      { key: "tb-2025-08-4", title: "Chief Executive's report" },
    ],
  },
  {
    key: "tb-2025-10",
    org: "totara",
    title: "Board meeting",
    start: "2025-10-21T17:30",
    durationMinutes: 150,
    location: TRUST_OFFICE,
    state: "Complete",
    attendance: attendance(boardPresent("aroha"), ["aroha"]),
    items: [
      {
        key: "tb-2025-10-1",
        title: "Apologies",
        type: "Apologies",
        minutes:
          "Apologies were received from Aroha Ngata. The board noted that the August meeting had been cancelled.",
      },
      {
        key: "tb-2025-10-2",
        title: "Confirmation of the minutes of 17 June 2025",
        type: "ConfirmMinutes",
        minutes: "The minutes of 17 June 2025 were confirmed.",
      },
      {
        key: "tb-2025-10-3",
        title: "Audited financial statements 2024/25",
        type: "Decision",
        minutes:
          "Moana Audit Partners issued an unmodified audit opinion. The board noted the audited financial statements for the year ended 30 June 2025, showing a surplus of $63,200.",
      },
      {
        key: "tb-2025-10-4",
        title: "Community hall roof replacement",
        type: "Decision",
        minutes:
          "Three quotes were received after the condition survey. The board approved a contract with Kahu Roofing Ltd for $94,800 to replace the hall roof over the summer.",
      },
      {
        key: "tb-2025-10-5",
        title: "Community grants – October round",
        type: "Decision",
        minutes:
          "The Tōtara Bay Youth Rowing Club sought $15,000 towards a new coxed four. The motion was lost on an equality of votes (2 for, 2 against, Sophie Lindqvist abstaining) and the Chair did not use a casting vote. The board approved a grant of $5,000 to the Tōtara Bay Toy Library for new stock.",
      },
      {
        key: "tb-2025-10-6",
        title: "Boat ramp and seawall progress",
        minutes:
          "Hemi Walker left the room for this item. Harbour Marine Ltd has finished about 70% of the seawall restoration; completion is now expected by 30 November 2025 because of storm delays.",
      },
      {
        key: "tb-2025-10-7",
        title: "Chief Executive's report",
        minutes:
          "A volunteer car pool has been set up so that kaumātua can get to the Thursday community lunches at the hall.",
      },
    ],
  },
  {
    key: "tb-2025-12",
    org: "totara",
    title: "Board meeting",
    start: "2025-12-09T17:30",
    durationMinutes: 150,
    location: TRUST_OFFICE,
    state: "Complete",
    attendance: attendance(boardPresent("sophie", "hemi"), ["sophie"], ["hemi"]),
    items: [
      {
        key: "tb-2025-12-1",
        title: "Apologies",
        type: "Apologies",
        minutes: "Apologies were received from Sophie Lindqvist. Hemi Walker was absent.",
      },
      {
        key: "tb-2025-12-2",
        title: "Confirmation of the minutes of 21 October 2025",
        type: "ConfirmMinutes",
        minutes: "The minutes of 21 October 2025 were confirmed.",
      },
      {
        key: "tb-2025-12-3",
        title: "Community grants – December round",
        type: "Decision",
        minutes:
          "The board approved a grant of $6,000 to Te Rōpū Kapa Haka o Tōtara for costumes for the regional competition.",
      },
      {
        key: "tb-2025-12-4",
        title: "22 Wharf Street cottage",
        minutes:
          "Daniel Okafor reported that the trust-owned cottage at 22 Wharf Street needs about $60,000 of repairs. James Whitcombe declared an interest as a director of Bay Realty Ltd, which could be asked to market the property, and took no part in the discussion. Options, including a sale, will come to the April meeting.",
      },
      {
        key: "tb-2025-12-5",
        title: "Naming of the hall meeting room",
        type: "Decision",
        minutes:
          "A proposal to name the hall's meeting room after the late Kuia Ruiha Hohaia was deferred to February so that her whānau can be consulted.",
      },
      {
        key: "tb-2025-12-6",
        title: "Boat ramp and seawall completion",
        minutes:
          "Harbour Marine Ltd completed the seawall and boat ramp works on 28 November 2025, within the contract sum of $186,500.",
      },
      {
        key: "tb-2025-12-7",
        title: "Meeting calendar 2026",
        type: "Decision",
        minutes:
          "The board adopted its 2026 meeting dates: 17 February, 21 April, 16 June, 18 August, 20 October and 8 December.",
      },
    ],
  },
  {
    key: "tb-2026-02",
    org: "totara",
    title: "Board meeting",
    start: "2026-02-17T17:30",
    durationMinutes: 150,
    location: TRUST_OFFICE,
    state: "Complete",
    attendance: attendance(boardPresent()),
    items: [
      {
        key: "tb-2026-02-1",
        title: "Apologies",
        type: "Apologies",
        minutes: "No apologies. All six trustees were present.",
      },
      {
        key: "tb-2026-02-2",
        title: "Confirmation of the minutes of 9 December 2025",
        type: "ConfirmMinutes",
        minutes: "The minutes of 9 December 2025 were confirmed.",
      },
      {
        key: "tb-2026-02-3",
        title: "Annual review of the interests register",
        minutes:
          "Tom Faleolo declared that he joined the board of the Kererū Sports Club as a director in January 2026. Sophie Lindqvist advised that she stepped down as treasurer of the Tōtara Bay Surf Lifesaving Club on 30 September 2025, and Hemi Walker that he left the Tōtara Bay Fishing Club committee on 31 December 2025. James Whitcombe advised that he retires from Bay Realty Ltd on 31 March 2026.",
      },
      {
        key: "tb-2026-02-4",
        title: "Community grants – February round",
        type: "Decision",
        minutes:
          "The board approved a grant of $9,000 to the Kererū Sports Club for junior football equipment. Tom Faleolo declared an interest and left the room.",
      },
      {
        key: "tb-2026-02-5",
        title: "Naming of the hall meeting room",
        type: "Decision",
        minutes:
          "After consulting the Hohaia whānau, the board resolved to name the hall's meeting room the Ruiha Hohaia Room.",
      },
      {
        key: "tb-2026-02-6",
        title: "Community hall roof replacement – completion",
        minutes:
          "Kahu Roofing Ltd finished the new roof on 30 January 2026 at a final cost of $97,300, which is $2,500 over the contract sum because rotten purlins had to be replaced.",
      },
      {
        key: "tb-2026-02-7",
        title: "Chief Executive's report",
        minutes:
          "Daniel Okafor tabled the draft Strategic Plan 2026–2028 for a trustee workshop in March.",
      },
    ],
  },
  {
    key: "tb-2026-04",
    org: "totara",
    title: "Board meeting",
    start: "2026-04-21T17:30",
    durationMinutes: 150,
    location: TRUST_OFFICE,
    state: "Complete",
    attendance: attendance(boardPresent("priya", "tom"), ["priya", "tom"]),
    items: [
      {
        key: "tb-2026-04-1",
        title: "Apologies",
        type: "Apologies",
        minutes:
          "Apologies were received from Priya Raman and Tom Faleolo. The meeting was quorate with four trustees present.",
      },
      {
        key: "tb-2026-04-2",
        title: "Confirmation of the minutes of 17 February 2026",
        type: "ConfirmMinutes",
        minutes: "The minutes of 17 February 2026 were confirmed.",
      },
      {
        key: "tb-2026-04-3",
        title: "22 Wharf Street cottage – options",
        type: "Decision",
        minutes:
          "The board considered the options paper. A motion to sell the cottage at 22 Wharf Street by public tender was lost: 2 votes to 2, with the Chair's casting vote against the sale. Management will instead get quotes to repair the cottage and lease it as community housing.",
      },
      {
        key: "tb-2026-04-4",
        title: "Strategic Plan 2026–2028",
        type: "Decision",
        minutes:
          "The board adopted the Strategic Plan 2026–2028 with three priorities: the harbour foreshore, the community hall and young people.",
      },
      {
        key: "tb-2026-04-5",
        title: "Volunteer car pool",
        type: "Decision",
        minutes:
          "The board approved $4,200 for fuel vouchers for the volunteer car pool drivers for the rest of 2026.",
      },
      {
        key: "tb-2026-04-6",
        title: "Chief Executive's report",
        minutes: "Hall bookings for the first quarter were 212, the highest on record.",
      },
    ],
  },
  {
    key: "tb-2026-06",
    org: "totara",
    title: "Board meeting",
    start: "2026-06-16T17:30",
    durationMinutes: 150,
    location: TRUST_OFFICE,
    state: "Complete",
    attendance: attendance(boardPresent("hemi"), ["hemi"]),
    items: [
      {
        key: "tb-2026-06-1",
        title: "Apologies",
        type: "Apologies",
        minutes: "Apologies were received from Hemi Walker.",
      },
      {
        key: "tb-2026-06-2",
        title: "Confirmation of the minutes of 21 April 2026",
        type: "ConfirmMinutes",
        minutes: "The minutes of 21 April 2026 were confirmed.",
      },
      {
        key: "tb-2026-06-3",
        title: "Annual budget 2026/27",
        type: "Decision",
        minutes:
          "The board adopted the 2026/27 operating budget of $1,315,000, including $95,000 for community grants.",
      },
      {
        key: "tb-2026-06-4",
        title: "Community grants – June round",
        type: "Decision",
        minutes:
          "The board approved a grant of $14,000 to the Bay Foodbank towards a refrigerated delivery van.",
      },
      {
        key: "tb-2026-06-5",
        title: "Finance & Risk Committee report",
        minutes:
          "Priya Raman reported on the committee's March meeting: reserves stood at $720,000, about seven months of operating expenditure.",
      },
      {
        key: "tb-2026-06-6",
        title: "Solar panels for the community hall",
        minutes:
          "A first quote of $48,000 from SunCoast Energy was tabled. The board asked for a second quote before deciding.",
      },
      {
        key: "tb-2026-06-7",
        title: "Chief Executive's report",
        minutes:
          "The seawall defects inspection found no issues, so Harbour Marine's retention of $9,325 will be released.",
      },
    ],
  },
  {
    key: "tb-2026-08",
    org: "totara",
    title: "Board meeting",
    start: "2026-08-18T17:30",
    durationMinutes: 150,
    location: TRUST_OFFICE,
    state: "Complete",
    attendance: attendance(boardPresent("sophie"), ["sophie"]),
    items: [
      {
        key: "tb-2026-08-1",
        title: "Apologies",
        type: "Apologies",
        minutes: "Apologies were received from Sophie Lindqvist.",
      },
      {
        key: "tb-2026-08-2",
        title: "Confirmation of the minutes of 16 June 2026",
        type: "ConfirmMinutes",
        minutes: "The minutes of 16 June 2026 were confirmed.",
      },
      {
        key: "tb-2026-08-3",
        title: "Solar panels for the community hall",
        type: "Decision",
        minutes:
          "Two quotes were considered: SunCoast Energy at $48,000 and Bay Solar Ltd at $52,500. The decision was deferred to October until Kahu Roofing confirms that the roof warranty is not affected.",
      },
      {
        key: "tb-2026-08-4",
        title: "Community grants – August round",
        type: "Decision",
        minutes:
          "After a reduced application, the board approved a grant of $11,000 to the Tōtara Bay Youth Rowing Club towards a new coxed four.",
      },
      {
        key: "tb-2026-08-5",
        title: "Annual review of the Delegations of Authority Policy",
        type: "Decision",
        minutes:
          "The board reviewed the Delegations of Authority Policy and raised the chief executive's limit from $20,000 to $25,000 per transaction.",
      },
      {
        key: "tb-2026-08-6",
        title: "Chief Executive's report",
        minutes:
          "A boat trailer slipped on the Wharf Street boat ramp in July; nobody was hurt. New warning signs will be installed. The Chair will complete the chief executive's annual performance review in September.",
      },
    ],
  },
  {
    // Minutes not yet confirmed: they go to the December meeting.
    key: "tb-2026-10",
    org: "totara",
    title: "Board meeting",
    start: "2026-10-20T17:30",
    durationMinutes: 150,
    location: TRUST_OFFICE,
    state: "Review",
    attendance: attendance(boardPresent("hemi"), ["hemi"]),
    items: [
      {
        key: "tb-2026-10-1",
        title: "Apologies",
        type: "Apologies",
        minutes: "Apologies were received from Hemi Walker.",
      },
      {
        key: "tb-2026-10-2",
        title: "Confirmation of the minutes of 18 August 2026",
        type: "ConfirmMinutes",
        minutes: "The minutes of 18 August 2026 were confirmed.",
      },
      {
        key: "tb-2026-10-3",
        title: "Solar panels for the community hall",
        type: "Decision",
        minutes:
          "Kahu Roofing confirmed in writing that the roof warranty is not affected. The board approved the SunCoast Energy quote of $48,000 for solar panels on the community hall.",
      },
      {
        key: "tb-2026-10-4",
        title: "Audited financial statements 2025/26",
        type: "Decision",
        minutes:
          "The board noted the audited financial statements for the year ended 30 June 2026: a surplus of $41,700 and an unmodified audit opinion.",
      },
      {
        key: "tb-2026-10-5",
        title: "Community grants – October round",
        type: "Decision",
        minutes:
          "The board approved a grant of $8,500 to the Tōtara Bay Kindergarten for a sandpit cover. Aroha Ngata declared an interest and left the room.",
      },
      {
        key: "tb-2026-10-6",
        title: "Chief Executive's report",
        minutes:
          "The Trust Office will close from 23 December 2026 to 6 January 2027. The council's coastal plan is open for submissions until 20 November; Aroha Ngata offered to draft the trust's submission. Tom Faleolo and Sophie Lindqvist will organise the trust's stall at the Christmas parade.",
      },
    ],
  },
  {
    key: "tb-2026-12",
    org: "totara",
    title: "Board meeting and end-of-year function",
    start: "2026-12-08T16:00",
    durationMinutes: 180,
    location: "Tōtara Bay Surf Lifesaving Club, 40 Marine Parade",
    state: "PublishedAgenda",
    items: [
      { key: "tb-2026-12-1", title: "Apologies", type: "Apologies" },
      {
        key: "tb-2026-12-2",
        title: "Confirmation of the minutes of 20 October 2026",
        type: "ConfirmMinutes",
      },
      {
        key: "tb-2026-12-3",
        title: "22 Wharf Street cottage – repair quotes and lease options",
        description:
          "Daniel Okafor to present the repair quotes and two community housing lease proposals.",
      },
      {
        key: "tb-2026-12-4",
        title: "Review of the Conflicts of Interest Policy",
        description: "Aroha Ngata to report on her review of the policy.",
      },
      {
        key: "tb-2026-12-5",
        title: "Community grants – December round",
        type: "Decision",
        description:
          "Three applications: Tōtara Bay Playcentre, Bay Coastcare and the Tōtara Bay Brass Band.",
      },
      { key: "tb-2026-12-6", title: "Meeting calendar 2027", type: "Decision" },
      { key: "tb-2026-12-7", title: "Chief Executive's report" },
    ],
  },
  {
    key: "tb-2027-02",
    org: "totara",
    title: "Board meeting",
    start: "2027-02-16T17:30",
    durationMinutes: 150,
    location: TRUST_OFFICE,
    state: "Draft",
    items: [
      { key: "tb-2027-02-1", title: "Apologies", type: "Apologies" },
      {
        key: "tb-2027-02-2",
        title: "Confirmation of the minutes of 8 December 2026",
        type: "ConfirmMinutes",
      },
      { key: "tb-2027-02-3", title: "Annual review of the interests register" },
      { key: "tb-2027-02-4", title: "Community grants – February round", type: "Decision" },
      { key: "tb-2027-02-5", title: "Strategic Plan 2026–2028 – progress report" },
      { key: "tb-2027-02-6", title: "Chief Executive's report" },
    ],
  },

  // ---- Finance & Risk Committee ----
  {
    key: "far-2025-05",
    org: "far",
    title: "Finance & Risk Committee meeting",
    start: "2025-05-29T16:00",
    durationMinutes: 90,
    location: COMMITTEE_ROOM,
    state: "Complete",
    attendance: attendance(committeePresent()),
    items: [
      {
        key: "far-2025-05-1",
        title: "Apologies",
        type: "Apologies",
        minutes: "No apologies. Daniel Okafor and Grace Chen (Finance Manager) were in attendance.",
      },
      {
        key: "far-2025-05-2",
        title: "Draft budget 2025/26",
        type: "Decision",
        minutes:
          "The committee recommended the draft 2025/26 operating budget of $1,240,000 to the board.",
      },
      {
        key: "far-2025-05-3",
        title: "Risk register",
        type: "Decision",
        minutes:
          "The committee noted the risk register. The top risk remains coastal erosion at the Wharf Street seawall.",
      },
      {
        key: "far-2025-05-4",
        title: "Treasury report",
        minutes: "Reserves were $745,000, held in term deposits with ANZ and Kiwibank.",
      },
      {
        key: "far-2025-05-5",
        title: "Insurance renewal",
        type: "Decision",
        minutes:
          "The committee approved the insurance renewal with Vero through the broker Crombie Lockwood, at a premium of $31,400.",
      },
    ],
  },
  {
    key: "far-2025-09",
    org: "far",
    title: "Finance & Risk Committee meeting",
    start: "2025-09-25T16:00",
    durationMinutes: 90,
    location: COMMITTEE_ROOM,
    state: "Complete",
    attendance: attendance(committeePresent("aroha"), ["aroha"]),
    items: [
      {
        key: "far-2025-09-1",
        title: "Apologies",
        type: "Apologies",
        minutes: "Apologies were received from Aroha Ngata.",
      },
      {
        key: "far-2025-09-2",
        title: "Confirmation of the minutes of 29 May 2025",
        type: "ConfirmMinutes",
        minutes: "The minutes of 29 May 2025 were confirmed.",
      },
      {
        key: "far-2025-09-3",
        title: "Financial statements 2024/25",
        type: "Decision",
        minutes:
          "The committee recommended the audited financial statements for the year ended 30 June 2025 to the board.",
      },
      {
        key: "far-2025-09-4",
        title: "Audit management letter",
        minutes:
          "Moana Audit Partners raised one matter: the fixed asset register had not been reconciled. Grace Chen will reconcile it by December.",
      },
      {
        key: "far-2025-09-5",
        title: "Review of the Treasury and Reserves Policy",
        type: "Decision",
        minutes:
          "The committee reviewed the policy and recommended that the reserves target stay at six months of operating expenditure.",
      },
    ],
  },
  {
    key: "far-2026-03",
    org: "far",
    title: "Finance & Risk Committee meeting",
    start: "2026-03-12T16:00",
    durationMinutes: 90,
    location: COMMITTEE_ROOM,
    state: "Complete",
    attendance: attendance(committeePresent()),
    items: [
      {
        key: "far-2026-03-1",
        title: "Apologies",
        type: "Apologies",
        minutes: "No apologies. Daniel Okafor and Grace Chen were in attendance.",
      },
      {
        key: "far-2026-03-2",
        title: "Confirmation of the minutes of 25 September 2025",
        type: "ConfirmMinutes",
        minutes: "The minutes of 25 September 2025 were confirmed.",
      },
      {
        key: "far-2026-03-3",
        title: "Treasury report",
        minutes:
          "Reserves stood at $720,000, about seven months of operating expenditure and above the six-month target. 38% of funds are held with ANZ.",
      },
      {
        key: "far-2026-03-4",
        title: "Insurance broker",
        type: "Decision",
        minutes:
          "The committee approved appointing Aon as the trust's insurance broker from 1 July 2026, replacing Crombie Lockwood.",
      },
      {
        key: "far-2026-03-5",
        title: "Risk register",
        type: "Decision",
        minutes:
          "The committee noted the risk register and added a new risk: cyber security of the hall booking system. Aroha Ngata will go through the fraud control checklist with Grace Chen.",
      },
    ],
  },
  {
    // Minutes go to the December committee meeting for confirmation.
    key: "far-2026-09",
    org: "far",
    title: "Finance & Risk Committee meeting",
    start: "2026-09-10T16:00",
    durationMinutes: 90,
    location: COMMITTEE_ROOM,
    state: "Review",
    attendance: attendance(committeePresent()),
    items: [
      { key: "far-2026-09-1", title: "Apologies", type: "Apologies", minutes: "No apologies." },
      {
        key: "far-2026-09-2",
        title: "Confirmation of the minutes of 12 March 2026",
        type: "ConfirmMinutes",
        minutes: "The minutes of 12 March 2026 were confirmed.",
      },
      {
        key: "far-2026-09-3",
        title: "Investment proposal",
        type: "Decision",
        minutes:
          "Priya Raman moved that $200,000 of reserves be moved into the Kiwi Growth Fund, seconded by Hemi Walker. The motion was lost on an equality of votes, 2 to 2, so the funds stay in term deposits.",
      },
      {
        key: "far-2026-09-4",
        title: "Internal audit plan 2027",
        type: "Decision",
        minutes:
          "The committee approved the 2027 internal audit plan with a budget of $18,000. Grace Chen will tender the engagement.",
      },
      {
        key: "far-2026-09-5",
        title: "Treasury and Reserves Policy",
        minutes:
          "The committee asked Priya Raman to draft an update to the Treasury and Reserves Policy for its December meeting.",
      },
    ],
  },
  {
    key: "far-2026-12",
    org: "far",
    title: "Finance & Risk Committee meeting",
    start: "2026-12-03T16:00",
    durationMinutes: 90,
    location: COMMITTEE_ROOM,
    state: "PublishedAgenda",
    items: [
      { key: "far-2026-12-1", title: "Apologies", type: "Apologies" },
      {
        key: "far-2026-12-2",
        title: "Confirmation of the minutes of 10 September 2026",
        type: "ConfirmMinutes",
      },
      {
        key: "far-2026-12-3",
        title: "Updated Treasury and Reserves Policy",
        description: "Draft from Priya Raman.",
      },
      { key: "far-2026-12-4", title: "Insurance renewal 2027", type: "Decision" },
      { key: "far-2026-12-5", title: "Internal audit – appointment of provider", type: "Decision" },
      { key: "far-2026-12-6", title: "Risk register review" },
    ],
  },

  // ---- Kererū Sports Club (not readable by the Tōtara askers) ----
  {
    key: "kb-2025-07",
    org: "kereru",
    title: "Club board meeting",
    start: "2025-07-14T19:00",
    durationMinutes: 120,
    location: CLUBROOMS,
    state: "Complete",
    attendance: attendance(["hine", "rawiri", "ana", "fiona"]),
    items: [
      {
        key: "kb-2025-07-1",
        title: "Apologies",
        type: "Apologies",
        minutes:
          "No apologies. Hine Pōmare (chair), Rāwiri Kemp and Ana Tupou were present, with Fiona Brandt as secretary.",
      },
      {
        key: "kb-2025-07-2",
        title: "Confirmation of the minutes of 9 June 2025",
        type: "ConfirmMinutes",
        minutes: "The minutes of 9 June 2025 were confirmed.",
      },
      {
        key: "kb-2025-07-3",
        title: "Declarations of interest",
        minutes:
          "Hine Pōmare declared that she owns Pōmare Plumbing Ltd, which may quote for clubroom plumbing work.",
      },
      {
        key: "kb-2025-07-4",
        title: "Floodlights for the No. 1 field",
        type: "Decision",
        minutes:
          "The board approved LED floodlights for the No. 1 field from Sportlight NZ for $38,000, funded from a gaming trust grant.",
      },
      {
        key: "kb-2025-07-5",
        title: "Subscriptions for 2026",
        type: "Decision",
        minutes: "Senior subscriptions for 2026 were set at $180 and junior subscriptions at $60.",
      },
    ],
  },
  {
    key: "kb-2026-03",
    org: "kereru",
    title: "Club board meeting",
    start: "2026-03-09T19:00",
    durationMinutes: 120,
    location: CLUBROOMS,
    state: "Complete",
    attendance: attendance(["hine", "ana", "tom", "fiona"], ["rawiri"]),
    items: [
      {
        key: "kb-2026-03-1",
        title: "Apologies",
        type: "Apologies",
        minutes:
          "Apologies from Rāwiri Kemp. Tom Faleolo attended his first meeting since joining the board in January.",
      },
      {
        key: "kb-2026-03-2",
        title: "Confirmation of the minutes of 14 July 2025",
        type: "ConfirmMinutes",
        minutes: "The minutes of 14 July 2025 were confirmed.",
      },
      {
        key: "kb-2026-03-3",
        title: "Grant from the Tōtara Bay Community Trust",
        minutes:
          "The club has received $9,000 from the Tōtara Bay Community Trust for junior football equipment. Tom Faleolo noted that he had declared an interest at the trust.",
      },
      {
        key: "kb-2026-03-4",
        title: "Clubroom extension loan",
        type: "Decision",
        minutes:
          "A motion to borrow $60,000 from the bank for a clubroom extension was lost on a show of hands.",
      },
      {
        key: "kb-2026-03-5",
        title: "Clubroom kitchen",
        minutes: "Tom Faleolo will get quotes for upgrading the clubroom kitchen.",
      },
    ],
  },
  {
    key: "kb-2026-09",
    org: "kereru",
    title: "Club board meeting",
    start: "2026-09-14T19:00",
    durationMinutes: 120,
    location: CLUBROOMS,
    state: "Review",
    attendance: attendance(["hine", "rawiri", "ana", "tom", "fiona"]),
    items: [
      {
        key: "kb-2026-09-1",
        title: "Apologies",
        type: "Apologies",
        minutes: "No apologies; all four board members were present.",
      },
      {
        key: "kb-2026-09-2",
        title: "Confirmation of the minutes of 9 March 2026",
        type: "ConfirmMinutes",
        minutes: "The minutes of 9 March 2026 were confirmed.",
      },
      {
        key: "kb-2026-09-3",
        title: "Clubroom kitchen upgrade",
        type: "Decision",
        minutes:
          "Hine Pōmare declared her interest, as Pōmare Plumbing Ltd would do the plumbing, and did not vote. The board approved the kitchen upgrade by Bayline Kitchens for $22,000.",
      },
      {
        key: "kb-2026-09-4",
        title: "Floodlight timers",
        minutes:
          "The new floodlights use more power than expected; Rāwiri Kemp will install timers.",
      },
      {
        key: "kb-2026-09-5",
        title: "Annual general meeting",
        minutes: "The AGM will be held at the clubrooms on 23 November 2026.",
      },
    ],
  },
];

// Dollar figures: integer cents, mirrored in each decision's text.
const dollars = (whole: number): number => whole * 100;

const decisions: Decision[] = [
  // ---- Board, 2025 ----
  {
    key: "d01",
    org: "totara",
    meeting: "tb-2025-02",
    item: "tb-2025-02-4",
    title: "Grant to the Tōtara Bay Kindergarten",
    text: "The board approved a grant of $12,000 to the Tōtara Bay Kindergarten for shade sails.",
    decidedOn: "2025-02-18",
    outcome: "Approved",
    mover: "priya",
    seconder: "sophie",
    tally: tally(4, 0, 0, 1),
    amountCents: dollars(12_000),
  },
  {
    key: "d02",
    org: "totara",
    meeting: "tb-2025-02",
    item: "tb-2025-02-6",
    title: "Reappointment of the auditor",
    text: "The board reappointed Moana Audit Partners as auditor for the year ending 30 June 2025.",
    decidedOn: "2025-02-18",
    outcome: "Approved",
    mover: "james",
    seconder: "hemi",
    tally: tally(5),
  },
  {
    key: "d03",
    org: "totara",
    meeting: "tb-2025-04",
    item: "tb-2025-04-4",
    title: "Grant to the Tōtara Bay Surf Lifesaving Club",
    text: "The board approved a grant of $18,500 to the Tōtara Bay Surf Lifesaving Club for an inflatable rescue boat.",
    decidedOn: "2025-04-15",
    outcome: "Approved",
    mover: "james",
    seconder: "aroha",
    tally: tally(4, 0, 0, 1),
    amountCents: dollars(18_500),
  },
  {
    key: "d04",
    org: "totara",
    meeting: "tb-2025-04",
    item: "tb-2025-04-5",
    title: "Increase in trustee fees",
    text: "That trustee fees increase by 10% from 1 July 2025. The motion was lost, 2 votes to 3.",
    decidedOn: "2025-04-15",
    outcome: "NotApproved",
    mover: "tom",
    seconder: "priya",
    tally: tally(2, 3),
  },
  {
    key: "d05",
    org: "totara",
    meeting: "tb-2025-04",
    item: "tb-2025-04-6",
    title: "Health and Safety Policy readopted",
    text: "The board readopted the Health and Safety Policy without change.",
    decidedOn: "2025-04-15",
    outcome: "Approved",
    mover: "sophie",
    seconder: "aroha",
    tally: tally(5),
  },
  {
    key: "d06",
    org: "totara",
    meeting: "tb-2025-06",
    item: "tb-2025-06-4",
    title: "Boat ramp and seawall repairs – contract with Harbour Marine Ltd",
    text: "The board awarded the boat ramp and seawall repair contract to Harbour Marine Ltd for $186,500. Hemi Walker declared an interest and left the room; Sophie Lindqvist abstained.",
    decidedOn: "2025-06-17",
    outcome: "Approved",
    mover: "priya",
    seconder: "tom",
    tally: tally(4, 0, 1, 1),
    amountCents: dollars(186_500),
  },
  {
    key: "d07",
    org: "totara",
    meeting: "tb-2025-06",
    item: "tb-2025-06-5",
    title: "Annual budget 2025/26",
    text: "The board adopted the 2025/26 operating budget of $1,240,000, including $90,000 for community grants.",
    decidedOn: "2025-06-17",
    outcome: "Approved",
    mover: "james",
    seconder: "aroha",
    tally: tally(6),
    amountCents: dollars(1_240_000),
  },
  {
    key: "d08",
    org: "totara",
    meeting: "tb-2025-06",
    item: "tb-2025-06-6",
    title: "Grant to the Bay Foodbank",
    text: "The board approved a grant of $7,500 to the Bay Foodbank towards a walk-in chiller.",
    decidedOn: "2025-06-17",
    outcome: "Approved",
    mover: "sophie",
    seconder: "hemi",
    tally: tally(6),
    amountCents: dollars(7_500),
  },
  {
    key: "d09",
    org: "totara",
    meeting: "tb-2025-10",
    item: "tb-2025-10-3",
    title: "Audited financial statements 2024/25",
    text: "The board noted the audited financial statements for the year ended 30 June 2025, with a surplus of $63,200.",
    decidedOn: "2025-10-21",
    outcome: "Noted",
  },
  {
    key: "d10",
    org: "totara",
    meeting: "tb-2025-10",
    item: "tb-2025-10-4",
    title: "Community hall roof replacement – contract with Kahu Roofing Ltd",
    text: "The board approved a contract with Kahu Roofing Ltd for $94,800 to replace the community hall roof.",
    decidedOn: "2025-10-21",
    outcome: "Approved",
    mover: "hemi",
    seconder: "sophie",
    tally: tally(5),
    amountCents: dollars(94_800),
  },
  {
    key: "d11",
    org: "totara",
    meeting: "tb-2025-10",
    item: "tb-2025-10-5",
    title: "Grant to the Tōtara Bay Youth Rowing Club",
    text: "That the board grant $15,000 to the Tōtara Bay Youth Rowing Club towards a new coxed four. The motion was lost on an equality of votes.",
    decidedOn: "2025-10-21",
    outcome: "NotApproved",
    mover: "tom",
    seconder: "hemi",
    tally: tally(2, 2, 1),
  },
  {
    key: "d12",
    org: "totara",
    meeting: "tb-2025-10",
    item: "tb-2025-10-5",
    title: "Grant to the Tōtara Bay Toy Library",
    text: "The board approved a grant of $5,000 to the Tōtara Bay Toy Library for new stock.",
    decidedOn: "2025-10-21",
    outcome: "Approved",
    mover: "priya",
    seconder: "sophie",
    tally: tally(5),
    amountCents: dollars(5_000),
  },
  {
    key: "d13",
    org: "totara",
    meeting: "tb-2025-12",
    item: "tb-2025-12-3",
    title: "Grant to Te Rōpū Kapa Haka o Tōtara",
    text: "The board approved a grant of $6,000 to Te Rōpū Kapa Haka o Tōtara for competition costumes.",
    decidedOn: "2025-12-09",
    outcome: "Approved",
    mover: "aroha",
    seconder: "tom",
    tally: tally(4),
    amountCents: dollars(6_000),
  },
  {
    key: "d14",
    org: "totara",
    meeting: "tb-2025-12",
    item: "tb-2025-12-5",
    title: "Naming of the hall meeting room",
    text: "The proposal to name the hall's meeting room after the late Kuia Ruiha Hohaia was deferred to February 2026 for consultation with her whānau.",
    decidedOn: "2025-12-09",
    outcome: "Deferred",
  },
  {
    key: "d15",
    org: "totara",
    meeting: "tb-2025-12",
    item: "tb-2025-12-7",
    title: "Meeting calendar 2026",
    text: "The board adopted its 2026 meeting dates: 17 February, 21 April, 16 June, 18 August, 20 October and 8 December.",
    decidedOn: "2025-12-09",
    outcome: "Approved",
    mover: "james",
    seconder: "priya",
    tally: tally(4),
  },
  // ---- Board, 2026 ----
  {
    key: "d16",
    org: "totara",
    meeting: "tb-2026-02",
    item: "tb-2026-02-4",
    title: "Grant to the Kererū Sports Club",
    text: "The board approved a grant of $9,000 to the Kererū Sports Club for junior football equipment. Tom Faleolo declared an interest and left the room.",
    decidedOn: "2026-02-17",
    outcome: "Approved",
    mover: "priya",
    seconder: "aroha",
    tally: tally(5, 0, 0, 1),
    amountCents: dollars(9_000),
  },
  {
    key: "d17",
    org: "totara",
    meeting: "tb-2026-02",
    item: "tb-2026-02-5",
    title: "Naming of the hall meeting room",
    text: "The board resolved to name the hall's meeting room the Ruiha Hohaia Room.",
    decidedOn: "2026-02-17",
    outcome: "Approved",
    mover: "aroha",
    seconder: "hemi",
    tally: tally(6),
  },
  {
    key: "d18",
    org: "totara",
    meeting: "tb-2026-04",
    item: "tb-2026-04-3",
    title: "Sale of the 22 Wharf Street cottage",
    text: "That the cottage at 22 Wharf Street be sold by public tender. The motion was lost, 2 votes to 2, on the Chair's casting vote.",
    decidedOn: "2026-04-21",
    outcome: "NotApproved",
    mover: "hemi",
    seconder: "sophie",
    tally: tally(2, 2),
  },
  {
    key: "d19",
    org: "totara",
    meeting: "tb-2026-04",
    item: "tb-2026-04-4",
    title: "Strategic Plan 2026–2028",
    text: "The board adopted the Strategic Plan 2026–2028.",
    decidedOn: "2026-04-21",
    outcome: "Approved",
    mover: "sophie",
    seconder: "aroha",
    tally: tally(4),
  },
  {
    key: "d20",
    org: "totara",
    meeting: "tb-2026-04",
    item: "tb-2026-04-5",
    title: "Fuel vouchers for the volunteer car pool",
    text: "The board approved $4,200 for fuel vouchers for volunteer car pool drivers for the rest of 2026.",
    decidedOn: "2026-04-21",
    outcome: "Approved",
    mover: "aroha",
    seconder: "james",
    tally: tally(4),
    amountCents: dollars(4_200),
  },
  {
    key: "d21",
    org: "totara",
    meeting: "tb-2026-06",
    item: "tb-2026-06-3",
    title: "Annual budget 2026/27",
    text: "The board adopted the 2026/27 operating budget of $1,315,000, including $95,000 for community grants.",
    decidedOn: "2026-06-16",
    outcome: "Approved",
    mover: "priya",
    seconder: "james",
    tally: tally(5),
    amountCents: dollars(1_315_000),
  },
  {
    key: "d22",
    org: "totara",
    meeting: "tb-2026-06",
    item: "tb-2026-06-4",
    title: "Grant to the Bay Foodbank",
    text: "The board approved a grant of $14,000 to the Bay Foodbank towards a refrigerated delivery van.",
    decidedOn: "2026-06-16",
    outcome: "Approved",
    mover: "sophie",
    seconder: "aroha",
    tally: tally(5),
    amountCents: dollars(14_000),
  },
  {
    key: "d23",
    org: "totara",
    meeting: "tb-2026-08",
    item: "tb-2026-08-3",
    title: "Solar panels for the community hall",
    text: "The decision on solar panels for the community hall was deferred to October pending confirmation that the roof warranty is not affected.",
    decidedOn: "2026-08-18",
    outcome: "Deferred",
  },
  {
    key: "d24",
    org: "totara",
    meeting: "tb-2026-08",
    item: "tb-2026-08-4",
    title: "Grant to the Tōtara Bay Youth Rowing Club",
    text: "The board approved a grant of $11,000 to the Tōtara Bay Youth Rowing Club towards a new coxed four.",
    decidedOn: "2026-08-18",
    outcome: "Approved",
    mover: "tom",
    seconder: "hemi",
    tally: tally(5),
    amountCents: dollars(11_000),
  },
  {
    key: "d25",
    org: "totara",
    meeting: "tb-2026-08",
    item: "tb-2026-08-5",
    title: "Delegations of Authority Policy reviewed",
    text: "The board readopted the Delegations of Authority Policy, raising the chief executive's limit from $20,000 to $25,000 per transaction.",
    decidedOn: "2026-08-18",
    outcome: "Approved",
    mover: "priya",
    seconder: "aroha",
    tally: tally(5),
  },
  {
    key: "d26",
    org: "totara",
    meeting: "tb-2026-10",
    item: "tb-2026-10-3",
    title: "Solar panels for the community hall",
    text: "The board approved the SunCoast Energy quote of $48,000 for solar panels on the community hall.",
    decidedOn: "2026-10-20",
    outcome: "Approved",
    mover: "sophie",
    seconder: "priya",
    tally: tally(5),
    amountCents: dollars(48_000),
  },
  {
    key: "d27",
    org: "totara",
    meeting: "tb-2026-10",
    item: "tb-2026-10-4",
    title: "Audited financial statements 2025/26",
    text: "The board noted the audited financial statements for the year ended 30 June 2026, with a surplus of $41,700.",
    decidedOn: "2026-10-20",
    outcome: "Noted",
  },
  {
    key: "d28",
    org: "totara",
    meeting: "tb-2026-10",
    item: "tb-2026-10-5",
    title: "Grant to the Tōtara Bay Kindergarten",
    text: "The board approved a grant of $8,500 to the Tōtara Bay Kindergarten for a sandpit cover. Aroha Ngata declared an interest and left the room.",
    decidedOn: "2026-10-20",
    outcome: "Approved",
    mover: "priya",
    seconder: "sophie",
    tally: tally(4, 0, 0, 1),
    amountCents: dollars(8_500),
  },
  // ---- Finance & Risk Committee ----
  {
    key: "c01",
    org: "far",
    meeting: "far-2025-05",
    item: "far-2025-05-2",
    title: "Draft budget 2025/26 recommended to the board",
    text: "The committee recommended the draft 2025/26 operating budget of $1,240,000 to the board.",
    decidedOn: "2025-05-29",
    outcome: "Approved",
    mover: "sophie",
    seconder: "aroha",
    tally: tally(4),
  },
  {
    key: "c02",
    org: "far",
    meeting: "far-2025-05",
    item: "far-2025-05-3",
    title: "Risk register",
    text: "The committee noted the risk register; coastal erosion at the Wharf Street seawall remains the top risk.",
    decidedOn: "2025-05-29",
    outcome: "Noted",
  },
  {
    key: "c03",
    org: "far",
    meeting: "far-2025-05",
    item: "far-2025-05-5",
    title: "Insurance renewal 2025",
    text: "The committee approved the insurance renewal with Vero through Crombie Lockwood at a premium of $31,400.",
    decidedOn: "2025-05-29",
    outcome: "Approved",
    mover: "aroha",
    seconder: "sophie",
    tally: tally(4),
    amountCents: dollars(31_400),
  },
  {
    key: "c04",
    org: "far",
    meeting: "far-2025-09",
    item: "far-2025-09-3",
    title: "Financial statements 2024/25 recommended to the board",
    text: "The committee recommended the audited financial statements for the year ended 30 June 2025 to the board.",
    decidedOn: "2025-09-25",
    outcome: "Approved",
    mover: "sophie",
    seconder: "priya",
    tally: tally(3),
  },
  {
    key: "c05",
    org: "far",
    meeting: "far-2025-09",
    item: "far-2025-09-5",
    title: "Reserves target",
    text: "The committee recommended that the reserves target stay at six months of operating expenditure.",
    decidedOn: "2025-09-25",
    outcome: "Approved",
    mover: "priya",
    seconder: "hemi",
    tally: tally(3),
  },
  {
    key: "c06",
    org: "far",
    meeting: "far-2026-03",
    item: "far-2026-03-4",
    title: "Appointment of Aon as insurance broker",
    text: "The committee approved appointing Aon as insurance broker from 1 July 2026, replacing Crombie Lockwood.",
    decidedOn: "2026-03-12",
    outcome: "Approved",
    mover: "aroha",
    seconder: "sophie",
    tally: tally(4),
  },
  {
    key: "c07",
    org: "far",
    meeting: "far-2026-03",
    item: "far-2026-03-5",
    title: "Risk register",
    text: "The committee noted the risk register and added cyber security of the hall booking system as a new risk.",
    decidedOn: "2026-03-12",
    outcome: "Noted",
  },
  {
    key: "c08",
    org: "far",
    meeting: "far-2026-09",
    item: "far-2026-09-3",
    title: "Investment in the Kiwi Growth Fund",
    text: "That $200,000 of reserves be moved into the Kiwi Growth Fund. The motion was lost, 2 votes to 2.",
    decidedOn: "2026-09-10",
    outcome: "NotApproved",
    mover: "priya",
    seconder: "hemi",
    tally: tally(2, 2),
  },
  {
    key: "c09",
    org: "far",
    meeting: "far-2026-09",
    item: "far-2026-09-4",
    title: "Internal audit plan 2027",
    text: "The committee approved the 2027 internal audit plan with a budget of $18,000.",
    decidedOn: "2026-09-10",
    outcome: "Approved",
    mover: "sophie",
    seconder: "aroha",
    tally: tally(4),
    amountCents: dollars(18_000),
  },
  // ---- Kererū Sports Club ----
  {
    key: "k01",
    org: "kereru",
    meeting: "kb-2025-07",
    item: "kb-2025-07-4",
    title: "Floodlights for the No. 1 field",
    text: "The board approved LED floodlights for the No. 1 field from Sportlight NZ for $38,000.",
    decidedOn: "2025-07-14",
    outcome: "Approved",
    mover: "rawiri",
    seconder: "ana",
    tally: tally(3),
    amountCents: dollars(38_000),
  },
  {
    key: "k02",
    org: "kereru",
    meeting: "kb-2025-07",
    item: "kb-2025-07-5",
    title: "Subscriptions for 2026",
    text: "Senior subscriptions for 2026 were set at $180 and junior subscriptions at $60.",
    decidedOn: "2025-07-14",
    outcome: "Approved",
    mover: "ana",
    seconder: "rawiri",
    tally: tally(3),
  },
  {
    key: "k03",
    org: "kereru",
    meeting: "kb-2026-03",
    item: "kb-2026-03-4",
    title: "Clubroom extension loan",
    text: "That the club borrow $60,000 for a clubroom extension. The motion was lost on a show of hands.",
    decidedOn: "2026-03-09",
    outcome: "NotApproved",
    mover: "ana",
    seconder: "tom",
  },
  {
    key: "k04",
    org: "kereru",
    meeting: "kb-2026-09",
    item: "kb-2026-09-3",
    title: "Clubroom kitchen upgrade",
    text: "The board approved the clubroom kitchen upgrade by Bayline Kitchens for $22,000. Hine Pōmare declared an interest and did not vote.",
    decidedOn: "2026-09-14",
    outcome: "Approved",
    mover: "tom",
    seconder: "ana",
    tally: tally(3, 0, 0, 1),
    amountCents: dollars(22_000),
  },
];

const actions: Action[] = [
  // ---- Board ----
  {
    key: "a01",
    org: "totara",
    meeting: "tb-2025-02",
    item: "tb-2025-02-5",
    description: "Call for tenders for the boat ramp and seawall repairs",
    owners: ["daniel"],
    due: "2025-04-11",
    status: "Done",
  },
  {
    key: "a02",
    org: "totara",
    meeting: "tb-2025-04",
    item: "tb-2025-04-3",
    description: "Add Priya Raman's Coastline Accounting declaration to the interests register",
    owners: ["mere"],
    due: "2025-04-30",
    status: "Done",
  },
  {
    key: "a03",
    org: "totara",
    meeting: "tb-2025-04",
    item: "tb-2025-04-7",
    description: "Circulate the tender evaluation for the boat ramp and seawall",
    owners: ["daniel"],
    due: "2025-06-06",
    status: "Done",
  },
  {
    key: "a04",
    org: "totara",
    meeting: "tb-2025-06",
    item: "tb-2025-06-7",
    description: "Obtain a condition survey and quotes for the community hall roof",
    owners: ["daniel"],
    due: "2025-09-30",
    status: "Done",
  },
  {
    key: "a05",
    org: "totara",
    meeting: "tb-2025-06",
    item: "tb-2025-06-3",
    description: "Record Hemi Walker's Harbour Marine declaration in the interests register",
    owners: ["mere"],
    due: "2025-06-24",
    status: "Done",
  },
  {
    key: "a06",
    org: "totara",
    meeting: "tb-2025-10",
    item: "tb-2025-10-4",
    description:
      "Schedule the hall roof replacement with Kahu Roofing and tell hirers about closures",
    owners: ["daniel"],
    due: "2025-12-19",
    status: "Done",
  },
  {
    key: "a07",
    org: "totara",
    meeting: "tb-2025-10",
    item: "tb-2025-10-5",
    description: "Meet the Youth Rowing Club about a smaller grant application",
    owners: ["tom"],
    due: "2026-02-13",
    status: "Done",
  },
  {
    key: "a08",
    org: "totara",
    meeting: "tb-2025-10",
    item: "tb-2025-10-6",
    description: "Organise a trustee working bee at the seawall",
    owners: ["hemi"],
    due: "2025-11-29",
    status: "Cancelled",
  },
  {
    key: "a09",
    org: "totara",
    meeting: "tb-2025-12",
    item: "tb-2025-12-4",
    description: "Prepare an options paper on the 22 Wharf Street cottage, including a sale",
    owners: ["daniel"],
    due: "2026-04-10",
    status: "Done",
  },
  {
    key: "a10",
    org: "totara",
    meeting: "tb-2025-12",
    item: "tb-2025-12-5",
    description: "Consult the Hohaia whānau about naming the hall meeting room",
    owners: ["aroha"],
    due: "2026-02-06",
    status: "Done",
  },
  {
    key: "a11",
    org: "totara",
    meeting: "tb-2026-02",
    item: "tb-2026-02-7",
    description: "Run a strategic plan workshop with trustees",
    owners: ["daniel"],
    due: "2026-03-27",
    status: "Done",
  },
  {
    key: "a12",
    org: "totara",
    meeting: "tb-2026-02",
    item: "tb-2026-02-3",
    description:
      "Update the interests register for Tom Faleolo, Sophie Lindqvist, Hemi Walker and James Whitcombe",
    owners: ["mere"],
    due: "2026-02-27",
    status: "Done",
  },
  {
    key: "a13",
    org: "totara",
    meeting: "tb-2026-04",
    item: "tb-2026-04-3",
    description:
      "Get quotes to repair the 22 Wharf Street cottage and lease it as community housing",
    owners: ["daniel"],
    due: "2026-07-31",
    status: "InProgress",
  },
  {
    key: "a14",
    org: "totara",
    meeting: "tb-2026-04",
    item: "tb-2026-04-3",
    description: "Approach community housing providers about leasing the Wharf Street cottage",
    owners: ["hemi"],
    due: "2027-01-29",
    status: "OnHold",
  },
  {
    key: "a15",
    org: "totara",
    meeting: "tb-2026-06",
    item: "tb-2026-06-6",
    description: "Obtain a second quote for solar panels on the community hall",
    owners: ["daniel"],
    due: "2026-08-07",
    status: "Done",
  },
  {
    key: "a16",
    org: "totara",
    meeting: "tb-2026-06",
    item: "tb-2026-06-7",
    description: "Draft a youth engagement plan under the Strategic Plan 2026–2028",
    owners: ["sophie"],
    due: "2026-10-09",
    status: "InProgress",
  },
  {
    key: "a17",
    org: "totara",
    meeting: "tb-2026-08",
    item: "tb-2026-08-6",
    description: "Install new warning signs at the Wharf Street boat ramp",
    owners: ["daniel"],
    due: "2026-09-30",
    status: "NotStarted",
  },
  {
    key: "a18",
    org: "totara",
    meeting: "tb-2026-08",
    item: "tb-2026-08-5",
    description: "Review the Conflicts of Interest Policy and report to the December meeting",
    owners: ["aroha"],
    due: "2026-12-08",
    status: "InProgress",
  },
  {
    key: "a19",
    org: "totara",
    meeting: "tb-2026-08",
    item: "tb-2026-08-6",
    description: "Complete the chief executive's annual performance review",
    owners: ["james"],
    due: "2026-09-25",
    status: "Done",
  },
  {
    key: "a20",
    org: "totara",
    meeting: "tb-2026-10",
    item: "tb-2026-10-6",
    description: "Send the 2027 meeting calendar to trustees",
    owners: ["mere"],
    due: "2026-11-13",
    status: "NotStarted",
  },
  {
    key: "a21",
    org: "totara",
    meeting: "tb-2026-10",
    item: "tb-2026-10-3",
    description: "Sign the SunCoast Energy contract and schedule the solar installation",
    owners: ["daniel"],
    due: "2027-01-29",
    status: "InProgress",
  },
  {
    key: "a22",
    org: "totara",
    meeting: "tb-2026-10",
    item: "tb-2026-10-6",
    description: "Organise the trust's stall at the Tōtara Bay Christmas parade",
    owners: ["tom", "sophie"],
    due: "2026-12-12",
    status: "NotStarted",
  },
  {
    key: "a23",
    org: "totara",
    meeting: "tb-2026-10",
    item: "tb-2026-10-6",
    description: "Draft the trust's submission on the council's coastal plan",
    owners: ["aroha"],
    due: "2026-11-20",
    status: "NotStarted",
  },
  // ---- Finance & Risk Committee ----
  {
    key: "ca1",
    org: "far",
    meeting: "far-2025-05",
    item: "far-2025-05-5",
    description: "Obtain a second insurance quote before the 2026 renewal",
    owners: ["grace"],
    due: "2026-04-30",
    status: "Done",
  },
  {
    key: "ca2",
    org: "far",
    meeting: "far-2025-09",
    item: "far-2025-09-4",
    description: "Reconcile the fixed asset register",
    owners: ["grace"],
    due: "2025-12-12",
    status: "Done",
  },
  {
    key: "ca3",
    org: "far",
    meeting: "far-2026-03",
    item: "far-2026-03-5",
    description: "Arrange a cyber security review of the hall booking system",
    owners: ["daniel"],
    due: "2026-06-30",
    status: "InProgress",
  },
  {
    key: "ca4",
    org: "far",
    meeting: "far-2026-03",
    item: "far-2026-03-5",
    description: "Go through the fraud control checklist with Grace Chen",
    owners: ["aroha"],
    due: "2026-05-29",
    status: "Done",
  },
  {
    key: "ca5",
    org: "far",
    meeting: "far-2026-09",
    item: "far-2026-09-5",
    description: "Draft an updated Treasury and Reserves Policy for the December committee meeting",
    owners: ["priya"],
    due: "2026-12-03",
    status: "NotStarted",
  },
  {
    key: "ca6",
    org: "far",
    meeting: "far-2026-09",
    item: "far-2026-09-4",
    description: "Tender the internal audit engagement",
    owners: ["grace"],
    due: "2026-10-30",
    status: "NotStarted",
  },
  {
    key: "ca7",
    org: "far",
    meeting: "far-2026-09",
    item: "far-2026-09-3",
    description: "Report on the Kiwi Growth Fund's fees",
    owners: ["hemi"],
    due: "2026-10-15",
    status: "Cancelled",
  },
  // ---- Kererū Sports Club ----
  {
    key: "ka1",
    org: "kereru",
    meeting: "kb-2026-03",
    item: "kb-2026-03-5",
    description: "Get quotes for upgrading the clubroom kitchen",
    owners: ["tom"],
    due: "2026-05-01",
    status: "Done",
  },
  {
    key: "ka2",
    org: "kereru",
    meeting: "kb-2026-09",
    item: "kb-2026-09-4",
    description: "Install timers on the new floodlights",
    owners: ["rawiri"],
    due: "2026-10-31",
    status: "NotStarted",
  },
];

const interests: Interest[] = [
  {
    key: "i1",
    org: "totara",
    person: "hemi",
    entity: "Harbour Marine Ltd",
    nature: "His brother-in-law is a director and shareholder",
    disclosedOn: "2025-06-17",
    endsOn: null,
    meeting: "tb-2025-06",
  },
  {
    key: "i2",
    org: "totara",
    person: "sophie",
    entity: "Tōtara Bay Surf Lifesaving Club",
    nature: "Treasurer",
    disclosedOn: "2025-02-18",
    endsOn: "2025-09-30",
    meeting: "tb-2025-02",
  },
  {
    key: "i3",
    org: "totara",
    person: "aroha",
    entity: "Tōtara Bay Kindergarten",
    nature: "Member of the kindergarten's board of trustees",
    disclosedOn: "2025-02-18",
    endsOn: null,
    meeting: "tb-2025-02",
  },
  {
    key: "i4",
    org: "totara",
    person: "priya",
    entity: "Coastline Accounting Ltd",
    nature: "Partner; the firm prepares accounts for some grant applicants",
    disclosedOn: "2025-04-15",
    endsOn: null,
    meeting: "tb-2025-04",
  },
  {
    key: "i5",
    org: "totara",
    person: "tom",
    entity: "Kererū Sports Club",
    nature: "Director on the club's board",
    disclosedOn: "2026-02-17",
    endsOn: null,
    meeting: "tb-2026-02",
  },
  {
    key: "i6",
    org: "totara",
    person: "james",
    entity: "Bay Realty Ltd",
    nature: "Director of a real-estate agency",
    disclosedOn: "2025-02-18",
    endsOn: "2026-03-31",
    meeting: "tb-2025-02",
  },
  {
    key: "i7",
    org: "totara",
    person: "hemi",
    entity: "Tōtara Bay Fishing Club",
    nature: "Committee member",
    disclosedOn: "2025-02-18",
    endsOn: "2025-12-31",
    meeting: "tb-2025-02",
  },
  {
    key: "i8",
    org: "kereru",
    person: "hine",
    entity: "Pōmare Plumbing Ltd",
    nature: "Owner",
    disclosedOn: "2025-07-14",
    endsOn: null,
    meeting: "kb-2025-07",
  },
];

const documents: GovernanceDocument[] = [
  {
    key: "trust-deed",
    org: "totara",
    name: "Trust Deed of the Tōtara Bay Community Trust",
    folder: "everyone",
    pages: [
      [
        "The Tōtara Bay Community Trust was established by deed on 4 May 1998 to promote the wellbeing of the people of Tōtara Bay and the surrounding district.",
        "Its purposes include maintaining community facilities, caring for the harbour foreshore and supporting local groups through community grants.",
        "The trust is a registered charity, and no trustee may receive a private benefit from its property except as this deed allows.",
      ],
      [
        "There must be no fewer than five and no more than eight trustees.",
        "Trustees are appointed for terms of three years and may serve no more than three consecutive terms.",
        "The trustees elect one of their number as Chair each year at the first meeting after 1 July.",
      ],
      [
        "The trustees must meet at least five times in each financial year.",
        "A quorum is a majority of trustees, and never fewer than four. No business may be transacted unless a quorum is present.",
        "Each trustee has one vote. Resolutions pass by a majority of the votes cast, and if the votes are equal the Chair has a casting vote.",
        "Under clause 14 the trustees may appoint committees and delegate powers to them in writing, but remain responsible for what a committee does.",
      ],
      [
        "This deed may be amended by a resolution of at least 75% of the trustees, but never in a way that changes the charitable purposes.",
        "On winding up, surplus assets must go to another charity serving Tōtara Bay.",
      ],
    ],
  },
  {
    key: "delegations",
    org: "totara",
    name: "Delegations of Authority Policy",
    folder: "everyone",
    pages: [
      [
        "This policy sets out the financial authority the board has delegated. It was last reviewed on 18 August 2026.",
        "All expenditure must be within the approved annual budget unless the board resolves otherwise.",
      ],
      [
        "The chief executive may approve expenditure up to $25,000 per transaction within the approved budget.",
        "The Finance & Risk Committee may approve expenditure up to $75,000, including insurance renewals and unbudgeted items up to that amount.",
        "Expenditure above $75,000, every purchase or sale of land or buildings, and every community grant must be approved by the board.",
      ],
      [
        "Contracts above $100,000 must be signed by two trustees, one of whom is the Chair.",
        "The chief executive reports every use of delegated authority above $10,000 to the next board meeting.",
      ],
    ],
  },
  {
    key: "conflicts-policy",
    org: "totara",
    name: "Conflicts of Interest Policy",
    folder: "everyone",
    pages: [
      [
        "Trustees must act in the interests of the trust, not in their own interests or those of family, friends or other organisations.",
        "An interest includes a directorship, employment, a committee role, or a family relationship with someone who may benefit from a decision.",
      ],
      [
        "A trustee must declare an interest as soon as they become aware of it, and again at the start of every meeting where a related matter is discussed.",
        "The secretary records every declaration in the interests register within 10 working days, and in the minutes of the meeting.",
      ],
      [
        "A trustee with a material interest must leave the room while the matter is discussed and must not vote on it.",
        "The board reviews the whole interests register at its first meeting of each calendar year.",
        "A serious breach of this policy may lead to removal as a trustee under the trust deed.",
      ],
    ],
  },
  {
    key: "treasury-policy",
    org: "totara",
    name: "Treasury and Reserves Policy",
    folder: "boardOnly",
    pages: [
      [
        "The trust holds reserves to protect its services from unexpected losses of income and to fund major repairs to its buildings and the seawall.",
        "The reserves target is at least six months of budgeted operating expenditure.",
      ],
      [
        "Reserves may be invested only in term deposits or on-call accounts with New Zealand registered banks rated A or better.",
        "No more than 40% of the trust's funds may be held with a single bank.",
        "Investment in managed funds or shares needs a resolution of the board on the recommendation of the Finance & Risk Committee.",
      ],
      [
        "If reserves fall below four months of operating expenditure, the chief executive must bring the board a plan to restore them.",
        "The Finance & Risk Committee reviews this policy every two years; it was last reviewed in September 2025.",
      ],
    ],
  },
  {
    key: "far-terms",
    org: "far",
    name: "Finance & Risk Committee Terms of Reference",
    folder: "everyone",
    pages: [
      [
        "The Finance & Risk Committee is a standing committee of the board of the Tōtara Bay Community Trust, set up under clause 14 of the trust deed.",
        "It oversees financial reporting, the budget, treasury, insurance, internal and external audit, and risk management.",
      ],
      [
        "The committee has at least three and no more than five trustees, appointed by the board, which also appoints the committee chair.",
        "The chief executive and the finance manager attend meetings but are not members and do not vote.",
        "The quorum is two trustees who are members of the committee.",
      ],
      [
        "The committee meets quarterly, and at other times when its chair calls a meeting.",
        "It reports to the board after each meeting and may approve expenditure within the limits of the Delegations of Authority Policy.",
        "The board reviews these terms of reference every year.",
      ],
    ],
  },
  {
    key: "hs-policy",
    org: "totara",
    name: "Health and Safety Policy",
    folder: "everyone",
    pages: [
      [
        "The trust is committed to keeping workers, volunteers, hirers and visitors safe at the community hall, the Trust Office and the boat ramp.",
        "Trustees are officers under the Health and Safety at Work Act 2015 and must exercise due diligence.",
      ],
      [
        "Every incident, injury or near miss must be reported to the chief executive within 24 hours.",
        "The chief executive notifies WorkSafe immediately of every notifiable event, and reports on health and safety to every board meeting.",
      ],
      [
        "Volunteers must complete an induction before working at the community hall or the boat ramp.",
        "This policy is reviewed every year; the board last readopted it on 15 April 2025.",
      ],
    ],
  },
  {
    key: "kereru-constitution",
    org: "kereru",
    name: "Constitution of the Kererū Sports Club Incorporated",
    folder: "everyone",
    pages: [
      [
        "The Kererū Sports Club Incorporated provides football, netball and cricket for the people of the district.",
        "Membership is open to every person who pays the annual subscription.",
      ],
      [
        "The board sets senior and junior subscriptions each year before 1 August.",
        "A quorum of the board is three board members, and the board meets at least four times a year.",
      ],
    ],
  },
];

export const boardHistory: BoardHistory = {
  today: "2026-11-25",
  people,
  orgs,
  meetings,
  decisions,
  actions,
  interests,
  documents,
};
