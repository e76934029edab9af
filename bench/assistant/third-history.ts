/**
 * A third synthetic board history, written apart from the assistant's engine and never used to
 * tune it: a UK multi-academy trust (Fenmoor Learning Trust, Europe/London), its Finance, Audit
 * and Risk Committee, and an unrelated local charity (Fenmoor Community Foundation) that only
 * James Okafor, Zoë Hartley-Brown and Priya Raman also sit on. Plain data in the same shape,
 * loaded by load-history.ts. Facts are cross-checked by hand against `today` (20 November 2026,
 * noon in London); nothing happens or falls due on 19 or 20 November 2026, so the answers do not
 * depend on which side of midnight "today" is taken.
 *
 * Distractors are deliberate: two Jameses (Whitfield and Okafor); similar item titles across
 * years ("Budget 2025/26 – approval" / "Budget 2026/27 – approval", "Fenmoor Primary playground
 * resurfacing" / "– phase 2", "Internal scrutiny programme 2024/25" / "plan 2025/26",
 * "Whistleblowing policy" / "Whistleblowing – annual report", "Trustee recruitment" on both the
 * trust's and the foundation's agendas); repeated figures (£38,000 is the phase 1 playground and
 * the first IT refresh estimate; £41,200 is the CIF contribution; £41,750 the final IT refresh;
 * 4% is the 2025 pay award and 5%–8% the reserves target while 5% is also the 2025/26 central
 * services charge); a roof at Kingsmead (two: the sports hall repair and the main roof) but a
 * boiler, not a roof, at Ashcombe; solar panels at Kingsmead only; a Board Only executive pay
 * policy that the CEO and CFO (not board members) may not read; and an Executive/guest (Oliver
 * Grant, Head of Estates) who sees meeting dates and his own actions only.
 */
import type {
  Action,
  Attendance,
  BoardHistory,
  Decision,
  GovernanceDocument,
  Interest,
  Meeting,
  Org,
  Person,
  PersonKey,
  Tally,
} from "./board-history.js";

const TZ = "Europe/London";
const BOARDROOM = "Trust boardroom, Kingsmead Academy, Moor Lane, Fenmoor FN3 2QT";
const CENTRAL_OFFICE = "Meeting Room 2, Trust central office, 14 Bridge Street, Fenmoor FN1 4AB";
const TEAMS = "Online (Microsoft Teams)";
const ASHCOMBE_HALL = "School hall, Ashcombe Primary Academy, Church Lane, Ashcombe FN7 1RD";
const FENMOOR_PRIMARY = "Library, Fenmoor Primary Academy, Station Road, Fenmoor FN2 5PL";
const RIVERSIDE = "Hall, Riverside Infant Academy, Mill Lane, Fenmoor FN2 8HW";
const HUB = "Meeting room, Fenmoor Community Hub, 3 Market Place, Fenmoor FN1 1AA";

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
// Sterling figures: integer pence, mirrored in each decision's text (the text is what is stored).
const pounds = (whole: number): number => whole * 100;

const people: Person[] = [
  { key: "helen", first: "Helen", last: "Ashworth", email: "h.ashworth@fenmoortrust.example.uk" },
  {
    key: "jamesw",
    first: "James",
    last: "Whitfield",
    email: "j.whitfield@fenmoortrust.example.uk",
  },
  { key: "jameso", first: "James", last: "Okafor", email: "j.okafor@fenmoortrust.example.uk" },
  {
    key: "zoe",
    first: "Zoë",
    last: "Hartley-Brown",
    email: "z.hartley-brown@fenmoortrust.example.uk",
  },
  { key: "priya", first: "Priya", last: "Raman", email: "p.raman@fenmoortrust.example.uk" },
  { key: "gareth", first: "Gareth", last: "Pryce", email: "g.pryce@fenmoortrust.example.uk" },
  { key: "mohammed", first: "Mohammed", last: "Iqbal", email: "m.iqbal@fenmoortrust.example.uk" },
  { key: "anouk", first: "Anouk", last: "Lefèvre", email: "a.lefevre@fenmoortrust.example.uk" },
  { key: "rachel", first: "Rachel", last: "Tennant", email: "ceo@fenmoortrust.example.uk" },
  { key: "neil", first: "Neil", last: "Hargreaves", email: "cfo@fenmoortrust.example.uk" },
  { key: "oliver", first: "Oliver", last: "Grant", email: "estates@fenmoortrust.example.uk" },
  { key: "sam", first: "Samantha", last: "Cole", email: "governance@fenmoortrust.example.uk" },
  { key: "dev", first: "Dev", last: "Patel", email: "it@fenmoortrust.example.uk" },
  {
    key: "beatrice",
    first: "Beatrice",
    last: "Olawale",
    email: "chair@fenmoorfoundation.example.org",
  },
  { key: "hamish", first: "Hamish", last: "Lindsay", email: null },
  {
    key: "fiona",
    first: "Fiona",
    last: "Mackay",
    email: "secretary@fenmoorfoundation.example.org",
  },
];

const orgs: Org[] = [
  {
    key: "trust",
    name: "Fenmoor Learning Trust",
    shortName: "Fenmoor Trust",
    parent: null,
    timeZone: TZ,
    members: [
      { person: "helen", role: "Chairman", boardMember: true },
      { person: "jamesw", role: "Director", boardMember: true },
      { person: "jameso", role: "Director", boardMember: true },
      { person: "zoe", role: "Director", boardMember: true },
      { person: "priya", role: "Director", boardMember: true },
      { person: "gareth", role: "Director", boardMember: true },
      { person: "mohammed", role: "Director", boardMember: true },
      { person: "anouk", role: "Director", boardMember: true },
      { person: "rachel", role: "ExecutiveDirector", boardMember: false },
      { person: "neil", role: "ExecutiveDirector", boardMember: false },
      { person: "oliver", role: "Executive", boardMember: false },
      { person: "sam", role: "PersonalAssistant", boardMember: false },
      { person: "dev", role: "Administrator", boardMember: false },
    ],
  },
  {
    key: "far",
    name: "Finance, Audit and Risk Committee",
    shortName: "FAR Committee",
    parent: "trust",
    timeZone: TZ,
    members: [
      { person: "jamesw", role: "Chairman", boardMember: true },
      { person: "gareth", role: "Director", boardMember: true },
      { person: "mohammed", role: "Director", boardMember: true },
      { person: "anouk", role: "Director", boardMember: true },
      { person: "rachel", role: "ExecutiveDirector", boardMember: false },
      { person: "neil", role: "ExecutiveDirector", boardMember: false },
      { person: "sam", role: "PersonalAssistant", boardMember: false },
    ],
  },
  {
    // Unrelated charity: only James Okafor, Zoë Hartley-Brown and Priya Raman also sit on the
    // trust; Beatrice, Hamish and Fiona may read nothing of the trust, and the other trust
    // people nothing of the foundation.
    key: "foundation",
    name: "Fenmoor Community Foundation",
    shortName: "Community Foundation",
    parent: null,
    timeZone: TZ,
    members: [
      { person: "beatrice", role: "Chairman", boardMember: true },
      { person: "jameso", role: "Director", boardMember: true },
      { person: "zoe", role: "Director", boardMember: true },
      { person: "priya", role: "Director", boardMember: true },
      { person: "hamish", role: "Director", boardMember: true },
      { person: "fiona", role: "PersonalAssistant", boardMember: false },
    ],
  },
];

// Trustees in 2025; Anouk Lefèvre was appointed on 22 January 2026.
const TRUSTEES_2025 = ["helen", "jamesw", "jameso", "zoe", "priya", "gareth", "mohammed"];
const TRUSTEES_2026 = [...TRUSTEES_2025, "anouk"];
// Every trustee but those named, with the CEO, CFO and Governance Professional, and any extras.
const board = (trustees: PersonKey[], missing: PersonKey[], extra: PersonKey[] = []) => [
  ...trustees.filter((p) => !missing.includes(p)),
  "rachel",
  "neil",
  "sam",
  ...extra,
];

const meetings: Meeting[] = [
  // ---------------- Fenmoor Learning Trust: Board of Trustees, 2025 ----------------
  {
    key: "tb-2025-01",
    org: "trust",
    title: "Board of Trustees",
    start: "2025-01-23T17:30",
    durationMinutes: 120,
    location: BOARDROOM,
    state: "Complete",
    attendance: attendance(board(TRUSTEES_2025, ["mohammed"]), ["mohammed"]),
    items: [
      {
        key: "tb-2025-01-1",
        title: "Welcome and apologies",
        type: "Apologies",
        minutes:
          "The Chair, Helen Ashworth, welcomed trustees. Apologies were received and accepted from Mohammed Iqbal. Six trustees were present and the meeting was quorate. Rachel Tennant (CEO), Neil Hargreaves (CFO) and Samantha Cole (Governance Professional) were in attendance.",
      },
      {
        key: "tb-2025-01-2",
        title: "Declarations of interest",
        minutes:
          "Priya Raman declared her employment as Head of Finance at Fenmoor District Council, the local authority for the area of all three of the trust's academies; trustees agreed this did not prevent her taking part in any item on the agenda. Rachel Tennant reminded the board that her husband teaches at Kingsmead Academy. James Whitfield declared that he is treasurer of Fenmoor Rugby Club, which hires the Kingsmead pitches. No other interests were declared.",
      },
      {
        key: "tb-2025-01-3",
        title: "Minutes of the meeting held on 12 December 2024",
        type: "ConfirmMinutes",
        minutes:
          "The minutes of the meeting held on 12 December 2024 were approved as a true record and signed by the Chair. There were no matters arising not covered elsewhere on the agenda.",
      },
      {
        key: "tb-2025-01-4",
        title: "CEO's report",
        minutes:
          "Rachel Tennant presented her report. Pupil numbers across the trust stood at 2,184 in the October census, 31 above the funded figure. Attendance trust-wide was 93.8% for the autumn term, with persistent absence at Kingsmead Academy still above the national average at 21.4%. Trustees asked about recruitment; Rachel reported two vacancies in mathematics at Kingsmead, one covered by an agency teacher.",
      },
      {
        key: "tb-2025-01-5",
        title: "Fenmoor Primary playground resurfacing",
        type: "Decision",
        description: "Proposal to resurface the junior playground at Fenmoor Primary Academy.",
        minutes:
          "Rachel Tennant explained that the junior playground at Fenmoor Primary Academy had been closed twice this term because of trip hazards where the tarmac had broken up. Three quotes had been obtained; the lowest compliant quote, from Dale Surfacing Ltd, was £38,000 including contingency, to be funded from the School Condition Allocation. Gareth Pryce proposed approval and Priya Raman seconded. The works were approved unanimously (6 for) and will take place over the Easter holiday.",
      },
      {
        key: "tb-2025-01-6",
        title: "Riverside Infant School – initial approach",
        minutes:
          "The Chair reported that the governing body of Riverside Infant School, a maintained infant school in Fenmoor, had written to ask whether the trust would consider the school joining. Trustees discussed the fit with Fenmoor Primary Academy, which takes most Riverside pupils at the age of seven. The board noted the approach and asked the CEO to bring a proposal for due diligence to the March meeting.",
      },
    ],
  },
  {
    key: "tb-2025-03",
    org: "trust",
    title: "Board of Trustees",
    start: "2025-03-20T17:30",
    durationMinutes: 120,
    location: BOARDROOM,
    state: "Complete",
    attendance: attendance(board(TRUSTEES_2025, ["jameso"], ["oliver"]), ["jameso"]),
    items: [
      {
        key: "tb-2025-03-1",
        title: "Welcome and apologies",
        type: "Apologies",
        minutes:
          "Apologies were received and accepted from James Okafor. Six trustees were present and the meeting was quorate. Oliver Grant (Head of Estates) attended for the boiler item.",
      },
      {
        key: "tb-2025-03-2",
        title: "Declarations of interest",
        minutes:
          "Zoë Hartley-Brown declared that she is a member of the governing body of Riverside Infant School. She withdrew from the meeting for the Riverside item and took no part in the decision. No other declarations were made.",
      },
      {
        key: "tb-2025-03-3",
        title: "Minutes of the meeting held on 23 January 2025",
        type: "ConfirmMinutes",
        minutes:
          "The minutes of the meeting held on 23 January 2025 were approved as a true record. Matters arising: the Chair noted that the written resolution of 18 February 2025 approving emergency repairs to the Kingsmead Academy sports hall roof after storm damage (£27,300) had been signed by all seven trustees and is filed with the minutes.",
      },
      {
        key: "tb-2025-03-4",
        title: "Ashcombe Primary boiler replacement",
        type: "Decision",
        minutes:
          "Oliver Grant reported that the main gas boiler at Ashcombe Primary Academy, installed in 1998, had failed twice in February, closing the school for one day. A replacement condensing boiler with new controls was quoted at £86,500 by Thornbury Heating Ltd, the lowest of three quotes. Trustees asked whether a heat pump had been considered; Oliver explained that the radiators and insulation would need upgrading first, and this would be looked at in the estates strategy. Mohammed Iqbal proposed and Gareth Pryce seconded approval; carried unanimously (6 for).",
      },
      {
        key: "tb-2025-03-5",
        title: "Riverside Infant School – due diligence",
        type: "Decision",
        minutes:
          "Rachel Tennant presented proposals for due diligence on Riverside Infant School covering finance, estates, HR, safeguarding and educational standards. Northgate Education Consultants had quoted £18,000. Mohammed Iqbal questioned whether the trust had the capacity to take on a fourth school while attendance at Kingsmead remained a concern. James Whitfield proposed the appointment of Northgate and Priya Raman seconded. The motion was carried by 4 votes to 1 (Mohammed Iqbal against); Zoë Hartley-Brown had withdrawn and did not vote.",
      },
      {
        key: "tb-2025-03-6",
        title: "Whistleblowing policy – review",
        type: "Decision",
        minutes:
          "Samantha Cole presented the reviewed Whistleblowing Policy, updated to name the Chair of Trustees as the contact for concerns about the CEO and the Vice-Chair for concerns about the Chair, and to add the Department for Education's contact details. Trustees approved the policy without amendment.",
      },
    ],
  },
  {
    key: "tb-2025-05",
    org: "trust",
    title: "Board of Trustees",
    start: "2025-05-15T17:30",
    durationMinutes: 120,
    location: BOARDROOM,
    state: "Complete",
    attendance: attendance(board(TRUSTEES_2025, [], ["oliver"])),
    items: [
      {
        key: "tb-2025-05-1",
        title: "Welcome and apologies",
        type: "Apologies",
        minutes:
          "All seven trustees were present. Rachel Tennant, Neil Hargreaves, Samantha Cole and Oliver Grant were in attendance. No declarations of interest were made.",
      },
      {
        key: "tb-2025-05-2",
        title: "Minutes of the meeting held on 20 March 2025",
        type: "ConfirmMinutes",
        minutes: "The minutes of the meeting held on 20 March 2025 were approved as a true record.",
      },
      {
        key: "tb-2025-05-3",
        title: "Central services charge 2025/26",
        type: "Decision",
        minutes:
          "Neil Hargreaves presented the proposed central services charge for 2025/26 at 5% of each academy's General Annual Grant (GAG), unchanged from 2024/25, raising an estimated £612,000 to fund the central team, audit, insurance and school improvement. Headteachers had been consulted at the March executive meeting. James Whitfield proposed and Gareth Pryce seconded; carried unanimously (7 for).",
      },
      {
        key: "tb-2025-05-4",
        title: "Kingsmead Academy minibus lease",
        type: "Decision",
        minutes:
          "Oliver Grant explained that Kingsmead's two minibuses were over ten years old and one had failed its MOT. He recommended a three-year contract hire of a 17-seat minibus from Fenway Vehicle Leasing at £7,200 a year (£21,600 over the term), including maintenance. Mohammed Iqbal proposed and Zoë Hartley-Brown seconded. Carried by 6 votes with 1 abstention (James Okafor).",
      },
      {
        key: "tb-2025-05-5",
        title: "Pay policy 2025/26",
        type: "Decision",
        minutes:
          "Rachel Tennant presented the trust pay policy for 2025/26, updated for the 2024 pay award and the new appraisal arrangements. Trustees approved the policy. It will be updated again once the 2025 teachers' pay award is announced.",
      },
      {
        key: "tb-2025-05-6",
        title: "Riverside Infant School – due diligence interim report",
        minutes:
          "Rachel Tennant reported that Northgate Education Consultants had completed the finance and estates strands. Riverside's revenue surplus of £46,000 would transfer with the school. The estates findings included the need for an asbestos management survey and window replacement in two classrooms within five years. The final report would come to the July meeting.",
      },
    ],
  },
  {
    key: "tb-2025-06",
    org: "trust",
    title: "Board of Trustees (cancelled – not quorate)",
    start: "2025-06-19T17:30",
    durationMinutes: 120,
    location: BOARDROOM,
    state: "PublishedAgenda",
    cancelled: true,
    items: [
      {
        key: "tb-2025-06-1",
        title: "Welcome and apologies",
        type: "Apologies",
        description:
          "Meeting cancelled on 17 June 2025: only two trustees were able to attend, below the quorum of three. The business was carried forward to the meeting on 10 July 2025.",
      },
      {
        key: "tb-2025-06-2",
        title: "Riverside Infant School – due diligence update",
        description: "Carried forward to July.",
      },
    ],
  },
  {
    key: "tb-2025-07",
    org: "trust",
    title: "Board of Trustees",
    start: "2025-07-10T17:30",
    durationMinutes: 150,
    location: BOARDROOM,
    state: "Complete",
    attendance: attendance(board(TRUSTEES_2025, ["gareth"]), ["gareth"]),
    items: [
      {
        key: "tb-2025-07-1",
        title: "Welcome and apologies",
        type: "Apologies",
        minutes:
          "Apologies were received and accepted from Gareth Pryce. Six trustees were present and the meeting was quorate. The Chair noted that the meeting scheduled for 19 June 2025 had been cancelled because it would not have been quorate.",
      },
      {
        key: "tb-2025-07-2",
        title: "Declarations of interest",
        minutes:
          "Zoë Hartley-Brown repeated her declaration as a governor of Riverside Infant School and withdrew for the Riverside item.",
      },
      {
        key: "tb-2025-07-3",
        title: "Minutes of the meeting held on 15 May 2025",
        type: "ConfirmMinutes",
        minutes: "The minutes of the meeting held on 15 May 2025 were approved as a true record.",
      },
      {
        key: "tb-2025-07-4",
        title: "Budget 2025/26 – approval",
        type: "Decision",
        minutes:
          "Neil Hargreaves presented the consolidated budget for 2025/26: total income of £14,620,000 and expenditure of £14,705,000, an in-year deficit of £85,000 to be met from reserves. Staffing costs were 79% of income. The FAR Committee had reviewed the draft at its May meeting. James Okafor said he could not support a deficit budget while pupil numbers at Ashcombe were falling. James Whitfield proposed and Priya Raman seconded approval. Carried by 5 votes to 1 (James Okafor against).",
      },
      {
        key: "tb-2025-07-5",
        title: "Riverside Infant School – due diligence final report",
        type: "Decision",
        minutes:
          "Northgate Education Consultants' final report found no issues that would prevent Riverside Infant School joining the trust; safeguarding arrangements were effective and the school was judged Good by Ofsted in 2023. Priya Raman proposed and the Chair seconded that the trust apply to the DfE Regional Director for Riverside to join the trust. Carried by 4 votes with 1 abstention (Mohammed Iqbal); Zoë Hartley-Brown had withdrawn.",
      },
      {
        key: "tb-2025-07-6",
        title: "Fenmoor Primary playground – completion report",
        minutes:
          "Rachel Tennant reported that the junior playground resurfacing at Fenmoor Primary Academy had been completed over Easter at a final cost of £36,420, £1,580 under the approved £38,000. The infant playground is likely to need similar work within two years.",
      },
      {
        key: "tb-2025-07-7",
        title: "Trustee skills audit",
        minutes:
          "Samantha Cole reported the results of the 2025 skills audit. The main gaps were estates and construction, and human resources. Trustees agreed that future recruitment should target these skills.",
      },
    ],
  },
  {
    key: "tb-2025-09",
    org: "trust",
    title: "Board of Trustees",
    start: "2025-09-25T17:30",
    durationMinutes: 120,
    location: BOARDROOM,
    state: "Complete",
    attendance: attendance(board(TRUSTEES_2025, [])),
    items: [
      {
        key: "tb-2025-09-1",
        title: "Welcome and apologies",
        type: "Apologies",
        minutes: "All seven trustees were present. There were no apologies.",
      },
      {
        key: "tb-2025-09-2",
        title: "Election of Chair and Vice-Chair",
        type: "Decision",
        minutes:
          "Samantha Cole took the chair for this item. Helen Ashworth was nominated by Priya Raman, seconded by Gareth Pryce, and elected Chair for 2025/26 unopposed. James Whitfield was elected Vice-Chair unopposed. Helen Ashworth resumed the chair.",
      },
      {
        key: "tb-2025-09-3",
        title: "Declarations of interest – annual return",
        minutes:
          "Samantha Cole reported that all trustees had completed their annual declarations. New entries: James Okafor – director and majority shareholder of Okafor Building Services Ltd; Gareth Pryce – his wife is an audit manager at Carter Lomas LLP, the trust's external auditors; Helen Ashworth – elected member of Ashcombe Parish Council. James Whitfield's interest in Fenmoor Rugby Club ended when he stood down as treasurer on 30 June 2025. The register will be published on the trust website.",
      },
      {
        key: "tb-2025-09-4",
        title: "Minutes of the meeting held on 10 July 2025",
        type: "ConfirmMinutes",
        minutes: "The minutes of the meeting held on 10 July 2025 were approved as a true record.",
      },
      {
        key: "tb-2025-09-5",
        title: "Teachers' pay award 2025",
        type: "Decision",
        minutes:
          "Rachel Tennant reported that the government had accepted the recommendation of a 4% pay award for teachers from 1 September 2025, with additional grant covering around half of the cost. The unfunded cost to the trust is estimated at £96,000 for 2025/26. James Whitfield proposed and the Chair seconded implementing the 4% award for teachers and leaders; carried unanimously (7 for).",
      },
      {
        key: "tb-2025-09-6",
        title: "Solar PV – Kingsmead Academy",
        type: "Decision",
        minutes:
          "Gareth Pryce presented a proposal for a 120 kWp rooftop solar array at Kingsmead Academy at an estimated cost of £146,000, with estimated savings of £21,000 a year on electricity. The trust has applied for a grant under the Great British Energy solar schools scheme, with the outcome expected in December. A structural survey of the roof will be needed. Gareth Pryce proposed and James Whitfield seconded that the decision be deferred until the grant outcome is known; agreed.",
      },
    ],
  },
  {
    key: "tb-2025-10",
    org: "trust",
    title: "Board of Trustees – strategy day",
    start: "2025-10-04T09:30",
    durationMinutes: 330,
    location: ASHCOMBE_HALL,
    state: "Complete",
    attendance: attendance(
      ["helen", "jamesw", "zoe", "priya", "gareth", "mohammed", "rachel", "neil", "oliver"],
      ["jameso"],
    ),
    items: [
      {
        key: "tb-2025-10-1",
        title: "Welcome",
        type: "Apologies",
        minutes:
          "Present: Helen Ashworth (Chair), James Whitfield, Zoë Hartley-Brown, Priya Raman, Gareth Pryce and Mohammed Iqbal. Apologies: James Okafor. Also present: Rachel Tennant, Neil Hargreaves and Oliver Grant. Trustees toured Ashcombe Primary Academy, including the new boiler house, before the session.",
      },
      {
        key: "tb-2025-10-2",
        title: "Strategic plan 2025–2028: Learning Together",
        type: "Decision",
        minutes:
          "Trustees worked in groups on the draft strategy 'Learning Together 2025–2028'. Four priorities were agreed for consultation: raising attendance, inclusion and SEND, staff wellbeing and workload, and sustainable estates. Rachel Tennant will consult headteachers and staff before the plan returns to the board.",
      },
      {
        key: "tb-2025-10-3",
        title: "Growth",
        minutes:
          "Trustees discussed growth. The consensus was to grow to no more than six academies by 2028, prioritising primary schools within ten miles of Fenmoor, and to complete the Riverside transfer before considering any other school.",
      },
    ],
  },
  {
    key: "tb-2025-11",
    org: "trust",
    title: "Board of Trustees",
    start: "2025-11-13T17:30",
    durationMinutes: 150,
    location: BOARDROOM,
    state: "Complete",
    attendance: attendance(board(TRUSTEES_2025, [], ["oliver", "dev"])),
    items: [
      {
        key: "tb-2025-11-1",
        title: "Welcome and apologies",
        type: "Apologies",
        minutes:
          "All seven trustees were present. Also present: Rachel Tennant, Neil Hargreaves, Samantha Cole, Oliver Grant and Dev Patel (Data and IT Manager).",
      },
      {
        key: "tb-2025-11-2",
        title: "Declarations of interest",
        minutes:
          "James Okafor declared his interest in Okafor Building Services Ltd in relation to the Kingsmead roof item and withdrew for that item.",
      },
      {
        key: "tb-2025-11-3",
        title: "Minutes of the meetings held on 25 September and 4 October 2025",
        type: "ConfirmMinutes",
        minutes:
          "The minutes of the meeting held on 25 September 2025 and the notes of the strategy day on 4 October 2025 were approved as a true record.",
      },
      {
        key: "tb-2025-11-4",
        title: "Kingsmead Academy roof – Condition Improvement Fund bid",
        type: "Decision",
        minutes:
          "Oliver Grant reported that the flat roofs over the Kingsmead Academy teaching block leak in 14 places, and the structural survey commissioned for the solar proposal recommended full replacement. A bid to the Condition Improvement Fund (CIF) for a £412,000 project was proposed, with the trust contributing 10% (£41,200) from capital reserves. James Whitfield proposed and Mohammed Iqbal seconded the submission; carried unanimously by the six trustees voting, James Okafor having withdrawn.",
      },
      {
        key: "tb-2025-11-5",
        title: "Cyber security incident – Ashcombe Primary",
        minutes:
          "Dev Patel reported that on 21 October 2025 a member of staff at Ashcombe Primary Academy entered their password into a phishing page, and the account was used to send 1,900 spam e-mails. The mailbox held contact details for 212 families. The incident was reported to the Information Commissioner's Office on 23 October; the ICO closed the case on 6 November with no further action. Multi-factor authentication is now enforced for all staff accounts. Trustees asked that phishing awareness training be completed by all staff by the end of January.",
      },
      {
        key: "tb-2025-11-6",
        title: "Trust-wide catering contract",
        type: "Decision",
        minutes:
          "Mohammed Iqbal presented a proposal to replace the three academies' separate catering arrangements with a single trust-wide contract with Chartwell Catering Services from April 2026, estimated to save £34,000 a year. Several trustees were concerned about the loss of in-house kitchen staff at Ashcombe and Fenmoor Primary and about food quality. Mohammed Iqbal proposed and Zoë Hartley-Brown seconded that the trust go out to tender for a single contract. The motion was lost by 2 votes to 4 with 1 abstention.",
      },
      {
        key: "tb-2025-11-7",
        title: "Whistleblowing – annual report",
        minutes:
          "Samantha Cole reported that one whistleblowing concern had been raised in 2024/25, about recruitment practice at Kingsmead; it was investigated by the Vice-Chair and not upheld. No concerns were raised about the CEO.",
      },
    ],
  },
  {
    key: "tb-2025-12",
    org: "trust",
    title: "Board of Trustees",
    start: "2025-12-11T17:30",
    durationMinutes: 120,
    location: BOARDROOM,
    state: "Complete",
    attendance: attendance(board(TRUSTEES_2025, ["zoe"]), ["zoe"]),
    items: [
      {
        key: "tb-2025-12-1",
        title: "Welcome and apologies",
        type: "Apologies",
        minutes:
          "Apologies were received and accepted from Zoë Hartley-Brown. Six trustees were present and the meeting was quorate.",
      },
      {
        key: "tb-2025-12-2",
        title: "Declarations of interest",
        minutes:
          "Gareth Pryce reminded trustees that his wife works for Carter Lomas LLP and withdrew for the reappointment of the external auditors.",
      },
      {
        key: "tb-2025-12-3",
        title: "Minutes of the meeting held on 13 November 2025",
        type: "ConfirmMinutes",
        minutes:
          "The minutes of the meeting held on 13 November 2025 were approved as a true record.",
      },
      {
        key: "tb-2025-12-4",
        title: "Annual report and financial statements 2024/25",
        type: "Decision",
        minutes:
          "James Whitfield, Chair of the FAR Committee, reported that the committee had reviewed the accounts and the auditors' findings on 2 December and recommended them for approval. The trust ended 2024/25 with total reserves of £3,910,000, of which free revenue reserves were £842,000 (6.1% of GAG). Carter Lomas LLP expect to give an unmodified opinion. James Whitfield proposed and Gareth Pryce seconded; approved unanimously (6 for).",
      },
      {
        key: "tb-2025-12-5",
        title: "External auditors' management letter",
        minutes:
          "The management letter raised two medium-priority points: bank reconciliations at Fenmoor Primary Academy were not reviewed monthly, and two purchase orders had been raised after the invoice. Neil Hargreaves confirmed both had been addressed.",
      },
      {
        key: "tb-2025-12-6",
        title: "Reappointment of external auditors",
        type: "Decision",
        minutes:
          "The board agreed to recommend to the members the reappointment of Carter Lomas LLP as external auditors for 2025/26 at a fee of £21,400 (2024/25: £20,500). Proposed by James Whitfield and seconded by Priya Raman; carried by 5 votes, Gareth Pryce having withdrawn.",
      },
      {
        key: "tb-2025-12-7",
        title: "Meeting arrangements for 2026",
        type: "Decision",
        minutes:
          "Gareth Pryce proposed, seconded by Mohammed Iqbal, that all board meetings in 2026 be held online to save travelling time. Trustees felt that meeting in person at the academies was valuable. The motion was lost by 2 votes to 4. Board meetings will continue in person; the FAR Committee may continue to meet online when it chooses.",
      },
    ],
  },

  // ---------------- Finance, Audit and Risk Committee, 2025 ----------------
  {
    key: "far-2025-02",
    org: "far",
    title: "FAR Committee meeting",
    start: "2025-02-11T16:00",
    durationMinutes: 90,
    location: CENTRAL_OFFICE,
    state: "Complete",
    attendance: attendance(["jamesw", "gareth", "mohammed", "neil", "sam"], ["rachel"]),
    items: [
      {
        key: "far-2025-02-1",
        title: "Apologies",
        type: "Apologies",
        minutes:
          "Apologies were received from Rachel Tennant. Present: James Whitfield (Chair), Gareth Pryce and Mohammed Iqbal; in attendance Neil Hargreaves (CFO) and Samantha Cole. The committee was quorate.",
      },
      {
        key: "far-2025-02-2",
        title: "Minutes of the meeting held on 3 December 2024",
        type: "ConfirmMinutes",
        minutes: "The minutes of the meeting held on 3 December 2024 were approved.",
      },
      {
        key: "far-2025-02-3",
        title: "Management accounts to 31 December 2024",
        minutes:
          "Neil Hargreaves reported a forecast in-year surplus of £64,000 for 2024/25, ahead of budget, mainly from unfilled support staff posts. Cash at bank was £2,630,000.",
      },
      {
        key: "far-2025-02-4",
        title: "Risk register review",
        minutes:
          "The committee reviewed the top five risks. The score for 'failure of critical building systems' was raised from 12 to 16 following the boiler failures at Ashcombe Primary. Cyber security remained at 15.",
      },
      {
        key: "far-2025-02-5",
        title: "Internal scrutiny programme 2024/25",
        type: "Decision",
        minutes:
          "The committee considered the proposal from Harlow & Penn LLP to deliver the 2024/25 internal scrutiny programme (payroll, procurement and IT security) at a fee of £9,750. Gareth Pryce proposed and Mohammed Iqbal seconded; approved unanimously (3 for).",
      },
    ],
  },
  {
    key: "far-2025-05",
    org: "far",
    title: "FAR Committee meeting",
    start: "2025-05-13T16:00",
    durationMinutes: 90,
    location: CENTRAL_OFFICE,
    state: "Complete",
    attendance: attendance(["jamesw", "gareth", "mohammed", "rachel", "neil", "sam"]),
    items: [
      {
        key: "far-2025-05-1",
        title: "Apologies",
        type: "Apologies",
        minutes:
          "All members were present: James Whitfield (Chair), Gareth Pryce and Mohammed Iqbal; in attendance Rachel Tennant, Neil Hargreaves and Samantha Cole.",
      },
      {
        key: "far-2025-05-2",
        title: "Minutes of the meeting held on 11 February 2025",
        type: "ConfirmMinutes",
        minutes: "The minutes of the meeting held on 11 February 2025 were approved.",
      },
      {
        key: "far-2025-05-3",
        title: "Draft budget 2025/26",
        minutes:
          "Neil Hargreaves presented the draft 2025/26 budget showing an in-year deficit of £85,000. The committee asked for a sensitivity analysis on the pay award and agreed to commend the budget to the board in July.",
      },
      {
        key: "far-2025-05-4",
        title: "Reserves policy review",
        type: "Decision",
        minutes:
          "The committee reviewed the Reserves Policy and recommended to the board keeping free revenue reserves between 5% and 8% of annual GAG income, with each academy holding at least 3% of its own GAG, and adding a termly report on reserves to the board. Mohammed Iqbal proposed and Gareth Pryce seconded; approved (3 for).",
      },
      {
        key: "far-2025-05-5",
        title: "Internal scrutiny report – payroll",
        minutes:
          "Harlow & Penn LLP found payroll controls to be effective, with one low-priority recommendation on the timeliness of leaver notifications.",
      },
    ],
  },
  {
    key: "far-2025-10",
    org: "far",
    title: "FAR Committee meeting",
    start: "2025-10-07T16:00",
    durationMinutes: 75,
    location: TEAMS,
    state: "Complete",
    attendance: attendance(["jamesw", "mohammed", "rachel", "neil", "sam"], ["gareth"]),
    items: [
      {
        key: "far-2025-10-1",
        title: "Apologies",
        type: "Apologies",
        minutes:
          "Apologies were received from Gareth Pryce. Present: James Whitfield (Chair) and Mohammed Iqbal; in attendance Rachel Tennant, Neil Hargreaves and Samantha Cole. The meeting was quorate with two trustees present.",
      },
      {
        key: "far-2025-10-2",
        title: "Minutes of the meeting held on 13 May 2025",
        type: "ConfirmMinutes",
        minutes: "The minutes of the meeting held on 13 May 2025 were approved.",
      },
      {
        key: "far-2025-10-3",
        title: "Risk register review",
        type: "Decision",
        minutes:
          "The committee noted the updated risk register. The proposed transfer of Riverside Infant School was added as a new risk (score 9). The building systems risk reduced to 12 after the Ashcombe boiler replacement was completed in August.",
      },
      {
        key: "far-2025-10-4",
        title: "Year-end accounts timetable",
        minutes:
          "Neil Hargreaves confirmed audit fieldwork dates of 3 to 14 November 2025 and that the accounts would come to the committee on 2 December.",
      },
      {
        key: "far-2025-10-5",
        title: "Cyber insurance",
        minutes:
          "Neil Hargreaves confirmed that the trust is a member of the DfE's Risk Protection Arrangement (RPA), which includes cyber cover subject to four conditions: offline backups, staff training, registration with Police CyberAlarm and a response plan. Neil will confirm that all four conditions are met.",
      },
    ],
  },
  {
    key: "far-2025-12",
    org: "far",
    title: "FAR Committee meeting",
    start: "2025-12-02T16:00",
    durationMinutes: 90,
    location: CENTRAL_OFFICE,
    state: "Complete",
    attendance: attendance(["jamesw", "gareth", "mohammed", "rachel", "neil", "sam"]),
    items: [
      {
        key: "far-2025-12-1",
        title: "Apologies",
        type: "Apologies",
        minutes:
          "All members were present. Ellen Marsh, audit partner at Carter Lomas LLP, attended for the accounts item. Gareth Pryce reminded the committee of his wife's employment at Carter Lomas LLP; the committee agreed he could remain, as the item concerned the accounts and not the auditors' appointment.",
      },
      {
        key: "far-2025-12-2",
        title: "Minutes of the meeting held on 7 October 2025",
        type: "ConfirmMinutes",
        minutes: "The minutes of the meeting held on 7 October 2025 were approved.",
      },
      {
        key: "far-2025-12-3",
        title: "Annual accounts 2024/25 and audit findings",
        minutes:
          "Ellen Marsh presented the audit findings: an unmodified opinion is expected and two medium-priority management letter points were raised. The regularity review found no exceptions. Free revenue reserves at 31 August 2025 were £842,000.",
      },
      {
        key: "far-2025-12-4",
        title: "Recommendation of the accounts to the board",
        type: "Decision",
        minutes:
          "Mohammed Iqbal proposed and Gareth Pryce seconded that the committee recommend the 2024/25 annual report and financial statements to the board for approval; agreed (3 for).",
      },
      {
        key: "far-2025-12-5",
        title: "Internal scrutiny plan 2025/26",
        type: "Decision",
        minutes:
          "Harlow & Penn LLP had proposed a 2025/26 programme, but the fee had risen by 25%. The committee deferred a decision to its February meeting and asked Neil Hargreaves to seek a revised quote.",
      },
    ],
  },

  // ---------------- Board of Trustees, 2026 ----------------
  {
    key: "tb-2026-01",
    org: "trust",
    title: "Board of Trustees",
    start: "2026-01-22T17:30",
    durationMinutes: 120,
    location: BOARDROOM,
    state: "Complete",
    attendance: attendance(board(TRUSTEES_2026, ["mohammed"], ["oliver"]), ["mohammed"]),
    items: [
      {
        key: "tb-2026-01-1",
        title: "Welcome and apologies",
        type: "Apologies",
        minutes:
          "Apologies were received and accepted from Mohammed Iqbal. Six trustees were present at the start of the meeting and the meeting was quorate. Oliver Grant attended for the solar item.",
      },
      {
        key: "tb-2026-01-2",
        title: "Minutes of the meeting held on 11 December 2025",
        type: "ConfirmMinutes",
        minutes:
          "The minutes of the meeting held on 11 December 2025 were approved as a true record.",
      },
      {
        key: "tb-2026-01-3",
        title: "Appointment of trustee",
        type: "Decision",
        minutes:
          "The board considered the nomination of Anouk Lefèvre, an IT consultant and former school business manager, recommended after interview by the Chair and Vice-Chair. Helen Ashworth proposed and James Whitfield seconded her appointment as a trustee for a four-year term from 22 January 2026; carried unanimously (6 for). Anouk Lefèvre then joined the meeting.",
      },
      {
        key: "tb-2026-01-4",
        title: "Declarations of interest",
        minutes:
          "Anouk Lefèvre declared that she owns Lefèvre Digital Ltd, an IT consultancy that has not worked for the trust. No other declarations were made.",
      },
      {
        key: "tb-2026-01-5",
        title: "Solar PV – Kingsmead Academy (deferred from September)",
        type: "Decision",
        minutes:
          "Gareth Pryce reported that the trust's grant application had succeeded: £60,000 from the Great British Energy solar schools scheme. Revised quotes gave a total cost of £139,800, leaving £79,800 to be met from the trust's capital reserves; estimated savings remain £21,000 a year. The array will be installed after the Kingsmead roof replacement if the CIF bid succeeds. Gareth Pryce proposed and James Whitfield seconded; carried by 6 votes to 1 (Priya Raman against, who felt the decision should wait for the CIF outcome).",
      },
      {
        key: "tb-2026-01-6",
        title: "CEO's report",
        minutes:
          "Rachel Tennant reported that phishing awareness training had been completed by 96% of staff, the remainder being on long-term leave. Attendance at Kingsmead had improved to 92.1%. The DfE had acknowledged the Riverside application and a decision was expected in February.",
      },
    ],
  },
  {
    key: "tb-2026-02",
    org: "trust",
    title: "Extraordinary Board of Trustees – Riverside transfer (cancelled: DfE decision delayed)",
    start: "2026-02-26T17:30",
    durationMinutes: 60,
    location: BOARDROOM,
    state: "PublishedAgenda",
    cancelled: true,
    items: [
      {
        key: "tb-2026-02-1",
        title: "Riverside Infant School – transfer agreement",
        description:
          "Meeting cancelled on 20 February 2026: the DfE Regional Director's decision was postponed to the March advisory board, so there was nothing for trustees to decide. The item will come to the meeting on 19 March 2026.",
      },
    ],
  },
  {
    key: "tb-2026-03",
    org: "trust",
    title: "Board of Trustees",
    start: "2026-03-19T17:30",
    durationMinutes: 150,
    location: BOARDROOM,
    state: "Complete",
    attendance: attendance(board(TRUSTEES_2026, [])),
    items: [
      {
        key: "tb-2026-03-1",
        title: "Welcome and apologies",
        type: "Apologies",
        minutes: "All eight trustees were present. There were no apologies.",
      },
      {
        key: "tb-2026-03-2",
        title: "Declarations of interest",
        minutes:
          "Zoë Hartley-Brown declared her interest as a governor of Riverside Infant School and withdrew for the Riverside item.",
      },
      {
        key: "tb-2026-03-3",
        title: "Minutes of the meeting held on 22 January 2026",
        type: "ConfirmMinutes",
        minutes:
          "The minutes of the meeting held on 22 January 2026 were approved as a true record. The Chair reported that the extraordinary meeting called for 26 February had been cancelled because the DfE decision was delayed.",
      },
      {
        key: "tb-2026-03-4",
        title: "Riverside Infant School – decision to proceed",
        type: "Decision",
        minutes:
          "Rachel Tennant reported that the DfE Regional Director had approved the application at the advisory board on 5 March 2026, with a proposed transfer date of 1 September 2026. The school would bring a revenue surplus of £46,000 and 118 pupils. James Whitfield proposed and Priya Raman seconded that Riverside Infant School join the trust on 1 September 2026; carried unanimously by the seven trustees voting, Zoë Hartley-Brown having withdrawn.",
      },
      {
        key: "tb-2026-03-5",
        title: "Central services charge 2026/27",
        type: "Decision",
        minutes:
          "Neil Hargreaves presented a proposal to increase the central services charge from 5% to 6% of GAG from September 2026, to fund a trust-wide SEND lead and Riverside's integration. Headteachers had opposed the increase. James Whitfield proposed and Gareth Pryce seconded. The motion was lost by 3 votes to 5. The board asked for a revised proposal in May.",
      },
      {
        key: "tb-2026-03-6",
        title: "Complaints policy",
        type: "Decision",
        minutes:
          "Samantha Cole presented a revised Complaints Policy based on the DfE's model for academy trusts, with a three-stage process ending in a panel hearing. Trustees approved the policy.",
      },
    ],
  },
  {
    key: "tb-2026-05",
    org: "trust",
    title: "Board of Trustees",
    start: "2026-05-14T17:30",
    durationMinutes: 120,
    location: FENMOOR_PRIMARY,
    state: "Complete",
    attendance: attendance(board(TRUSTEES_2026, [], ["oliver"])),
    items: [
      {
        key: "tb-2026-05-1",
        title: "Welcome and apologies",
        type: "Apologies",
        minutes:
          "All eight trustees were present. Trustees toured Fenmoor Primary Academy before the meeting, which was held in the school library.",
      },
      {
        key: "tb-2026-05-2",
        title: "Minutes of the meeting held on 19 March 2026",
        type: "ConfirmMinutes",
        minutes: "The minutes of the meeting held on 19 March 2026 were approved as a true record.",
      },
      {
        key: "tb-2026-05-3",
        title: "Central services charge 2026/27 – revised proposal",
        type: "Decision",
        minutes:
          "Following the lost motion in March, James Whitfield and Neil Hargreaves presented a revised proposal to set the charge at 5.5% of GAG, with the SEND lead part-funded from the 2025/26 underspend. James Whitfield proposed and the Chair seconded; carried by 7 votes to 1 (Mohammed Iqbal against).",
      },
      {
        key: "tb-2026-05-4",
        title: "Fenmoor Primary playground – phase 2",
        type: "Decision",
        minutes:
          "Rachel Tennant presented proposals to resurface the infant playground, which trustees had seen on the tour. The quote from Dale Surfacing Ltd was £24,500, funded from the School Condition Allocation. Gareth Pryce proposed and Anouk Lefèvre seconded; carried unanimously (8 for).",
      },
      {
        key: "tb-2026-05-5",
        title: "Kingsmead roof – CIF outcome",
        type: "Decision",
        minutes:
          "Oliver Grant reported that the CIF bid had succeeded: the DfE will fund £370,800 and the trust £41,200, a total of £412,000. Works are planned for the summer holiday, from 20 July to 28 August 2026. The board noted the outcome.",
      },
    ],
  },
  {
    key: "tb-2026-07",
    org: "trust",
    title: "Board of Trustees",
    start: "2026-07-09T17:30",
    durationMinutes: 150,
    location: BOARDROOM,
    state: "Complete",
    attendance: attendance(board(TRUSTEES_2026, ["mohammed"], ["dev"]), [], ["mohammed"]),
    items: [
      {
        key: "tb-2026-07-1",
        title: "Welcome and apologies",
        type: "Apologies",
        minutes:
          "Seven trustees were present. Mohammed Iqbal was absent; no apologies had been received. Dev Patel attended for the IT item.",
      },
      {
        key: "tb-2026-07-2",
        title: "Declarations of interest",
        minutes:
          "Anouk Lefèvre declared her interest in Lefèvre Digital Ltd in relation to the IT refresh item; the company would not be bidding, but she would take no part in the decision.",
      },
      {
        key: "tb-2026-07-3",
        title: "Minutes of the meeting held on 14 May 2026",
        type: "ConfirmMinutes",
        minutes: "The minutes of the meeting held on 14 May 2026 were approved as a true record.",
      },
      {
        key: "tb-2026-07-4",
        title: "Budget 2026/27 – approval",
        type: "Decision",
        minutes:
          "Neil Hargreaves presented the 2026/27 budget, the first to include Riverside Infant School: income of £16,240,000 and expenditure of £16,180,000, an in-year surplus of £60,000. The FAR Committee had commended the draft on 12 May. James Whitfield proposed and Priya Raman seconded; approved unanimously (7 for).",
      },
      {
        key: "tb-2026-07-5",
        title: "Teachers' pay award 2026",
        type: "Decision",
        minutes:
          "Rachel Tennant reported the 2026 teachers' pay award of 3.5% from 1 September 2026, fully funded for the first year. The Chair proposed and Zoë Hartley-Brown seconded that the trust implement the award for all teachers and leaders; carried unanimously (7 for).",
      },
      {
        key: "tb-2026-07-6",
        title: "Kingsmead Academy IT refresh",
        type: "Decision",
        minutes:
          "Dev Patel presented a proposal to replace 240 student laptops at Kingsmead bought in 2020. The initial estimate was £38,000. Trustees asked for three written quotes, as the scheme of delegation requires. Priya Raman proposed and Gareth Pryce seconded that the decision be deferred to September; agreed.",
      },
      {
        key: "tb-2026-07-7",
        title: "Riverside transfer and governance matters",
        minutes:
          "Rachel Tennant reported that TUPE consultation with Riverside staff was complete and 24 staff would transfer on 1 September. Samantha Cole reminded trustees that the annual skills audit is due in the autumn; Priya Raman agreed to lead it this year.",
      },
    ],
  },
  {
    key: "tb-2026-09",
    org: "trust",
    title: "Board of Trustees",
    start: "2026-09-24T17:30",
    durationMinutes: 150,
    location: BOARDROOM,
    state: "Complete",
    attendance: attendance(board(TRUSTEES_2026, ["zoe"], ["dev"]), ["zoe"]),
    items: [
      {
        key: "tb-2026-09-1",
        title: "Welcome and apologies",
        type: "Apologies",
        minutes:
          "Apologies were received and accepted from Zoë Hartley-Brown. Seven trustees were present and the meeting was quorate.",
      },
      {
        key: "tb-2026-09-2",
        title: "Election of Chair and Vice-Chair",
        type: "Decision",
        minutes:
          "Samantha Cole took the chair for this item. Helen Ashworth was nominated by James Whitfield, seconded by Gareth Pryce, and re-elected Chair for 2026/27 unopposed. Priya Raman was elected Vice-Chair, succeeding James Whitfield, who wishes to concentrate on chairing the FAR Committee.",
      },
      {
        key: "tb-2026-09-3",
        title: "Declarations of interest – annual return",
        minutes:
          "All trustees had completed their annual declarations. Zoë Hartley-Brown's interest as a Riverside governor ended on 31 August 2026, when the school's governing body was dissolved on joining the trust. Mohammed Iqbal's trusteeship of Fenmoor Sixth Form College had ended on 31 December 2025. Anouk Lefèvre repeated her interest in Lefèvre Digital Ltd and withdrew for the IT item.",
      },
      {
        key: "tb-2026-09-4",
        title: "Minutes of the meeting held on 9 July 2026",
        type: "ConfirmMinutes",
        minutes: "The minutes of the meeting held on 9 July 2026 were approved as a true record.",
      },
      {
        key: "tb-2026-09-5",
        title: "Kingsmead Academy IT refresh (deferred from July)",
        type: "Decision",
        minutes:
          "Neil Hargreaves reported three quotes; the lowest, from Brightwave Technology Ltd, was £41,750 for 240 laptops with a four-year warranty, higher than the July estimate because of memory prices. Priya Raman proposed and Mohammed Iqbal seconded; carried by 6 votes, Anouk Lefèvre having withdrawn.",
      },
      {
        key: "tb-2026-09-6",
        title: "Riverside Infant Academy – first report",
        minutes:
          "Rachel Tennant reported that Riverside Infant School joined the trust on 1 September 2026 as Riverside Infant Academy, with 121 pupils on roll. The headteacher, Joanne Platt, will present to the December board. Rachel also reported that the Kingsmead roof replacement had been completed on 28 August.",
      },
    ],
  },
  {
    key: "tb-2026-11",
    org: "trust",
    title: "Board of Trustees",
    start: "2026-11-12T17:30",
    durationMinutes: 150,
    location: BOARDROOM,
    state: "Review",
    attendance: attendance(board(TRUSTEES_2026, ["jameso"], ["oliver"]), ["jameso"]),
    items: [
      {
        key: "tb-2026-11-1",
        title: "Welcome and apologies",
        type: "Apologies",
        minutes:
          "Apologies were received and accepted from James Okafor. Seven trustees were present and the meeting was quorate.",
      },
      {
        key: "tb-2026-11-2",
        title: "Declarations of interest",
        minutes:
          "Mohammed Iqbal declared an interest in the item on his own reappointment and withdrew for it.",
      },
      {
        key: "tb-2026-11-3",
        title: "Minutes of the meeting held on 24 September 2026",
        type: "ConfirmMinutes",
        minutes:
          "The minutes of the meeting held on 24 September 2026 were approved as a true record.",
      },
      {
        key: "tb-2026-11-4",
        title: "Reserves policy review",
        type: "Decision",
        minutes:
          "Neil Hargreaves reported that free revenue reserves were now 7.4% of GAG, near the top of the 5%–8% target range, and proposed changing the target to 6%–9% to allow for Riverside's building risks. Several trustees wanted to see a five-year capital plan first. The decision was deferred to the December meeting; Rachel Tennant will bring a revised proposal with the capital plan.",
      },
      {
        key: "tb-2026-11-5",
        title: "Reappointment of Mohammed Iqbal",
        type: "Decision",
        minutes:
          "Mohammed Iqbal's first term of office ends on 31 December 2026. The Chair proposed and Priya Raman seconded his reappointment for a second four-year term from 1 January 2027; carried unanimously by the six trustees voting.",
      },
      {
        key: "tb-2026-11-6",
        title: "Trustee recruitment",
        minutes:
          "Trustees agreed to recruit two new trustees with HR and legal skills, advertising through Inspiring Governance. Helen Ashworth and Mohammed Iqbal will lead the recruitment.",
      },
      {
        key: "tb-2026-11-7",
        title: "Kingsmead roof – completion report",
        minutes:
          "Oliver Grant reported that the roof replacement was completed on 28 August 2026 at a final cost of £409,650, within the £412,000 budget. A snagging list of 11 items is on hold until the contractor returns in January.",
      },
      {
        key: "tb-2026-11-8",
        title: "Whistleblowing – annual report 2025/26",
        minutes: "Samantha Cole reported that no whistleblowing concerns were raised in 2025/26.",
      },
    ],
  },
  {
    key: "tb-2026-12",
    org: "trust",
    title: "Board of Trustees",
    start: "2026-12-10T17:30",
    durationMinutes: 150,
    location: RIVERSIDE,
    state: "PublishedAgenda",
    items: [
      { key: "tb-2026-12-1", title: "Welcome and apologies", type: "Apologies" },
      { key: "tb-2026-12-2", title: "Declarations of interest" },
      {
        key: "tb-2026-12-3",
        title: "Minutes of the meeting held on 12 November 2026",
        type: "ConfirmMinutes",
      },
      {
        key: "tb-2026-12-4",
        title: "Annual report and financial statements 2025/26",
        type: "Decision",
        description: "Recommended by the FAR Committee on 1 December 2026.",
      },
      {
        key: "tb-2026-12-5",
        title: "Reserves policy – revised proposal and five-year capital plan",
        type: "Decision",
        description: "Deferred from 12 November 2026. Paper from the CEO and CFO.",
      },
      {
        key: "tb-2026-12-6",
        title: "Riverside Infant Academy – headteacher's presentation",
        description: "Joanne Platt, headteacher, on the academy's first term in the trust.",
      },
      { key: "tb-2026-12-7", title: "Trustee recruitment – update" },
      { key: "tb-2026-12-8", title: "Board meeting dates for 2027" },
    ],
  },

  // ---------------- Finance, Audit and Risk Committee, 2026 ----------------
  {
    key: "far-2026-02",
    org: "far",
    title: "FAR Committee meeting",
    start: "2026-02-10T16:00",
    durationMinutes: 90,
    location: CENTRAL_OFFICE,
    state: "Complete",
    attendance: attendance(["jamesw", "gareth", "mohammed", "anouk", "neil", "sam"], ["rachel"]),
    items: [
      {
        key: "far-2026-02-1",
        title: "Apologies",
        type: "Apologies",
        minutes:
          "Apologies were received from Rachel Tennant. Present: James Whitfield (Chair), Gareth Pryce, Mohammed Iqbal and Anouk Lefèvre, who was welcomed to her first meeting of the committee.",
      },
      {
        key: "far-2026-02-2",
        title: "Minutes of the meeting held on 2 December 2025",
        type: "ConfirmMinutes",
        minutes: "The minutes of the meeting held on 2 December 2025 were approved.",
      },
      {
        key: "far-2026-02-3",
        title: "Internal scrutiny plan 2025/26 (deferred from December)",
        type: "Decision",
        minutes:
          "Neil Hargreaves reported a revised quote from Harlow & Penn LLP of £10,400 for the 2025/26 programme (procurement, estates compliance and cyber security), down from £12,190. Mohammed Iqbal proposed and Anouk Lefèvre seconded approval; carried unanimously (4 for).",
      },
      {
        key: "far-2026-02-4",
        title: "Management accounts to 31 December 2025",
        minutes:
          "Neil Hargreaves reported a forecast in-year surplus of £40,000 for 2025/26 against the budgeted deficit of £85,000, largely from energy savings and a one-off business rates refund of £22,600.",
      },
      {
        key: "far-2026-02-5",
        title: "Risk register review",
        minutes:
          "The committee asked for risks relating to the Riverside transfer (finance and estates) to be added to the register.",
      },
    ],
  },
  {
    key: "far-2026-05",
    org: "far",
    title: "FAR Committee meeting",
    start: "2026-05-12T16:00",
    durationMinutes: 90,
    location: CENTRAL_OFFICE,
    state: "Complete",
    attendance: attendance(["jamesw", "gareth", "mohammed", "anouk", "rachel", "neil", "sam"]),
    items: [
      {
        key: "far-2026-05-1",
        title: "Apologies",
        type: "Apologies",
        minutes:
          "All members were present: James Whitfield (Chair), Gareth Pryce, Mohammed Iqbal and Anouk Lefèvre; in attendance Rachel Tennant, Neil Hargreaves and Samantha Cole.",
      },
      {
        key: "far-2026-05-2",
        title: "Minutes of the meeting held on 10 February 2026",
        type: "ConfirmMinutes",
        minutes: "The minutes of the meeting held on 10 February 2026 were approved.",
      },
      {
        key: "far-2026-05-3",
        title: "Draft budget 2026/27",
        minutes:
          "Neil Hargreaves presented the first draft of the 2026/27 budget including Riverside, showing a small in-year surplus. The committee commended it to the board for July.",
      },
      {
        key: "far-2026-05-4",
        title: "Internal scrutiny report – procurement",
        type: "Decision",
        minutes:
          "Harlow & Penn LLP found that three contracts over £10,000 had been let with only two quotes, contrary to the scheme of delegation. The committee noted the report and asked Gareth Pryce to follow up the recommendations with the CFO.",
      },
      {
        key: "far-2026-05-5",
        title: "Write-off of lettings debt",
        type: "Decision",
        minutes:
          "Neil Hargreaves asked the committee to write off £3,480 owed by Fenmoor Tigers Youth FC for pitch hire at Kingsmead in 2024, as the club has been dissolved. Gareth Pryce proposed and Anouk Lefèvre seconded; approved (4 for).",
      },
    ],
  },
  {
    key: "far-2026-10",
    org: "far",
    title: "FAR Committee meeting",
    start: "2026-10-06T16:00",
    durationMinutes: 75,
    location: TEAMS,
    state: "Review",
    attendance: attendance(["jamesw", "mohammed", "anouk", "rachel", "neil", "sam"], ["gareth"]),
    items: [
      {
        key: "far-2026-10-1",
        title: "Apologies",
        type: "Apologies",
        minutes:
          "Apologies were received from Gareth Pryce. Present: James Whitfield (Chair), Mohammed Iqbal and Anouk Lefèvre; in attendance Rachel Tennant, Neil Hargreaves and Samantha Cole.",
      },
      {
        key: "far-2026-10-2",
        title: "Minutes of the meeting held on 12 May 2026",
        type: "ConfirmMinutes",
        minutes: "The minutes of the meeting held on 12 May 2026 were approved.",
      },
      {
        key: "far-2026-10-3",
        title: "Year-end position 2025/26 (unaudited)",
        type: "Decision",
        minutes:
          "Neil Hargreaves reported an unaudited in-year surplus of £112,000 for 2025/26 against the budgeted deficit of £85,000. Free revenue reserves at 31 August 2026 are estimated at £958,000, 7.4% of GAG. The committee noted the position.",
      },
      {
        key: "far-2026-10-4",
        title: "Cyber security – phishing simulation",
        minutes:
          "Neil Hargreaves reported the results of the September phishing simulation run by Dev Patel: 11% of staff clicked the link, down from 27% in the baseline test in January, and 3% entered their credentials. Anouk Lefèvre agreed to review the results with Dev Patel and recommend further training.",
      },
      {
        key: "far-2026-10-5",
        title: "Risk register review",
        minutes:
          "The Riverside transfer risk was closed. A new risk on the adequacy of the reserves target was added.",
      },
      {
        key: "far-2026-10-6",
        title: "Lettings debts",
        minutes:
          "Outstanding lettings debts total £6,210 across four hirers. Neil Hargreaves will chase them.",
      },
    ],
  },
  {
    key: "far-2026-12",
    org: "far",
    title: "FAR Committee meeting",
    start: "2026-12-01T16:00",
    durationMinutes: 90,
    location: CENTRAL_OFFICE,
    state: "PublishedAgenda",
    items: [
      { key: "far-2026-12-1", title: "Apologies", type: "Apologies" },
      {
        key: "far-2026-12-2",
        title: "Minutes of the meeting held on 6 October 2026",
        type: "ConfirmMinutes",
      },
      {
        key: "far-2026-12-3",
        title: "Annual accounts 2025/26 and audit findings",
        description: "Carter Lomas LLP to attend.",
      },
      {
        key: "far-2026-12-4",
        title: "Recommendation of the accounts to the board",
        type: "Decision",
      },
      { key: "far-2026-12-5", title: "Internal scrutiny plan 2026/27", type: "Decision" },
      { key: "far-2026-12-6", title: "Lettings debts – update" },
    ],
  },

  // ---------------- Fenmoor Community Foundation ----------------
  {
    key: "cf-2025-03",
    org: "foundation",
    title: "Foundation trustees' meeting",
    start: "2025-03-04T19:00",
    durationMinutes: 120,
    location: HUB,
    state: "Complete",
    attendance: attendance(["beatrice", "jameso", "zoe", "priya", "hamish", "fiona"]),
    items: [
      {
        key: "cf-2025-03-1",
        title: "Apologies",
        type: "Apologies",
        minutes:
          "All five trustees were present: Beatrice Olawale (Chair), James Okafor, Zoë Hartley-Brown, Priya Raman (Treasurer) and Hamish Lindsay, with Fiona Mackay (Secretary).",
      },
      {
        key: "cf-2025-03-2",
        title: "Declarations of interest",
        minutes:
          "Zoë Hartley-Brown declared that she is a trustee of Fenmoor Allotment Society, which had applied for a grant, and took no part in the decision on that application.",
      },
      {
        key: "cf-2025-03-3",
        title: "Minutes of the meeting held on 26 November 2024",
        type: "ConfirmMinutes",
        minutes: "The minutes of the meeting held on 26 November 2024 were approved.",
      },
      {
        key: "cf-2025-03-4",
        title: "Small grants round – spring 2025",
        type: "Decision",
        minutes:
          "Fiona Mackay reported 16 applications requesting £31,900 in total. The panel recommended nine awards totalling £12,500, the largest being £2,000 to Fenmoor Allotment Society for a raised-bed garden for disabled growers. Priya Raman proposed and Hamish Lindsay seconded; approved by the four trustees voting.",
      },
      {
        key: "cf-2025-03-5",
        title: "Treasurer's report",
        minutes:
          "Priya Raman reported unrestricted funds of £184,300 and an endowment valued at £1,240,000. Investment income for the year is forecast at £48,000.",
      },
    ],
  },
  {
    key: "cf-2025-09",
    org: "foundation",
    title: "Foundation trustees' meeting",
    start: "2025-09-16T19:00",
    durationMinutes: 120,
    location: HUB,
    state: "Complete",
    attendance: attendance(["beatrice", "jameso", "priya", "hamish", "fiona"], ["zoe"]),
    items: [
      {
        key: "cf-2025-09-1",
        title: "Apologies",
        type: "Apologies",
        minutes: "Apologies were received from Zoë Hartley-Brown. Four trustees were present.",
      },
      {
        key: "cf-2025-09-2",
        title: "Declarations of interest",
        minutes:
          "James Okafor declared that he is a volunteer trustee of Fenmoor Food Bank and would abstain on the food bank item.",
      },
      {
        key: "cf-2025-09-3",
        title: "Minutes of the meeting held on 4 March 2025",
        type: "ConfirmMinutes",
        minutes: "The minutes of the meeting held on 4 March 2025 were approved.",
      },
      {
        key: "cf-2025-09-4",
        title: "Fenmoor Food Bank – emergency grant",
        type: "Decision",
        minutes:
          "Beatrice Olawale reported that demand at Fenmoor Food Bank had risen by 40% over the summer and its warehouse freezer had failed. Priya Raman proposed and Beatrice Olawale seconded an emergency grant of £5,000. Approved by 3 votes with 1 abstention (James Okafor).",
      },
      {
        key: "cf-2025-09-5",
        title: "Small grants round – autumn 2025",
        type: "Decision",
        minutes:
          "Eleven awards totalling £14,000 were recommended, mainly to lunch clubs and youth groups. Hamish Lindsay proposed and Priya Raman seconded; approved unanimously (4 for).",
      },
    ],
  },
  {
    key: "cf-2026-03",
    org: "foundation",
    title: "Foundation trustees' meeting",
    start: "2026-03-03T19:00",
    durationMinutes: 120,
    location: HUB,
    state: "Complete",
    attendance: attendance(["beatrice", "jameso", "zoe", "priya", "hamish", "fiona"]),
    items: [
      {
        key: "cf-2026-03-1",
        title: "Apologies",
        type: "Apologies",
        minutes: "All five trustees were present.",
      },
      {
        key: "cf-2026-03-2",
        title: "Declarations of interest",
        minutes:
          "Hamish Lindsay declared that Lindsay & Co Estate Agents, of which he is a partner, acts for the landlord of the Community Hub, and withdrew for the lease item.",
      },
      {
        key: "cf-2026-03-3",
        title: "Minutes of the meeting held on 16 September 2025",
        type: "ConfirmMinutes",
        minutes: "The minutes of the meeting held on 16 September 2025 were approved.",
      },
      {
        key: "cf-2026-03-4",
        title: "Small grants round – spring 2026",
        type: "Decision",
        minutes:
          "Ten awards totalling £13,250 were recommended. Priya Raman proposed and Zoë Hartley-Brown seconded; approved unanimously (5 for).",
      },
      {
        key: "cf-2026-03-5",
        title: "Community Hub lease renewal",
        type: "Decision",
        minutes:
          "The Foundation's lease of its office and meeting room at the Community Hub expires on 30 June 2026. The landlord offered a ten-year lease at £9,600 a year with upward-only rent reviews. Beatrice Olawale proposed and James Okafor seconded acceptance. Trustees were concerned about committing for ten years, and the motion was lost by 1 vote to 3. Hamish Lindsay had withdrawn and did not vote. The Chair will seek a shorter lease.",
      },
    ],
  },
  {
    key: "cf-2026-09",
    org: "foundation",
    title: "Foundation trustees' meeting",
    start: "2026-09-15T19:00",
    durationMinutes: 120,
    location: HUB,
    state: "Complete",
    attendance: attendance(["beatrice", "zoe", "priya", "hamish", "fiona"], ["jameso"]),
    items: [
      {
        key: "cf-2026-09-1",
        title: "Apologies",
        type: "Apologies",
        minutes: "Apologies were received from James Okafor. Four trustees were present.",
      },
      {
        key: "cf-2026-09-2",
        title: "Declarations of interest",
        minutes:
          "Hamish Lindsay repeated his interest for the lease item. Zoë Hartley-Brown reported that she stood down as a trustee of Fenmoor Allotment Society on 30 April 2026.",
      },
      {
        key: "cf-2026-09-3",
        title: "Minutes of the meeting held on 3 March 2026",
        type: "ConfirmMinutes",
        minutes: "The minutes of the meeting held on 3 March 2026 were approved.",
      },
      {
        key: "cf-2026-09-4",
        title: "Community Hub lease",
        type: "Decision",
        minutes:
          "Beatrice Olawale reported that the landlord had agreed a five-year lease at £9,900 a year from 1 July 2026, with a break clause at the end of year three; the Foundation has been holding over on the old terms since 1 July. Priya Raman proposed and Beatrice Olawale seconded acceptance; carried by 3 votes, Hamish Lindsay having withdrawn.",
      },
      {
        key: "cf-2026-09-5",
        title: "Small grants round – autumn 2026",
        type: "Decision",
        minutes:
          "Twelve awards totalling £15,500 were recommended from 21 applications. Zoë Hartley-Brown proposed and Priya Raman seconded; approved unanimously (4 for). The Chair will write to the unsuccessful applicants.",
      },
      {
        key: "cf-2026-09-6",
        title: "Foundation annual accounts",
        minutes:
          "Priya Raman will prepare the accounts for the year to 30 June 2026 for independent examination and filing with the Charity Commission by 31 January 2027.",
      },
    ],
  },
  {
    key: "cf-2026-12",
    org: "foundation",
    title: "Foundation trustees' meeting",
    start: "2026-12-08T19:00",
    durationMinutes: 120,
    location: HUB,
    state: "PublishedAgenda",
    items: [
      { key: "cf-2026-12-1", title: "Apologies", type: "Apologies" },
      {
        key: "cf-2026-12-2",
        title: "Minutes of the meeting held on 15 September 2026",
        type: "ConfirmMinutes",
      },
      {
        key: "cf-2026-12-3",
        title: "Winter hardship fund 2026",
        type: "Decision",
        description:
          "Proposal for a £6,000 fund for heating costs, administered with the food bank.",
      },
      { key: "cf-2026-12-4", title: "Budget 2027" },
      { key: "cf-2026-12-5", title: "Trustee recruitment" },
      { key: "cf-2026-12-6", title: "Annual accounts to 30 June 2026" },
    ],
  },
];

const decisions: Decision[] = [
  // ---- Board of Trustees, 2025 ----
  {
    key: "d-playground-1",
    org: "trust",
    meeting: "tb-2025-01",
    item: "tb-2025-01-5",
    title: "Fenmoor Primary playground resurfacing",
    text: "Approved resurfacing of the junior playground at Fenmoor Primary Academy by Dale Surfacing Ltd at a cost of £38,000 including contingency, funded from the School Condition Allocation.",
    decidedOn: "2025-01-23",
    outcome: "Approved",
    mover: "gareth",
    seconder: "priya",
    tally: tally(6),
    amountCents: pounds(38_000),
  },
  {
    key: "d-riverside-approach",
    org: "trust",
    meeting: "tb-2025-01",
    item: "tb-2025-01-6",
    title: "Riverside Infant School – initial approach",
    text: "Noted the approach from the governing body of Riverside Infant School about joining the trust; the CEO to bring a due diligence proposal to the March meeting.",
    decidedOn: "2025-01-23",
    outcome: "Noted",
  },
  {
    key: "d-sports-hall-roof",
    org: "trust",
    meeting: null,
    title: "Written resolution: Kingsmead Academy sports hall roof – emergency repairs",
    text: "Written resolution signed by all seven trustees: approved emergency repairs to the Kingsmead Academy sports hall roof following storm damage on 15 February 2025, by Marston Roofing Ltd at a cost of £27,300 from capital reserves.",
    decidedOn: "2025-02-18",
    outcome: "Approved",
    tally: tally(7),
    amountCents: pounds(27_300),
  },
  {
    key: "d-ashcombe-boiler",
    org: "trust",
    meeting: "tb-2025-03",
    item: "tb-2025-03-4",
    title: "Ashcombe Primary boiler replacement",
    text: "Approved replacement of the main boiler and controls at Ashcombe Primary Academy by Thornbury Heating Ltd at a cost of £86,500.",
    decidedOn: "2025-03-20",
    outcome: "Approved",
    mover: "mohammed",
    seconder: "gareth",
    tally: tally(6),
    amountCents: pounds(86_500),
  },
  {
    key: "d-riverside-due-diligence",
    org: "trust",
    meeting: "tb-2025-03",
    item: "tb-2025-03-5",
    title: "Riverside Infant School – due diligence",
    text: "Approved the appointment of Northgate Education Consultants to carry out due diligence on Riverside Infant School at a fee of £18,000. Carried 4–1; Zoë Hartley-Brown withdrew.",
    decidedOn: "2025-03-20",
    outcome: "Approved",
    mover: "jamesw",
    seconder: "priya",
    tally: tally(4, 1, 0, 1),
    amountCents: pounds(18_000),
  },
  {
    key: "d-whistleblowing-2025",
    org: "trust",
    meeting: "tb-2025-03",
    item: "tb-2025-03-6",
    title: "Whistleblowing policy",
    text: "Approved the reviewed Whistleblowing Policy without amendment.",
    decidedOn: "2025-03-20",
    outcome: "Approved",
  },
  {
    key: "d-csc-2025",
    org: "trust",
    meeting: "tb-2025-05",
    item: "tb-2025-05-3",
    title: "Central services charge 2025/26",
    text: "Approved a central services charge for 2025/26 of 5% of each academy's GAG, unchanged from 2024/25 (estimated £612,000).",
    decidedOn: "2025-05-15",
    outcome: "Approved",
    mover: "jamesw",
    seconder: "gareth",
    tally: tally(7),
  },
  {
    key: "d-minibus",
    org: "trust",
    meeting: "tb-2025-05",
    item: "tb-2025-05-4",
    title: "Kingsmead Academy minibus lease",
    text: "Approved a three-year contract hire of a 17-seat minibus for Kingsmead Academy from Fenway Vehicle Leasing at £7,200 a year (£21,600 over the term), including maintenance.",
    decidedOn: "2025-05-15",
    outcome: "Approved",
    mover: "mohammed",
    seconder: "zoe",
    tally: tally(6, 0, 1),
    amountCents: pounds(21_600),
  },
  {
    key: "d-pay-policy-2025",
    org: "trust",
    meeting: "tb-2025-05",
    item: "tb-2025-05-5",
    title: "Pay policy 2025/26",
    text: "Approved the trust pay policy for 2025/26.",
    decidedOn: "2025-05-15",
    outcome: "Approved",
  },
  {
    key: "d-budget-2025",
    org: "trust",
    meeting: "tb-2025-07",
    item: "tb-2025-07-4",
    title: "Budget 2025/26",
    text: "Approved the 2025/26 budget: income £14,620,000, expenditure £14,705,000, an in-year deficit of £85,000 to be met from reserves. Carried 5–1 (James Okafor against).",
    decidedOn: "2025-07-10",
    outcome: "Approved",
    mover: "jamesw",
    seconder: "priya",
    tally: tally(5, 1),
    amountCents: pounds(14_705_000),
  },
  {
    key: "d-riverside-apply",
    org: "trust",
    meeting: "tb-2025-07",
    item: "tb-2025-07-5",
    title: "Riverside Infant School – application to the DfE",
    text: "Approved an application to the DfE Regional Director for Riverside Infant School to join the trust. Carried 4–0 with 1 abstention; Zoë Hartley-Brown withdrew.",
    decidedOn: "2025-07-10",
    outcome: "Approved",
    mover: "priya",
    seconder: "helen",
    tally: tally(4, 0, 1, 1),
  },
  {
    key: "d-chair-2025",
    org: "trust",
    meeting: "tb-2025-09",
    item: "tb-2025-09-2",
    title: "Election of Chair and Vice-Chair 2025/26",
    text: "Helen Ashworth elected Chair and James Whitfield elected Vice-Chair for 2025/26, both unopposed.",
    decidedOn: "2025-09-25",
    outcome: "Approved",
    mover: "priya",
    seconder: "gareth",
  },
  {
    key: "d-pay-award-2025",
    org: "trust",
    meeting: "tb-2025-09",
    item: "tb-2025-09-5",
    title: "Teachers' pay award 2025",
    text: "Approved implementing the 4% pay award for teachers and leaders from 1 September 2025; unfunded cost estimated at £96,000 for 2025/26.",
    decidedOn: "2025-09-25",
    outcome: "Approved",
    mover: "jamesw",
    seconder: "helen",
    tally: tally(7),
  },
  {
    key: "d-solar-deferred",
    org: "trust",
    meeting: "tb-2025-09",
    item: "tb-2025-09-6",
    title: "Solar PV – Kingsmead Academy",
    text: "Deferred the decision on a 120 kWp rooftop solar array at Kingsmead Academy (estimated £146,000) until the outcome of the Great British Energy solar schools grant application is known.",
    decidedOn: "2025-09-25",
    outcome: "Deferred",
    mover: "gareth",
    seconder: "jamesw",
  },
  {
    key: "d-strategy",
    org: "trust",
    meeting: "tb-2025-10",
    item: "tb-2025-10-2",
    title: "Strategic plan 2025–2028: Learning Together",
    text: "Noted the four strategic priorities for consultation: raising attendance, inclusion and SEND, staff wellbeing and workload, and sustainable estates.",
    decidedOn: "2025-10-04",
    outcome: "Noted",
  },
  {
    key: "d-cif-bid",
    org: "trust",
    meeting: "tb-2025-11",
    item: "tb-2025-11-4",
    title: "Kingsmead Academy roof – CIF bid",
    text: "Approved submission of a Condition Improvement Fund bid for replacement of the Kingsmead Academy teaching block roofs, a £412,000 project, with a trust contribution of 10% (£41,200) from capital reserves. James Okafor withdrew.",
    decidedOn: "2025-11-13",
    outcome: "Approved",
    mover: "jamesw",
    seconder: "mohammed",
    tally: tally(6, 0, 0, 1),
    amountCents: pounds(41_200),
  },
  {
    key: "d-catering",
    org: "trust",
    meeting: "tb-2025-11",
    item: "tb-2025-11-6",
    title: "Trust-wide catering contract",
    text: "Motion that the trust go out to tender for a single trust-wide catering contract (Chartwell Catering Services proposal, estimated saving £34,000 a year). Lost by 2 votes to 4 with 1 abstention.",
    decidedOn: "2025-11-13",
    outcome: "NotApproved",
    mover: "mohammed",
    seconder: "zoe",
    tally: tally(2, 4, 1),
  },
  {
    key: "d-accounts-2025",
    org: "trust",
    meeting: "tb-2025-12",
    item: "tb-2025-12-4",
    title: "Annual report and financial statements 2024/25",
    text: "Approved the annual report and financial statements for 2024/25, as recommended by the FAR Committee. Free revenue reserves £842,000 (6.1% of GAG).",
    decidedOn: "2025-12-11",
    outcome: "Approved",
    mover: "jamesw",
    seconder: "gareth",
    tally: tally(6),
  },
  {
    key: "d-auditors",
    org: "trust",
    meeting: "tb-2025-12",
    item: "tb-2025-12-6",
    title: "Reappointment of external auditors",
    text: "Agreed to recommend to the members the reappointment of Carter Lomas LLP as external auditors for 2025/26 at a fee of £21,400. Gareth Pryce withdrew.",
    decidedOn: "2025-12-11",
    outcome: "Approved",
    mover: "jamesw",
    seconder: "priya",
    tally: tally(5, 0, 0, 1),
    amountCents: pounds(21_400),
  },
  {
    key: "d-online-meetings",
    org: "trust",
    meeting: "tb-2025-12",
    item: "tb-2025-12-7",
    title: "Online board meetings in 2026",
    text: "Motion that all board meetings in 2026 be held online. Lost by 2 votes to 4.",
    decidedOn: "2025-12-11",
    outcome: "NotApproved",
    mover: "gareth",
    seconder: "mohammed",
    tally: tally(2, 4),
  },

  // ---- FAR Committee, 2025 ----
  {
    key: "d-scrutiny-2425",
    org: "far",
    meeting: "far-2025-02",
    item: "far-2025-02-5",
    title: "Internal scrutiny programme 2024/25",
    text: "Approved the appointment of Harlow & Penn LLP to deliver the 2024/25 internal scrutiny programme (payroll, procurement and IT security) at a fee of £9,750.",
    decidedOn: "2025-02-11",
    outcome: "Approved",
    mover: "gareth",
    seconder: "mohammed",
    tally: tally(3),
    amountCents: pounds(9_750),
  },
  {
    key: "d-reserves-2025",
    org: "far",
    meeting: "far-2025-05",
    item: "far-2025-05-4",
    title: "Reserves policy review",
    text: "Recommended to the board the reserves policy: free revenue reserves between 5% and 8% of annual GAG income, each academy holding at least 3% of its own GAG, and a termly reserves report to the board.",
    decidedOn: "2025-05-13",
    outcome: "Approved",
    mover: "mohammed",
    seconder: "gareth",
    tally: tally(3),
  },
  {
    key: "d-risk-2025",
    org: "far",
    meeting: "far-2025-10",
    item: "far-2025-10-3",
    title: "Risk register",
    text: "Noted the updated risk register, including the new risk on the Riverside transfer (score 9).",
    decidedOn: "2025-10-07",
    outcome: "Noted",
  },
  {
    key: "d-recommend-accounts-2025",
    org: "far",
    meeting: "far-2025-12",
    item: "far-2025-12-4",
    title: "Recommendation of the 2024/25 accounts",
    text: "Recommended the 2024/25 annual report and financial statements to the board for approval.",
    decidedOn: "2025-12-02",
    outcome: "Approved",
    mover: "mohammed",
    seconder: "gareth",
    tally: tally(3),
  },
  {
    key: "d-scrutiny-2526-deferred",
    org: "far",
    meeting: "far-2025-12",
    item: "far-2025-12-5",
    title: "Internal scrutiny plan 2025/26",
    text: "Deferred the internal scrutiny plan for 2025/26 to the February meeting; the CFO to seek a revised quote from Harlow & Penn LLP.",
    decidedOn: "2025-12-02",
    outcome: "Deferred",
  },

  // ---- Board of Trustees, 2026 ----
  {
    key: "d-appoint-anouk",
    org: "trust",
    meeting: "tb-2026-01",
    item: "tb-2026-01-3",
    title: "Appointment of trustee: Anouk Lefèvre",
    text: "Appointed Anouk Lefèvre as a trustee for a four-year term from 22 January 2026.",
    decidedOn: "2026-01-22",
    outcome: "Approved",
    mover: "helen",
    seconder: "jamesw",
    tally: tally(6),
  },
  {
    key: "d-solar-approved",
    org: "trust",
    meeting: "tb-2026-01",
    item: "tb-2026-01-5",
    title: "Solar PV – Kingsmead Academy",
    text: "Approved installation of a rooftop solar array at Kingsmead Academy at a total cost of £139,800, funded by a £60,000 Great British Energy solar schools grant and £79,800 from the trust's capital reserves. Carried 6–1 (Priya Raman against).",
    decidedOn: "2026-01-22",
    outcome: "Approved",
    mover: "gareth",
    seconder: "jamesw",
    tally: tally(6, 1),
    amountCents: pounds(139_800),
  },
  {
    key: "d-riverside-join",
    org: "trust",
    meeting: "tb-2026-03",
    item: "tb-2026-03-4",
    title: "Riverside Infant School – decision to proceed",
    text: "Approved Riverside Infant School joining the trust on 1 September 2026, following the DfE Regional Director's approval on 5 March 2026. Carried 7–0; Zoë Hartley-Brown withdrew.",
    decidedOn: "2026-03-19",
    outcome: "Approved",
    mover: "jamesw",
    seconder: "priya",
    tally: tally(7, 0, 0, 1),
  },
  {
    key: "d-csc-6",
    org: "trust",
    meeting: "tb-2026-03",
    item: "tb-2026-03-5",
    title: "Central services charge 2026/27",
    text: "Motion to increase the central services charge from 5% to 6% of GAG from September 2026. Lost by 3 votes to 5.",
    decidedOn: "2026-03-19",
    outcome: "NotApproved",
    mover: "jamesw",
    seconder: "gareth",
    tally: tally(3, 5),
  },
  {
    key: "d-complaints",
    org: "trust",
    meeting: "tb-2026-03",
    item: "tb-2026-03-6",
    title: "Complaints policy",
    text: "Approved the revised Complaints Policy, based on the DfE model for academy trusts, with a three-stage process.",
    decidedOn: "2026-03-19",
    outcome: "Approved",
  },
  {
    key: "d-csc-55",
    org: "trust",
    meeting: "tb-2026-05",
    item: "tb-2026-05-3",
    title: "Central services charge 2026/27 – revised proposal",
    text: "Approved a central services charge of 5.5% of GAG for 2026/27. Carried 7–1 (Mohammed Iqbal against).",
    decidedOn: "2026-05-14",
    outcome: "Approved",
    mover: "jamesw",
    seconder: "helen",
    tally: tally(7, 1),
  },
  {
    key: "d-playground-2",
    org: "trust",
    meeting: "tb-2026-05",
    item: "tb-2026-05-4",
    title: "Fenmoor Primary playground – phase 2",
    text: "Approved resurfacing of the infant playground at Fenmoor Primary Academy by Dale Surfacing Ltd at a cost of £24,500, funded from the School Condition Allocation.",
    decidedOn: "2026-05-14",
    outcome: "Approved",
    mover: "gareth",
    seconder: "anouk",
    tally: tally(8),
    amountCents: pounds(24_500),
  },
  {
    key: "d-cif-outcome",
    org: "trust",
    meeting: "tb-2026-05",
    item: "tb-2026-05-5",
    title: "Kingsmead roof – CIF outcome",
    text: "Noted that the CIF bid succeeded: DfE funding £370,800 and trust contribution £41,200, total project £412,000, with works from 20 July to 28 August 2026.",
    decidedOn: "2026-05-14",
    outcome: "Noted",
  },
  {
    key: "d-budget-2026",
    org: "trust",
    meeting: "tb-2026-07",
    item: "tb-2026-07-4",
    title: "Budget 2026/27",
    text: "Approved the 2026/27 budget, including Riverside Infant School: income £16,240,000, expenditure £16,180,000, an in-year surplus of £60,000.",
    decidedOn: "2026-07-09",
    outcome: "Approved",
    mover: "jamesw",
    seconder: "priya",
    tally: tally(7),
    amountCents: pounds(16_180_000),
  },
  {
    key: "d-pay-award-2026",
    org: "trust",
    meeting: "tb-2026-07",
    item: "tb-2026-07-5",
    title: "Teachers' pay award 2026",
    text: "Approved implementing the 2026 teachers' pay award of 3.5% from 1 September 2026 for all teachers and leaders.",
    decidedOn: "2026-07-09",
    outcome: "Approved",
    mover: "helen",
    seconder: "zoe",
    tally: tally(7),
  },
  {
    key: "d-it-deferred",
    org: "trust",
    meeting: "tb-2026-07",
    item: "tb-2026-07-6",
    title: "Kingsmead Academy IT refresh",
    text: "Deferred to September the replacement of 240 student laptops at Kingsmead Academy (initial estimate £38,000), pending three written quotes.",
    decidedOn: "2026-07-09",
    outcome: "Deferred",
    mover: "priya",
    seconder: "gareth",
  },
  {
    key: "d-riverside-cta",
    org: "trust",
    meeting: null,
    title: "Written resolution: Riverside Infant School commercial transfer agreement",
    text: "Written resolution signed by the seven trustees entitled to vote: approved the commercial transfer agreement for Riverside Infant School to join the trust on 1 September 2026 and authorised the CEO to sign it. Zoë Hartley-Brown, a governor of Riverside Infant School, did not take part.",
    decidedOn: "2026-08-12",
    outcome: "Approved",
    tally: tally(7, 0, 0, 1),
  },
  {
    key: "d-chair-2026",
    org: "trust",
    meeting: "tb-2026-09",
    item: "tb-2026-09-2",
    title: "Election of Chair and Vice-Chair 2026/27",
    text: "Helen Ashworth re-elected Chair and Priya Raman elected Vice-Chair for 2026/27, both unopposed.",
    decidedOn: "2026-09-24",
    outcome: "Approved",
    mover: "jamesw",
    seconder: "gareth",
  },
  {
    key: "d-it-approved",
    org: "trust",
    meeting: "tb-2026-09",
    item: "tb-2026-09-5",
    title: "Kingsmead Academy IT refresh",
    text: "Approved the purchase of 240 student laptops for Kingsmead Academy from Brightwave Technology Ltd at £41,750, with a four-year warranty. Carried 6–0; Anouk Lefèvre withdrew.",
    decidedOn: "2026-09-24",
    outcome: "Approved",
    mover: "priya",
    seconder: "mohammed",
    tally: tally(6, 0, 0, 1),
    amountCents: pounds(41_750),
  },
  {
    key: "d-reserves-deferred",
    org: "trust",
    meeting: "tb-2026-11",
    item: "tb-2026-11-4",
    title: "Reserves policy review",
    text: "Deferred to the December meeting the proposal to change the free reserves target from 5%–8% to 6%–9% of GAG, pending a five-year capital plan.",
    decidedOn: "2026-11-12",
    outcome: "Deferred",
  },
  {
    key: "d-reappoint-mohammed",
    org: "trust",
    meeting: "tb-2026-11",
    item: "tb-2026-11-5",
    title: "Reappointment of Mohammed Iqbal",
    text: "Reappointed Mohammed Iqbal as a trustee for a second four-year term from 1 January 2027. Mohammed Iqbal withdrew.",
    decidedOn: "2026-11-12",
    outcome: "Approved",
    mover: "helen",
    seconder: "priya",
    tally: tally(6, 0, 0, 1),
  },

  // ---- FAR Committee, 2026 ----
  {
    key: "d-scrutiny-2526",
    org: "far",
    meeting: "far-2026-02",
    item: "far-2026-02-3",
    title: "Internal scrutiny plan 2025/26",
    text: "Approved the 2025/26 internal scrutiny programme (procurement, estates compliance and cyber security) by Harlow & Penn LLP at a fee of £10,400.",
    decidedOn: "2026-02-10",
    outcome: "Approved",
    mover: "mohammed",
    seconder: "anouk",
    tally: tally(4),
    amountCents: pounds(10_400),
  },
  {
    key: "d-procurement-report",
    org: "far",
    meeting: "far-2026-05",
    item: "far-2026-05-4",
    title: "Internal scrutiny report – procurement",
    text: "Noted the internal scrutiny report on procurement, which found three contracts over £10,000 let with only two quotes.",
    decidedOn: "2026-05-12",
    outcome: "Noted",
  },
  {
    key: "d-write-off",
    org: "far",
    meeting: "far-2026-05",
    item: "far-2026-05-5",
    title: "Write-off of lettings debt",
    text: "Approved writing off £3,480 owed by Fenmoor Tigers Youth FC for pitch hire at Kingsmead Academy in 2024, the club having been dissolved.",
    decidedOn: "2026-05-12",
    outcome: "Approved",
    mover: "gareth",
    seconder: "anouk",
    tally: tally(4),
    amountCents: pounds(3_480),
  },
  {
    key: "d-outturn-2526",
    org: "far",
    meeting: "far-2026-10",
    item: "far-2026-10-3",
    title: "Year-end position 2025/26",
    text: "Noted the unaudited in-year surplus of £112,000 for 2025/26 against a budgeted deficit of £85,000, and estimated free revenue reserves of £958,000 (7.4% of GAG).",
    decidedOn: "2026-10-06",
    outcome: "Noted",
  },

  // ---- Fenmoor Community Foundation ----
  {
    key: "d-grants-spring-2025",
    org: "foundation",
    meeting: "cf-2025-03",
    item: "cf-2025-03-4",
    title: "Small grants round – spring 2025",
    text: "Approved nine small grants totalling £12,500, including £2,000 to Fenmoor Allotment Society. Zoë Hartley-Brown did not take part.",
    decidedOn: "2025-03-04",
    outcome: "Approved",
    mover: "priya",
    seconder: "hamish",
    tally: tally(4, 0, 0, 1),
    amountCents: pounds(12_500),
  },
  {
    key: "d-food-bank",
    org: "foundation",
    meeting: "cf-2025-09",
    item: "cf-2025-09-4",
    title: "Fenmoor Food Bank – emergency grant",
    text: "Approved an emergency grant of £5,000 to Fenmoor Food Bank. Carried 3–0 with 1 abstention (James Okafor).",
    decidedOn: "2025-09-16",
    outcome: "Approved",
    mover: "priya",
    seconder: "beatrice",
    tally: tally(3, 0, 1),
    amountCents: pounds(5_000),
  },
  {
    key: "d-grants-autumn-2025",
    org: "foundation",
    meeting: "cf-2025-09",
    item: "cf-2025-09-5",
    title: "Small grants round – autumn 2025",
    text: "Approved eleven small grants totalling £14,000.",
    decidedOn: "2025-09-16",
    outcome: "Approved",
    mover: "hamish",
    seconder: "priya",
    tally: tally(4),
    amountCents: pounds(14_000),
  },
  {
    key: "d-grants-spring-2026",
    org: "foundation",
    meeting: "cf-2026-03",
    item: "cf-2026-03-4",
    title: "Small grants round – spring 2026",
    text: "Approved ten small grants totalling £13,250.",
    decidedOn: "2026-03-03",
    outcome: "Approved",
    mover: "priya",
    seconder: "zoe",
    tally: tally(5),
    amountCents: pounds(13_250),
  },
  {
    key: "d-lease-10yr",
    org: "foundation",
    meeting: "cf-2026-03",
    item: "cf-2026-03-5",
    title: "Community Hub lease renewal",
    text: "Motion to accept a ten-year lease of the Foundation's office at the Community Hub at £9,600 a year. Lost by 1 vote to 3; Hamish Lindsay withdrew.",
    decidedOn: "2026-03-03",
    outcome: "NotApproved",
    mover: "beatrice",
    seconder: "jameso",
    tally: tally(1, 3, 0, 1),
  },
  {
    key: "d-lease-5yr",
    org: "foundation",
    meeting: "cf-2026-09",
    item: "cf-2026-09-4",
    title: "Community Hub lease",
    text: "Approved a five-year lease of the Foundation's office at the Community Hub at £9,900 a year from 1 July 2026, with a break clause after three years. Hamish Lindsay withdrew.",
    decidedOn: "2026-09-15",
    outcome: "Approved",
    mover: "priya",
    seconder: "beatrice",
    tally: tally(3, 0, 0, 1),
    amountCents: pounds(9_900),
  },
  {
    key: "d-grants-autumn-2026",
    org: "foundation",
    meeting: "cf-2026-09",
    item: "cf-2026-09-5",
    title: "Small grants round – autumn 2026",
    text: "Approved twelve small grants totalling £15,500.",
    decidedOn: "2026-09-15",
    outcome: "Approved",
    mover: "zoe",
    seconder: "priya",
    tally: tally(4),
    amountCents: pounds(15_500),
  },
];

const actions: Action[] = [
  // ---- Board of Trustees ----
  {
    key: "a-playground-works",
    org: "trust",
    meeting: "tb-2025-01",
    item: "tb-2025-01-5",
    description:
      "Confirm the Easter holiday works programme with Dale Surfacing Ltd and inform Fenmoor Primary parents",
    owners: ["rachel"],
    due: "2025-03-14",
    status: "Done",
  },
  {
    key: "a-boiler-order",
    org: "trust",
    meeting: "tb-2025-03",
    item: "tb-2025-03-4",
    description: "Place the order for the Ashcombe Primary boiler replacement",
    owners: ["neil"],
    due: "2025-04-30",
    status: "Done",
  },
  {
    key: "a-publish-whistleblowing",
    org: "trust",
    meeting: "tb-2025-03",
    item: "tb-2025-03-6",
    description: "Publish the Whistleblowing Policy on the trust website and staff intranet",
    owners: ["sam"],
    due: "2025-04-04",
    status: "Done",
  },
  {
    key: "a-minibus",
    org: "trust",
    meeting: "tb-2025-05",
    item: "tb-2025-05-4",
    description: "Complete the minibus lease paperwork and driver licence checks for Kingsmead",
    owners: ["oliver"],
    due: "2025-07-01",
    status: "Done",
  },
  {
    key: "a-riverside-letter",
    org: "trust",
    meeting: "tb-2025-07",
    item: "tb-2025-07-5",
    description: "Write to the Riverside Infant School governing body confirming the application",
    owners: ["helen", "rachel"],
    due: "2025-07-31",
    status: "Done",
  },
  {
    key: "a-structural-survey",
    org: "trust",
    meeting: "tb-2025-09",
    item: "tb-2025-09-6",
    description: "Commission a structural survey of the Kingsmead roof for the solar array",
    owners: ["gareth"],
    due: "2025-11-30",
    status: "Done",
  },
  {
    key: "a-declarations-2025",
    org: "trust",
    meeting: "tb-2025-09",
    item: "tb-2025-09-3",
    description: "Publish the updated register of interests on the trust website",
    owners: ["sam"],
    due: "2025-10-10",
    status: "Done",
  },
  {
    key: "a-cif-bid",
    org: "trust",
    meeting: "tb-2025-11",
    item: "tb-2025-11-4",
    description: "Submit the CIF bid for the Kingsmead Academy roof by the DfE deadline",
    owners: ["oliver"],
    due: "2025-12-12",
    status: "Done",
  },
  {
    key: "a-phishing-training",
    org: "trust",
    meeting: "tb-2025-11",
    item: "tb-2025-11-5",
    description: "Run phishing awareness training for all staff",
    owners: ["dev"],
    due: "2026-01-31",
    status: "Done",
  },
  {
    key: "a-catering-review",
    org: "trust",
    meeting: "tb-2025-11",
    item: "tb-2025-11-6",
    description: "Review in-house catering costs with the three academy business managers",
    owners: ["mohammed"],
    due: "2026-03-31",
    status: "Cancelled",
  },
  {
    key: "a-file-accounts",
    org: "trust",
    meeting: "tb-2025-12",
    item: "tb-2025-12-4",
    description:
      "File the 2024/25 accounts with Companies House and the DfE and publish them on the website",
    owners: ["neil"],
    due: "2026-01-31",
    status: "Done",
  },
  {
    key: "a-induction",
    org: "trust",
    meeting: "tb-2026-01",
    item: "tb-2026-01-3",
    description: "Arrange an induction programme for Anouk Lefèvre",
    owners: ["sam"],
    due: "2026-02-28",
    status: "Done",
  },
  {
    key: "a-solar-installer",
    org: "trust",
    meeting: "tb-2026-01",
    item: "tb-2026-01-5",
    description: "Appoint the solar PV installer for Kingsmead Academy following procurement",
    owners: ["oliver"],
    due: "2026-06-30",
    status: "InProgress",
  },
  {
    key: "a-tupe",
    org: "trust",
    meeting: "tb-2026-03",
    item: "tb-2026-03-4",
    description: "Begin TUPE consultation with Riverside Infant School staff",
    owners: ["rachel"],
    due: "2026-06-30",
    status: "Done",
  },
  {
    key: "a-csc-revised",
    org: "trust",
    meeting: "tb-2026-03",
    item: "tb-2026-03-5",
    description: "Bring a revised central services charge proposal to the May board",
    owners: ["jamesw", "neil"],
    due: "2026-05-01",
    status: "Done",
  },
  {
    key: "a-playground-tender",
    org: "trust",
    meeting: "tb-2026-05",
    item: "tb-2026-05-4",
    description: "Place the order for the Fenmoor Primary infant playground resurfacing",
    owners: ["oliver"],
    due: "2026-07-17",
    status: "Done",
  },
  {
    key: "a-it-quotes",
    org: "trust",
    meeting: "tb-2026-07",
    item: "tb-2026-07-6",
    description: "Obtain three written quotes for the Kingsmead IT refresh",
    owners: ["neil"],
    due: "2026-09-04",
    status: "Done",
  },
  {
    key: "a-skills-audit",
    org: "trust",
    meeting: "tb-2026-07",
    item: "tb-2026-07-7",
    description: "Lead the 2026 trustee skills audit and report to the board",
    owners: ["priya"],
    due: "2026-10-31",
    status: "NotStarted",
  },
  {
    key: "a-laptops",
    org: "trust",
    meeting: "tb-2026-09",
    item: "tb-2026-09-5",
    description: "Deploy the 240 new Kingsmead student laptops",
    owners: ["dev"],
    due: "2027-03-31",
    status: "InProgress",
  },
  {
    key: "a-declarations-2026",
    org: "trust",
    meeting: "tb-2026-09",
    item: "tb-2026-09-3",
    description: "Update the register of interests on the trust website",
    owners: ["sam"],
    due: "2026-10-16",
    status: "Done",
  },
  {
    key: "a-reserves-proposal",
    org: "trust",
    meeting: "tb-2026-11",
    item: "tb-2026-11-4",
    description:
      "Bring a revised reserves policy proposal with a five-year capital plan to the December board",
    owners: ["rachel"],
    due: "2026-12-10",
    status: "NotStarted",
  },
  {
    key: "a-recruitment",
    org: "trust",
    meeting: "tb-2026-11",
    item: "tb-2026-11-6",
    description: "Advertise for two new trustees (HR and legal) through Inspiring Governance",
    owners: ["helen", "mohammed"],
    due: "2026-12-31",
    status: "InProgress",
  },
  {
    key: "a-snagging",
    org: "trust",
    meeting: "tb-2026-11",
    item: "tb-2026-11-7",
    description: "Clear the Kingsmead roof snagging list with the contractor",
    owners: ["oliver"],
    due: "2027-01-15",
    status: "OnHold",
  },
  {
    key: "a-confirmation-statement",
    org: "trust",
    meeting: null,
    description: "File the trust's annual confirmation statement with Companies House",
    owners: ["sam"],
    due: "2026-06-30",
    status: "Done",
  },
  {
    key: "a-ofsted-readiness",
    org: "trust",
    meeting: null,
    description: "Carry out an Ofsted readiness review at Riverside Infant Academy",
    owners: ["rachel"],
    due: "2027-02-28",
    status: "NotStarted",
  },
  // ---- FAR Committee ----
  {
    key: "a-rpa-conditions",
    org: "far",
    meeting: "far-2025-10",
    item: "far-2025-10-5",
    description: "Confirm the trust meets all four RPA cyber cover conditions",
    owners: ["neil"],
    due: "2025-11-30",
    status: "Done",
  },
  {
    key: "a-riverside-risks",
    org: "far",
    meeting: "far-2026-02",
    item: "far-2026-02-5",
    description: "Add the Riverside transfer risks (finance and estates) to the risk register",
    owners: ["neil"],
    due: "2026-03-31",
    status: "Done",
  },
  {
    key: "a-procurement-followup",
    org: "far",
    meeting: "far-2026-05",
    item: "far-2026-05-4",
    description: "Follow up the procurement internal scrutiny recommendations with the CFO",
    owners: ["gareth"],
    due: "2026-09-30",
    status: "InProgress",
  },
  {
    key: "a-lettings-debts",
    org: "far",
    meeting: "far-2026-10",
    item: "far-2026-10-6",
    description: "Chase the outstanding lettings debts (£6,210 across four hirers)",
    owners: ["neil"],
    due: "2026-12-15",
    status: "NotStarted",
  },
  {
    key: "a-phishing-review",
    org: "far",
    meeting: "far-2026-10",
    item: "far-2026-10-4",
    description:
      "Review the September phishing simulation results with Dev Patel and recommend further training",
    owners: ["anouk"],
    due: "2026-11-06",
    status: "NotStarted",
  },
  // ---- Fenmoor Community Foundation ----
  {
    key: "a-pay-food-bank",
    org: "foundation",
    meeting: "cf-2025-09",
    item: "cf-2025-09-4",
    description: "Pay the emergency grant to Fenmoor Food Bank",
    owners: ["fiona"],
    due: "2025-09-30",
    status: "Done",
  },
  {
    key: "a-shorter-lease",
    org: "foundation",
    meeting: "cf-2026-03",
    item: "cf-2026-03-5",
    description: "Negotiate a shorter lease of the Community Hub office with the landlord",
    owners: ["beatrice"],
    due: "2026-06-30",
    status: "Done",
  },
  {
    key: "a-foundation-accounts",
    org: "foundation",
    meeting: "cf-2026-09",
    item: "cf-2026-09-6",
    description:
      "Prepare the Foundation's accounts to 30 June 2026 for independent examination and the Charity Commission",
    owners: ["priya"],
    due: "2027-01-31",
    status: "InProgress",
  },
  {
    key: "a-unsuccessful-letters",
    org: "foundation",
    meeting: "cf-2026-09",
    item: "cf-2026-09-5",
    description: "Write to the unsuccessful applicants in the autumn 2026 grants round",
    owners: ["beatrice"],
    due: "2026-10-09",
    status: "NotStarted",
  },
  {
    key: "a-grant-criteria",
    org: "foundation",
    meeting: null,
    description: "Update the grant criteria on the Foundation's website",
    owners: ["fiona"],
    due: "2026-12-31",
    status: "NotStarted",
  },
];

const interests: Interest[] = [
  {
    key: "i-priya-council",
    org: "trust",
    person: "priya",
    entity: "Fenmoor District Council",
    nature: "Employee (Head of Finance)",
    disclosedOn: "2025-01-23",
    endsOn: null,
    meeting: "tb-2025-01",
  },
  {
    key: "i-rachel-kingsmead",
    org: "trust",
    person: "rachel",
    entity: "Kingsmead Academy",
    nature: "Spouse employed as a teacher",
    disclosedOn: "2025-01-23",
    endsOn: null,
    meeting: "tb-2025-01",
  },
  {
    key: "i-jamesw-rugby",
    org: "trust",
    person: "jamesw",
    entity: "Fenmoor Rugby Club",
    nature: "Treasurer (the club hires the Kingsmead pitches)",
    disclosedOn: "2025-01-23",
    endsOn: "2025-06-30",
    meeting: "tb-2025-01",
  },
  {
    key: "i-mohammed-college",
    org: "trust",
    person: "mohammed",
    entity: "Fenmoor Sixth Form College",
    nature: "Trustee",
    disclosedOn: "2025-01-23",
    endsOn: "2025-12-31",
  },
  {
    key: "i-zoe-riverside",
    org: "trust",
    person: "zoe",
    entity: "Riverside Infant School",
    nature: "Member of the governing body (governor)",
    disclosedOn: "2025-03-20",
    endsOn: "2026-08-31",
    meeting: "tb-2025-03",
  },
  {
    key: "i-jameso-building",
    org: "trust",
    person: "jameso",
    entity: "Okafor Building Services Ltd",
    nature: "Director and majority shareholder",
    disclosedOn: "2025-09-25",
    endsOn: null,
    meeting: "tb-2025-09",
  },
  {
    key: "i-gareth-auditors",
    org: "trust",
    person: "gareth",
    entity: "Carter Lomas LLP",
    nature: "Spouse is an audit manager at the firm (the trust's external auditors)",
    disclosedOn: "2025-09-25",
    endsOn: null,
    meeting: "tb-2025-09",
  },
  {
    key: "i-helen-parish",
    org: "trust",
    person: "helen",
    entity: "Ashcombe Parish Council",
    nature: "Elected parish councillor",
    disclosedOn: "2025-09-25",
    endsOn: null,
    meeting: "tb-2025-09",
  },
  {
    key: "i-anouk-digital",
    org: "trust",
    person: "anouk",
    entity: "Lefèvre Digital Ltd",
    nature: "Owner and director (IT consultancy)",
    disclosedOn: "2026-01-22",
    endsOn: null,
    meeting: "tb-2026-01",
  },
  {
    key: "i-zoe-allotment",
    org: "foundation",
    person: "zoe",
    entity: "Fenmoor Allotment Society",
    nature: "Trustee",
    disclosedOn: "2025-03-04",
    endsOn: "2026-04-30",
    meeting: "cf-2025-03",
  },
  {
    key: "i-jameso-food-bank",
    org: "foundation",
    person: "jameso",
    entity: "Fenmoor Food Bank",
    nature: "Volunteer trustee",
    disclosedOn: "2025-09-16",
    endsOn: null,
    meeting: "cf-2025-09",
  },
  {
    key: "i-hamish-agents",
    org: "foundation",
    person: "hamish",
    entity: "Lindsay & Co Estate Agents",
    nature: "Partner; the firm acts for the landlord of the Community Hub",
    disclosedOn: "2026-03-03",
    endsOn: null,
    meeting: "cf-2026-03",
  },
];

const documents: GovernanceDocument[] = [
  {
    key: "doc-articles",
    org: "trust",
    name: "Articles of Association and Standing Orders (extracts).pdf",
    folder: "everyone",
    pages: [
      [
        "Fenmoor Learning Trust is a charitable company limited by guarantee, registered in England and Wales. These extracts from its Articles of Association are published with the standing orders for board meetings.",
        "The number of trustees shall be not less than three but, unless otherwise determined by ordinary resolution, shall not be subject to any maximum.",
        "Trustees are appointed by the members or co-opted by the trustees. No more than one employee of the trust may serve as a trustee.",
        "The term of office for any trustee shall be four years. Subject to remaining eligible, any trustee may be reappointed or re-elected.",
        "Under the standing orders, no trustee may serve more than two consecutive terms of office without a break of at least one year, unless the members resolve otherwise.",
      ],
      [
        "The trustees shall hold at least three meetings in every school year. Meetings are convened by the Governance Professional (the clerk) on the instruction of the Chair.",
        "Each trustee shall be given at least seven clear days' notice of a meeting, with the agenda and papers, except where the Chair decides that a matter demands urgent consideration.",
        "The quorum for a meeting of the trustees, and for any vote at it, shall be three trustees or, where greater, one third (rounded up to a whole number) of the trustees holding office at the date of the meeting.",
        "If fewer trustees than the quorum are able to attend, the meeting shall not take place and its business shall be carried forward to the next meeting.",
        "Every matter shall be decided by a majority of the votes of the trustees present and voting. Where the votes are equal, the Chair of the meeting shall have a second or casting vote.",
      ],
      [
        "The trustees shall elect a Chair and a Vice-Chair from among their number each school year, at the first meeting of the autumn term. A trustee employed by the trust is not eligible.",
        "The Chair and Vice-Chair hold office until their successors are elected, and either may resign by notice in writing to the Governance Professional.",
        "A resolution in writing, agreed by all the trustees entitled to receive notice of a meeting and to vote on the matter, is as valid as if it had been passed at a meeting.",
        "A trustee with a conflict of interest in a matter shall withdraw from that part of the meeting, shall not vote on it, and shall not be counted in the quorum for it.",
        "Draft minutes are circulated to trustees within ten working days of a meeting and are confirmed at the next meeting.",
      ],
    ],
  },
  {
    key: "doc-delegation",
    org: "trust",
    name: "Scheme of Delegation 2025-27.pdf",
    folder: "everyone",
    pages: [
      [
        "This scheme sets out which decisions the Board of Trustees keeps for itself and which it delegates to its committees, the Chief Executive Officer (CEO), the Chief Financial Officer (CFO) and headteachers.",
        "The board reserves to itself the trust's strategy, the annual budget, the annual accounts, the appointment of the CEO, the central services charge, and any decision for a school to join or leave the trust.",
        "The board may decide any matter, including one delegated in this scheme.",
      ],
      [
        "Spending limits apply per order or contract, including VAT, to expenditure within the approved budget.",
        "Headteachers may commit expenditure of up to £10,000.",
        "The CFO may commit expenditure of up to £25,000.",
        "The CEO may commit expenditure of up to £50,000.",
        "The Finance, Audit and Risk Committee may approve expenditure above £50,000 and up to £100,000.",
        "Expenditure above £100,000, and any expenditure not in the approved budget above £25,000, must be approved by the Board of Trustees.",
      ],
      [
        "Purchases between £10,000 and £50,000 need at least three written quotes. Contracts above £50,000 need three formal quotes, and contracts above the public procurement threshold need a formal tender.",
        "Virements between budget headings may be approved by the CEO up to £25,000 and by the Finance, Audit and Risk Committee up to £100,000; larger virements go to the board.",
        "Debts and losses may be written off by the CFO up to £1,000 and by the Finance, Audit and Risk Committee up to £5,000; larger write-offs need the board's approval, and DfE approval where the Academy Trust Handbook requires it.",
        "Any lease of land or buildings, and any lease of more than five years, must be approved by the board.",
        "Any transaction with a related party must be reported to the CFO before any commitment is made.",
      ],
    ],
  },
  {
    key: "doc-coi",
    org: "trust",
    name: "Conflicts of Interest Policy.pdf",
    folder: "everyone",
    pages: [
      [
        "This policy applies to the members, trustees and committee members of Fenmoor Learning Trust and to its senior leaders.",
        "A conflict of interest arises where a person's duty to the trust competes, or could be seen to compete, with a personal or business interest or with a duty to another body.",
        "Every trustee completes a declaration of interests on appointment and again each year at the first board meeting of the autumn term, and updates it within 28 days of any change.",
        "The register of interests of members, trustees and the accounting officer is published on the trust's website.",
      ],
      [
        "At the start of every meeting the Chair asks for declarations relating to the items on the agenda, and declarations are recorded in the minutes.",
        "A trustee with a conflict must leave the meeting for that item, take no part in the discussion, and not vote. The trustee is not counted in the quorum for that item.",
        "If every trustee is conflicted on a matter, the board will seek the advice of the members before deciding it.",
      ],
      [
        "Related party transactions must be declared to the CFO in advance. Contracts with a related party must be at no more than cost and, where the Academy Trust Handbook requires, declared to the DfE before the contract is agreed.",
        "Gifts or hospitality worth more than £50 must be recorded in the gifts register. Gifts worth more than £250 must be declined unless the CEO approves them.",
        "A serious breach of this policy may lead to removal from office.",
        "The policy is reviewed every two years by the Board of Trustees.",
      ],
    ],
  },
  {
    key: "doc-reserves",
    org: "trust",
    name: "Reserves Policy.pdf",
    folder: "everyone",
    pages: [
      [
        "The trust holds reserves to manage risk, to meet unforeseen costs and to invest in its academies.",
        "Free revenue reserves are unrestricted funds and GAG carried forward, excluding fixed assets and the pension deficit.",
        "The trust aims to hold free revenue reserves of between 5% and 8% of annual GAG income across the trust.",
        "Each academy should hold at least 3% of its own GAG income as a school-level reserve.",
      ],
      [
        "Reserves above 8% must be justified by a plan for their use approved by the Board of Trustees.",
        "If free reserves fall below 5%, the CFO presents a recovery plan to the Finance, Audit and Risk Committee within one term.",
        "Capital reserves are held separately and may be used to match-fund Condition Improvement Fund bids and for estates priorities.",
        "The CFO reports the reserves position to the board each term.",
        "This policy is reviewed annually by the Finance, Audit and Risk Committee and approved by the board.",
      ],
    ],
  },
  {
    key: "doc-whistleblowing",
    org: "trust",
    name: "Whistleblowing Policy.pdf",
    folder: "everyone",
    pages: [
      [
        "This policy lets staff, trustees, volunteers and contractors raise concerns about wrongdoing, such as fraud, safeguarding failures, breaches of the law or danger to health and safety, without fear of reprisal.",
        "It does not cover personal grievances, which follow the grievance procedure, or complaints from parents, which follow the Complaints Policy.",
        "Concerns should normally be raised with the Chief Executive Officer.",
        "If the concern is about the CEO, it should be raised with the Chair of Trustees. If it is about the Chair, it should be raised with the Vice-Chair.",
        "Concerns about the conduct of a member of staff towards children should be raised with the headteacher, or with the CEO if they concern a headteacher, and may be referred to the Local Authority Designated Officer (LADO).",
      ],
      [
        "Whoever receives the concern will acknowledge it in writing within five working days and say how it will be investigated.",
        "The investigator will aim to report the outcome within 20 working days.",
        "Concerns may be raised anonymously, although this can make them harder to investigate.",
        "Anyone not satisfied with the response may raise the concern outside the trust, for example with the Department for Education or with Protect, the whistleblowing charity.",
        "The Governance Professional reports the number and nature of concerns to the board each year, without identifying anyone who raised them.",
      ],
    ],
  },
  {
    key: "doc-far-tor",
    org: "far",
    name: "Finance, Audit and Risk Committee – Terms of Reference.pdf",
    folder: "everyone",
    pages: [
      [
        "The Finance, Audit and Risk Committee is a committee of the Board of Trustees of Fenmoor Learning Trust.",
        "The committee has at least three members, all of whom are trustees. The Chair of the Board may not be a member, and no employee of the trust may be a member.",
        "The Chair of the committee is appointed by the board each year.",
        "The quorum is two trustee members of the committee.",
        "The committee meets at least four times a year. The CEO, the CFO and the Governance Professional attend but do not vote.",
      ],
      [
        "Finance: to review the draft budget before it goes to the board, to monitor the management accounts at each meeting, and to approve expenditure and virements within the limits of the Scheme of Delegation.",
        "Audit: to recommend the appointment of the external auditors to the board and the members, to review the annual accounts and audit findings, and to recommend the accounts to the board.",
        "Internal scrutiny: to agree an annual programme of internal scrutiny, to receive its reports and to monitor the implementation of its recommendations.",
        "Risk: to review the risk register at least three times a year and report the principal risks to the board.",
        "The committee may approve write-offs of debts and losses of up to £5,000.",
      ],
      [
        "The committee's minutes are circulated to all trustees, and the committee Chair reports to the next meeting of the board.",
        "These terms of reference are reviewed annually by the board.",
      ],
    ],
  },
  {
    // Board Only: the CEO and CFO (Senior Executives, not board members) and the Head of
    // Estates (Executive/guest) may not read it; the Secretary and Administrator may.
    key: "doc-exec-pay",
    org: "trust",
    name: "Executive Pay Policy (confidential).pdf",
    folder: "boardOnly",
    pages: [
      [
        "This policy sets out how the pay of the Chief Executive Officer (CEO) and the Chief Financial Officer (CFO) is determined. It is confidential to the Board of Trustees.",
        "Executive pay is set by a Pay and Performance Panel of three trustees appointed by the board each year.",
        "The CEO's salary range is £112,000 to £124,000. The CFO's salary range is £78,000 to £86,000.",
        "The panel benchmarks executive salaries against trusts of similar size, using the DfE's published data, every two years.",
      ],
      [
        "Progression within the range depends on meeting the performance objectives agreed by the panel each autumn.",
        "No bonuses, performance-related payments or honoraria are paid to executive staff.",
        "The DfE must be told of any salary above £150,000; no executive salary in the trust approaches that level.",
        "The panel reports its decisions to the full board in a confidential item.",
      ],
    ],
  },
  {
    key: "doc-foundation-constitution",
    org: "foundation",
    name: "Fenmoor Community Foundation – Constitution.pdf",
    folder: "everyone",
    pages: [
      [
        "Fenmoor Community Foundation is a charitable incorporated organisation (CIO) whose objects are the relief of poverty and the promotion of community life in Fenmoor and the surrounding villages.",
        "There shall be at least four and not more than nine charity trustees.",
        "Trustees are appointed for a term of three years and may be reappointed, but no trustee may serve more than three consecutive terms.",
        "The trustees elect a Chair and a Treasurer from among their number each year.",
      ],
      [
        "The quorum for meetings of the trustees is one half of the trustees in office, rounded up, and never fewer than three.",
        "The trustees shall meet at least twice a year.",
        "Small grants of up to £2,000 each may be awarded through the spring and autumn grant rounds. Any single grant above £5,000 must be approved at a meeting of the trustees.",
        "A trustee with an interest in a grant application must declare it and take no part in the decision.",
      ],
      [
        "The Foundation's financial year ends on 30 June. The accounts are independently examined and filed with the Charity Commission within ten months of the year end.",
        "This constitution may be amended by a resolution passed by at least two-thirds of the trustees voting at a meeting.",
      ],
    ],
  },
];

export const thirdHistory: BoardHistory = {
  today: "2026-11-20",
  people,
  orgs,
  meetings,
  decisions,
  actions,
  interests,
  documents,
};
