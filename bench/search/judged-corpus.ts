/**
 * A judged relevance set for the organisation search: the governance library, meetings,
 * decisions and actions of one fictional New Zealand charity, and queries with every matching
 * record graded by hand. Common governance words recur across records on purpose, so ranking,
 * not mere matching, decides the scores.
 */

/** Pages hold passages of one to three sentences; a judgement names a page from 1. */
export type JudgedDocument = { key: string; name: string; pages: string[][] };
export type JudgedItem = { key: string; title: string; description: string; minutes: string };
/** `date` and `decidedOn` are YYYY-MM-DD; `meeting` is a JudgedMeeting key, null between meetings. */
export type JudgedMeeting = { key: string; title: string; date: string; items: JudgedItem[] };
export type JudgedDecision = {
  key: string;
  meeting: string | null;
  title: string;
  text: string;
  decidedOn: string;
};
export type JudgedAction = {
  key: string;
  meeting: string | null;
  description: string;
  status: "NotStarted" | "InProgress" | "Done";
};
/** A relevant record: "doc:<documentKey>#<page from 1>", "item:<itemKey>", "decision:<key>" or "action:<key>"; grade 2 = answers the query directly, 1 = partly relevant. */
export type Judgement = { ref: string; grade: 1 | 2 };
export type JudgedQuery = {
  query: string;
  kind: "word" | "phrase" | "prefix" | "accent" | "multiword" | "name" | "record";
  relevant: Judgement[];
};
export type JudgedCorpus = {
  documents: JudgedDocument[];
  meetings: JudgedMeeting[];
  decisions: JudgedDecision[];
  actions: JudgedAction[];
  queries: JudgedQuery[];
};

type Kind = JudgedQuery["kind"];

/** Keeps each query short: `direct` refs answer it (grade 2), `partly` refs only hold its words. */
function judged(query: string, kind: Kind, direct: string[], partly: string[] = []): JudgedQuery {
  const relevant = direct.map((ref): Judgement => ({ ref, grade: 2 }));
  for (const ref of partly) relevant.push({ ref, grade: 1 });
  return { query, kind, relevant };
}

const documents: JudgedDocument[] = [
  {
    key: "treasury",
    name: "Treasury and investment policy.pdf",
    pages: [
      [
        "This policy sets out how the Kōwhai Valley Community Trust invests funds that are not needed for day-to-day operations. The board of trustees approves the policy and reviews it every two years.",
        "The objective of the investment portfolio is to preserve capital while earning a modest return. Trustees must act as a prudent person would when investing trust property, as the Trusts Act 2019 requires.",
        "The Finance & Audit Committee monitors investment performance and reports to the board each quarter, with a written summary of risk.",
      ],
      [
        "Counterparty limit: no more than 25 percent of the portfolio may be held with a single bank. Every bank used must hold a Standard & Poor's credit rating of A or better.",
        "Term deposits may not exceed a term of 24 months. Staggering maturity dates keeps enough cash available for grant payments as they fall due.",
        "Investment in shares, derivatives, cryptocurrency or property development is not permitted without a resolution of the full board.",
      ],
      [
        "The treasurer may move funds between the operating account and approved term deposits without further approval, provided the counterparty limits are respected.",
        "A breach of a limit in this policy must be reported to the chair within two working days and corrected within 30 days, unless the board approves an exception.",
        "The trust will not knowingly invest in tobacco, gambling or fossil-fuel extraction, consistent with its ethical investment statement.",
      ],
    ],
  },
  {
    key: "conflicts",
    name: "Conflicts of interest policy.pdf",
    pages: [
      [
        "A conflict of interest arises when a trustee's personal, family or business interests could influence, or appear to influence, a decision of the board.",
        "Every trustee must declare a conflict of interest as soon as they become aware of it, and the declaration is recorded in the minutes of the meeting.",
        "The secretary keeps an interests register listing each trustee's directorships, employment, memberships and significant shareholdings.",
      ],
      [
        "A trustee with a conflict must leave the room while the matter is discussed and must not vote on it. The remaining trustees decide whether the quorum is still met.",
        "Where a conflicted trustee holds information the board needs, the chair may invite them to answer questions before they withdraw.",
        "Gifts and hospitality worth more than $100 must be entered in the gifts register within five working days of being received.",
      ],
      [
        "Close relationships include a spouse, partner, child, parent or whānau member living in the same household as the trustee.",
        "The interests register is reviewed at the first board meeting of each financial year, and every trustee confirms their entries are complete.",
        "Failure to disclose a conflict is a breach of the trustee code of conduct and may lead to removal under the trust deed.",
      ],
    ],
  },
  {
    key: "delegations",
    name: "Delegations of authority.pdf",
    pages: [
      [
        "The board delegates day-to-day management of the trust to the general manager, within the financial limits set out in this schedule. Authority not delegated remains with the board.",
        "Delegations are made to roles rather than people, and an acting appointment carries the same authority as the substantive role.",
      ],
      [
        "The general manager may approve operating expenditure up to $25,000 per transaction when the cost is within the approved annual budget.",
        "Expenditure between $25,000 and $100,000 requires the approval of the chair and the treasurer together. Above $100,000 a board resolution is required.",
        "Grants to community groups of up to $10,000 may be approved by the grants panel; larger grants go to the board with the panel's recommendation.",
      ],
      [
        "Staff appointments are the general manager's responsibility, but the appointment of the general manager and their remuneration are reserved to the board.",
        "Every exercise of a financial delegation above $10,000 is reported to the next Finance & Audit Committee meeting.",
        "Sub-delegation is allowed only in writing, and the general manager remains accountable for decisions made under it.",
      ],
    ],
  },
  {
    key: "safety",
    name: "Health and safety policy.pdf",
    pages: [
      [
        "Trustees are officers under the Health and Safety at Work Act 2015 and must exercise due diligence to ensure the trust meets its duties to workers and volunteers.",
        "The general manager reports health and safety incidents, near misses and hazards to every board meeting.",
      ],
      [
        "Volunteers working at the community garden must complete a site induction before their first shift and wear gloves and sturdy footwear.",
        "Incidents causing injury must be recorded in the incident register within 24 hours. Notifiable events are reported to WorkSafe immediately.",
        "The hazard register is reviewed every six months by the health and safety representative together with a trustee.",
      ],
      [
        "Staff working alone at the Kōwhai Valley hall after dark must check in by phone with a nominated contact every two hours.",
        "First aid kits are checked monthly, and at least one person on site during public events must hold a current first aid certificate.",
      ],
    ],
  },
  {
    key: "privacy",
    name: "Privacy policy.pdf",
    pages: [
      [
        "The trust collects personal information only to run its programmes, process grants and communicate with donors, as the Privacy Act 2020 allows.",
        "The privacy officer is the general manager, who responds to requests to access or correct personal information within 20 working days.",
        "Personal information about whānau who use our services is never shared with other organisations without their consent.",
      ],
      [
        "A privacy breach that is likely to cause serious harm must be notified to the Privacy Commissioner and the affected people as soon as practicable.",
        "Donor records are kept for seven years after the last gift and then securely destroyed. Paper files are shredded on site.",
        "Staff and volunteers complete privacy training when they start and refresh it every two years.",
      ],
    ],
  },
  {
    key: "complaints",
    name: "Complaints procedure.pdf",
    pages: [
      [
        "A person who uses our services, a volunteer or a member of the public may make a complaint in writing, by email, by phone or in person at the hall.",
        "Complaints are acknowledged within five working days, and the complainant is told who is handling the matter and when to expect a response.",
        "The general manager investigates most complaints and aims to resolve them within 20 working days.",
      ],
      [
        "A complaint about the general manager or a trustee goes directly to the chair, who may appoint an independent investigator.",
        "If the complainant is not satisfied, they may ask the board to review the outcome. The board's review is final within the trust.",
        "A summary of complaints received, their themes and outcomes is reported to the board twice a year, without identifying the people involved.",
      ],
    ],
  },
  {
    key: "reserves",
    name: "Reserves policy.pdf",
    pages: [
      [
        "The trust holds reserves so it can meet its obligations if income falls unexpectedly, and can take up opportunities that fit its charitable purposes.",
        "The target for operating reserves is six months of budgeted operating expenditure, and the minimum is three months.",
      ],
      [
        "If reserves fall below the three-month minimum, the general manager presents a recovery plan to the board within 60 days.",
        "A building reserve is set aside for renewing the community hall roof and heating, funded by an annual transfer of $40,000.",
        "Reserves are invested in line with the treasury and investment policy and are reported in the annual financial statements.",
      ],
    ],
  },
  {
    key: "conduct",
    name: "Trustee code of conduct.pdf",
    pages: [
      [
        "Trustees act in good faith and in the best interests of the trust and the communities of the Kōwhai Valley, not for the group that nominated them.",
        "Trustees attend meetings prepared, having read the board papers beforehand, and contribute respectfully and constructively to discussion.",
        "Board discussions are confidential. Trustees support a decision once it is made, even when they voted against it.",
      ],
      [
        "Only the chair speaks to the media on behalf of the trust, unless the board agrees otherwise for a particular matter.",
        "Trustees must not use their position, or information gained as a trustee, for personal gain.",
        "Trustees may claim reimbursement of reasonable travel expenses for attending board meetings at the IRD mileage rate. No trustee fees are paid.",
      ],
      [
        "A trustee who misses three consecutive meetings without leave of absence may be asked by the board to step down.",
        "Alleged breaches of this code are considered by the chair and deputy chair, who report to the board with a recommendation.",
        "Each trustee signs this code on appointment and reaffirms it at the annual board evaluation.",
      ],
    ],
  },
  {
    key: "deed",
    name: "Trust deed.pdf",
    pages: [
      [
        "The Kōwhai Valley Community Trust is established to promote the wellbeing of the people of the Kōwhai Valley, including Māori and their whānau, through community facilities, education and support.",
        "The trust is a charitable trust registered under the Charities Act 2005. No private pecuniary profit may be made by a person from the trust.",
      ],
      [
        "There must be no fewer than five and no more than nine trustees. At least two trustees are appointed on the nomination of the local hapū.",
        "Trustees are appointed for a term of three years and may serve no more than three consecutive terms.",
        "The trustees elect a chair, deputy chair and treasurer at the first meeting after the annual general meeting.",
      ],
      [
        "The quorum for a board meeting is a majority of the trustees then in office. A meeting without a quorum may only adjourn.",
        "Decisions are made by a simple majority of trustees present and voting. The chair has a casting vote.",
        "A resolution in writing, signed or agreed by email by every trustee, is as valid as if it had been passed at a meeting.",
      ],
      [
        "This trust deed may be amended by a resolution passed by 75 percent of trustees at a meeting called with 21 days' notice, but the charitable purposes may not be changed.",
        "On winding up, surplus assets go to another charitable organisation in the Waikato region with similar purposes.",
      ],
    ],
  },
  {
    key: "procurement",
    name: "Procurement policy.pdf",
    pages: [
      [
        "This procurement policy applies to every purchase of goods, services and works by the trust. It aims for value for money, fairness to suppliers and transparency.",
        "Purchases under $5,000 need one quote. Purchases from $5,000 to $50,000 need at least three written quotes.",
        "Purchases over $50,000 require an open tender, advertised publicly for at least 15 working days.",
      ],
      [
        "Preference may be given to local suppliers and Māori-owned businesses when quality and price are comparable.",
        "A trustee or staff member with a conflict of interest in a supplier must take no part in the procurement process.",
        "Contracts over $50,000 are signed by two trustees after board approval. Variations above 10 percent of the original value return to the board.",
      ],
      [
        "The general manager keeps a contracts register recording each supplier, the value, the term and the renewal date.",
        "Emergency purchases may bypass quotes to protect people or property, but must be reported to the chair within two working days.",
      ],
    ],
  },
  {
    key: "annual",
    name: "Annual report 2025.pdf",
    pages: [
      [
        "Kia ora koutou. In 2025 the Kōwhai Valley Community Trust supported 1,240 whānau through its food bank, youth programmes and the community hall.",
        "Our kaitiaki programme planted 3,500 native trees along the Kōwhai Stream with help from the local school and volunteers.",
      ],
      [
        "Total income was $1.32 million, including $610,000 from grants and donations. Operating reserves at year end stood at 4.5 months of expenditure.",
        "The board met eight times and held a strategy hui at the marae in August. Trustee attendance averaged 91 percent.",
      ],
      [
        "We farewelled trustee Tom Baker after nine years of service and welcomed Priya Patel as treasurer.",
        "Our auditors issued an unmodified opinion on the 2024–25 financial statements, with no matters raised for the board's attention.",
      ],
    ],
  },
];

const meetings: JudgedMeeting[] = [
  {
    key: "board-2025-02",
    title: "Board meeting — February 2025",
    date: "2025-02-18",
    items: [
      {
        key: "b25-02-apologies",
        title: "Apologies and conflicts of interest",
        description: "Apologies received and interests declared for this meeting.",
        minutes:
          "Apologies from Sarah Chen. Tom Baker declared a conflict of interest in the roof item as a director of Baker Builders Ltd and left the room for that item.",
      },
      {
        key: "b25-02-gm-report",
        title: "General manager's report",
        description: "Operations, programmes and staffing for the quarter.",
        minutes:
          "Hemi Walker reported strong demand at the food bank, with 40 more whānau registered since December. Volunteer numbers at the community garden are steady.",
      },
      {
        key: "b25-02-hall-roof",
        title: "Community hall roof replacement",
        description:
          "Three quotes received for replacing the hall roof, with a recommendation to accept the lowest conforming quote.",
        minutes:
          "The board considered the three quotes; Tom Baker took no part. The board approved the quote from Valley Roofing for $86,500, funded from the building reserve.",
      },
      {
        key: "b25-02-treasury",
        title: "Treasury policy review",
        description: "Proposed changes to bank counterparty limits in the treasury policy.",
        minutes:
          "Priya Patel presented the draft. Trustees asked for the single-bank limit to stay at 25 percent. The revised policy will come back to the June meeting.",
      },
      { key: "b25-02-general", title: "General business", description: "", minutes: "" },
    ],
  },
  {
    key: "finance-2025-05",
    title: "Finance & Audit Committee — May 2025",
    date: "2025-05-13",
    items: [
      {
        key: "fa-accounts",
        title: "Management accounts to 31 March",
        description: "Year-to-date income, expenditure and cash position.",
        minutes:
          "Income is 6 percent ahead of budget because of a late grant from the Lottery Grants Board. Expenditure is on budget.",
      },
      {
        key: "fa-audit-plan",
        title: "External audit plan 2024–25",
        description: "The auditor's plan, timetable and fee for the annual audit.",
        minutes:
          "The committee met the audit partner, David Liu, without management present. The audit fee of $14,200 was accepted.",
      },
      {
        key: "fa-delegations",
        title: "Delegations exercised",
        description: "Financial delegations above $10,000 exercised since the last meeting.",
        minutes: "Four delegations were exercised, all within limits.",
      },
      {
        key: "fa-risk",
        title: "Risk register",
        description: "Quarterly review of the trust's top risks.",
        minutes:
          "The committee added cyber security as a high risk after a phishing attempt on the donations inbox. Hemi Walker will arrange staff training.",
      },
      {
        key: "fa-reserves",
        title: "Reserves position",
        description: "Operating reserves compared with the target in the reserves policy.",
        minutes:
          "Operating reserves stand at 4.2 months, above the three-month minimum but below the six-month target.",
      },
    ],
  },
  {
    key: "board-2025-06",
    title: "Board meeting — June 2025",
    date: "2025-06-17",
    items: [
      {
        key: "b25-06-treasury",
        title: "Treasury and investment policy — adoption",
        description: "Revised policy following the February discussion.",
        minutes:
          "The board adopted the revised treasury and investment policy with the 25 percent single-bank limit and a 24-month maximum term.",
      },
      {
        key: "b25-06-health",
        title: "Health and safety report",
        description: "Incidents, near misses and hazards for the quarter.",
        minutes:
          "One minor injury at the community garden: a volunteer cut a hand on a rake. The hazard register was updated and gloves are now compulsory.",
      },
      {
        key: "b25-06-privacy",
        title: "Privacy breach",
        description: "Report on an email sent to donors with addresses visible.",
        minutes:
          "Hemi Walker reported that a newsletter went out with 212 donor email addresses visible. The privacy officer assessed the breach as unlikely to cause serious harm, so the Privacy Commissioner was not notified.",
      },
      {
        key: "b25-06-hui",
        title: "Strategy hui planning",
        description: "Arrangements for the August strategy hui at Te Kōwhai Marae.",
        minutes:
          "Aroha Ngata will approach the marae committee. Whānau representatives and youth leaders will be invited.",
      },
    ],
  },
  {
    key: "board-2025-09",
    title: "Board meeting — September 2025",
    date: "2025-09-16",
    items: [
      {
        key: "b25-09-strategy",
        title: "Strategic plan 2026–2028",
        description: "Draft plan arising from the August hui.",
        minutes:
          "The board endorsed four priorities: food security, rangatahi development, the kaitiaki environmental programme and a sustainable hall. The plan will be published after consultation.",
      },
      {
        key: "b25-09-complaint",
        title: "Complaint about hall booking",
        description: "Review of a complaint about cancelling a community group's hall booking.",
        minutes:
          "The complainant asked the board to review the general manager's decision. The board upheld the decision but agreed the booking terms were unclear and should be rewritten.",
      },
      {
        key: "b25-09-procurement",
        title: "Procurement policy",
        description: "New policy setting quote and tender thresholds.",
        minutes:
          "Priya Patel explained the thresholds. Trustees asked that Māori-owned and local suppliers be preferred where price and quality are comparable.",
      },
      {
        key: "b25-09-van",
        title: "Food bank van",
        description: "Purchase of a refrigerated van for food rescue.",
        minutes:
          "The board approved buying a second-hand refrigerated van for up to $48,000, following three written quotes.",
      },
      {
        key: "b25-09-agm",
        title: "Annual general meeting arrangements",
        description: "Date, notice and trustee elections for the AGM.",
        minutes: "AGM on 25 November. Tom Baker retires by rotation and will not stand again.",
      },
    ],
  },
  {
    key: "board-2025-11",
    title: "Board meeting — November 2025",
    date: "2025-11-25",
    items: [
      {
        key: "b25-11-officers",
        title: "Election of officers",
        description: "Chair, deputy chair and treasurer for the coming year.",
        minutes: "Aroha Ngata re-elected chair, Sarah Chen deputy chair and Priya Patel treasurer.",
      },
      {
        key: "b25-11-farewell",
        title: "Farewell to Tom Baker",
        description: "",
        minutes: "The chair thanked Tom Baker for nine years of service and the hall roof project.",
      },
      {
        key: "b25-11-interests",
        title: "Interests register",
        description: "Annual confirmation of the interests register by every trustee.",
        minutes:
          "Each trustee confirmed their entries. Priya Patel added her appointment to the board of the Valley Credit Union.",
      },
      {
        key: "b25-11-budget",
        title: "Budget 2026",
        description: "Draft operating and capital budget for the 2026 financial year.",
        minutes: "Approved the 2026 budget: a deficit of $18,000, funded from operating reserves.",
      },
      {
        key: "b25-11-conduct",
        title: "Code of conduct review",
        description: "Updated trustee code of conduct, with guidance on media and social media.",
        minutes: "",
      },
    ],
  },
  {
    key: "board-2026-02",
    title: "Board meeting — February 2026",
    date: "2026-02-17",
    items: [
      {
        key: "b26-02-apologies",
        title: "Apologies and conflicts of interest",
        description: "Apologies received and interests declared for this meeting.",
        minutes:
          "Priya Patel declared a conflict of interest in the term deposit item because of her role with the Valley Credit Union, and did not vote.",
      },
      {
        key: "b26-02-deposits",
        title: "Term deposit reinvestment",
        description: "Reinvestment of $300,000 held in maturing term deposits.",
        minutes:
          "The board approved placing $150,000 with the Valley Credit Union for 12 months, within the single-bank limit in the treasury and investment policy.",
      },
      {
        key: "b26-02-gm",
        title: "General manager's report",
        description: "Operations, programmes and staffing for the quarter.",
        minutes:
          "Hemi Walker reported that the summer holiday programme reached 160 rangatahi. The second van is in service and food rescue volumes have doubled.",
      },
      {
        key: "b26-02-deed",
        title: "Trust deed amendment",
        description: "Proposal to increase the maximum number of trustees from nine to eleven.",
        minutes: "Motion deferred so the hapū nominating body can be consulted.",
      },
      {
        key: "b26-02-lone",
        title: "Lone worker safety",
        description: "Check-in arrangements for staff working alone at the hall.",
        minutes:
          "Trustees asked for a lone worker app to replace phone check-ins after a staff member was locked out late at night.",
      },
    ],
  },
  {
    key: "board-2026-04",
    title: "Board meeting — April 2026",
    date: "2026-04-21",
    items: [
      {
        key: "b26-04-deed",
        title: "Trust deed amendment",
        description: "Resolution to allow up to eleven trustees.",
        minutes:
          "The hapū supported the change. The resolution passed unanimously, more than the 75 percent the trust deed requires.",
      },
      {
        key: "b26-04-complaints",
        title: "Complaints summary",
        description: "Six-monthly summary of complaints received.",
        minutes:
          "Five complaints were received in the six months, three of them about hall bookings. All were resolved within 20 working days.",
      },
      {
        key: "b26-04-recruitment",
        title: "General manager recruitment",
        description: "Appointing a new general manager after Hemi Walker's resignation.",
        minutes:
          "The board formed an appointment panel of Aroha Ngata, Sarah Chen and an independent member. Remuneration will be set by the board.",
      },
      {
        key: "b26-04-reserves",
        title: "Reserves policy review",
        description: "Biennial review of the reserves policy.",
        minutes: "Kept the six-month target; the building reserve transfer rises to $45,000.",
      },
      { key: "b26-04-general", title: "General business", description: "", minutes: "" },
    ],
  },
];

const decisions: JudgedDecision[] = [
  {
    key: "d-roof",
    meeting: "board-2025-02",
    title: "Hall roof replacement approved",
    text: "The board approved the quote from Valley Roofing for $86,500 to replace the community hall roof, funded from the building reserve. Tom Baker declared a conflict and did not vote.",
    decidedOn: "2025-02-18",
  },
  {
    key: "d-audit-fee",
    meeting: "finance-2025-05",
    title: "External audit plan accepted",
    text: "The committee accepted the external audit plan for 2024–25 and an audit fee of $14,200.",
    decidedOn: "2025-05-13",
  },
  {
    key: "d-treasury",
    meeting: "board-2025-06",
    title: "Treasury and investment policy adopted",
    text: "Adopted the revised treasury and investment policy: a 25 percent limit with a single bank, term deposits up to 24 months, and an ethical exclusion list.",
    decidedOn: "2025-06-17",
  },
  {
    key: "d-privacy-breach",
    meeting: "board-2025-06",
    title: "Newsletter privacy breach",
    text: "The board accepted the privacy officer's assessment that the newsletter email breach was unlikely to cause serious harm, and noted the apology sent to donors.",
    decidedOn: "2025-06-17",
  },
  {
    key: "d-flood-grant",
    meeting: null,
    title: "Emergency grant after the flood",
    text: "By a resolution in writing agreed by email by every trustee, the board approved an emergency grant of $20,000 to support whānau affected by the Kōwhai Stream flood.",
    decidedOn: "2025-07-08",
  },
  {
    key: "d-strategy",
    meeting: "board-2025-09",
    title: "Strategic plan 2026–2028 endorsed",
    text: "Endorsed four priorities for 2026–2028: food security, rangatahi development, the kaitiaki environmental programme and a sustainable community hall.",
    decidedOn: "2025-09-16",
  },
  {
    key: "d-complaint",
    meeting: "board-2025-09",
    title: "Hall booking complaint reviewed",
    text: "On review, the board upheld the general manager's decision to cancel the booking and directed that the hall booking terms be rewritten in plain language.",
    decidedOn: "2025-09-16",
  },
  {
    key: "d-procurement",
    meeting: "board-2025-09",
    title: "Procurement policy adopted",
    text: "Adopted a procurement policy: one quote under $5,000, three written quotes up to $50,000 and an open tender above $50,000, preferring local and Māori-owned suppliers where comparable.",
    decidedOn: "2025-09-16",
  },
  {
    key: "d-van",
    meeting: "board-2025-09",
    title: "Refrigerated van purchase",
    text: "Approved buying a second-hand refrigerated van for the food bank for up to $48,000.",
    decidedOn: "2025-09-16",
  },
  {
    key: "d-budget",
    meeting: "board-2025-11",
    title: "Budget 2026 approved",
    text: "Approved the 2026 operating and capital budget with a deficit of $18,000 funded from operating reserves.",
    decidedOn: "2025-11-25",
  },
  {
    key: "d-deposit",
    meeting: "board-2026-02",
    title: "Term deposit with Valley Credit Union",
    text: "Approved placing $150,000 in a 12-month term deposit with the Valley Credit Union, within the 25 percent single-bank limit. Priya Patel did not vote.",
    decidedOn: "2026-02-17",
  },
  {
    key: "d-deed",
    meeting: "board-2026-04",
    title: "Trust deed amended to allow eleven trustees",
    text: "Resolved unanimously to amend the trust deed so the board may have up to eleven trustees, after consulting the hapū nominating body.",
    decidedOn: "2026-04-21",
  },
  {
    key: "d-reserve-transfer",
    meeting: "board-2026-04",
    title: "Building reserve transfer increased",
    text: "Raised the annual transfer to the building reserve from $40,000 to $45,000 and kept the six-month target for operating reserves.",
    decidedOn: "2026-04-21",
  },
  {
    key: "d-gm-panel",
    meeting: "board-2026-04",
    title: "General manager appointment panel",
    text: "Appointed Aroha Ngata, Sarah Chen and an independent member as the panel to recruit the next general manager.",
    decidedOn: "2026-04-21",
  },
];

const actions: JudgedAction[] = [
  {
    key: "a-roof-contract",
    meeting: "board-2025-02",
    description: "General manager to sign the roofing contract and schedule the work.",
    status: "Done",
  },
  {
    key: "a-treasury-draft",
    meeting: "board-2025-02",
    description:
      "Treasurer to redraft the treasury and investment policy keeping the 25 percent single-bank limit, for the June meeting.",
    status: "Done",
  },
  {
    key: "a-cyber-training",
    meeting: "finance-2025-05",
    description: "Hemi Walker to arrange phishing and cyber security training for all staff.",
    status: "Done",
  },
  {
    key: "a-hui-marae",
    meeting: "board-2025-06",
    description: "Aroha Ngata to ask Te Kōwhai Marae about hosting the strategy hui in August.",
    status: "Done",
  },
  {
    key: "a-booking-terms",
    meeting: "board-2025-09",
    description: "Sarah Chen to rewrite the hall booking terms in plain language.",
    status: "InProgress",
  },
  {
    key: "a-van-quotes",
    meeting: "board-2025-09",
    description: "General manager to get three written quotes for a refrigerated van.",
    status: "Done",
  },
  {
    key: "a-interests-register",
    meeting: "board-2025-11",
    description: "Secretary to add the treasurer's credit union role to the interests register.",
    status: "Done",
  },
  {
    key: "a-social-media",
    meeting: "board-2025-11",
    description: "Aroha Ngata to add social media guidance to the trustee code of conduct.",
    status: "InProgress",
  },
  {
    key: "a-lone-worker",
    meeting: "board-2026-02",
    description: "Hemi Walker to trial a lone worker safety app for staff at the hall after dark.",
    status: "InProgress",
  },
  {
    key: "a-hapu",
    meeting: "board-2026-02",
    description: "Aroha Ngata to consult the hapū on increasing the number of trustees to eleven.",
    status: "Done",
  },
  {
    key: "a-gm-advert",
    meeting: "board-2026-04",
    description: "Sarah Chen to advertise the general manager role through a recruitment agency.",
    status: "NotStarted",
  },
  {
    key: "a-whanau-survey",
    meeting: null,
    description: "Food bank coordinator to survey whānau about opening hours and report back.",
    status: "NotStarted",
  },
  {
    key: "a-credit-cards",
    meeting: null,
    description: "Priya Patel to check credit card limits against the delegations of authority.",
    status: "NotStarted",
  },
];

// Every list below was checked against the texts above: a record is listed only if it holds every
// query word (stemmed, accents folded; phrases adjacent), and none that does is left out.
const queries: JudgedQuery[] = [
  // Single, rarer content words.
  judged("quorum", "word", ["doc:deed#3"], ["doc:conflicts#2"]),
  judged("hospitality", "word", ["doc:conflicts#2"]),
  judged("phishing", "word", ["item:fa-risk", "action:a-cyber-training"]),
  judged(
    "tender",
    "word",
    ["doc:procurement#1", "decision:d-procurement"],
    ["item:b25-09-procurement"],
  ),
  judged("mileage", "word", ["doc:conduct#2"]),
  judged("refrigerated", "word", ["item:b25-09-van", "decision:d-van"], ["action:a-van-quotes"]),
  judged("shredded", "word", ["doc:privacy#2"]),
  judged("WorkSafe", "word", ["doc:safety#2"]),
  judged("deficit", "word", ["item:b25-11-budget", "decision:d-budget"]),
  judged(
    "roof",
    "word",
    ["item:b25-02-hall-roof", "decision:d-roof"],
    ["doc:reserves#2", "action:a-roof-contract", "item:b25-11-farewell", "item:b25-02-apologies"],
  ),
  // Phrases: the words adjacent, in order.
  judged(
    '"conflict of interest"',
    "phrase",
    ["doc:conflicts#1", "item:b25-02-apologies", "item:b26-02-apologies"],
    ["doc:procurement#2"],
  ),
  judged(
    '"interests register"',
    "phrase",
    ["doc:conflicts#1", "doc:conflicts#3", "item:b25-11-interests"],
    ["action:a-interests-register"],
  ),
  judged(
    '"building reserve"',
    "phrase",
    ["doc:reserves#2", "decision:d-reserve-transfer", "item:b26-04-reserves"],
    ["item:b25-02-hall-roof", "decision:d-roof"],
  ),
  judged(
    '"term deposit"',
    "phrase",
    ["doc:treasury#2", "item:b26-02-deposits", "decision:d-deposit"],
    ["doc:treasury#3", "item:b26-02-apologies", "decision:d-treasury"],
  ),
  judged('"casting vote"', "phrase", ["doc:deed#3"]),
  judged('"lone worker"', "phrase", ["item:b26-02-lone", "action:a-lone-worker"]),
  judged('"open tender"', "phrase", ["doc:procurement#1", "decision:d-procurement"]),
  judged(
    '"serious harm"',
    "phrase",
    ["doc:privacy#2"],
    ["item:b25-06-privacy", "decision:d-privacy-breach"],
  ),
  // Prefixes: the last word still being typed.
  judged(
    "procure",
    "prefix",
    ["doc:procurement#1", "item:b25-09-procurement", "decision:d-procurement"],
    ["doc:procurement#2"],
  ),
  judged("reimburs", "prefix", ["doc:conduct#2"]),
  judged("hospit", "prefix", ["doc:conflicts#2"]),
  judged("refrig", "prefix", ["item:b25-09-van", "decision:d-van"], ["action:a-van-quotes"]),
  judged("health and saf", "prefix", ["doc:safety#1", "doc:safety#2", "item:b25-06-health"]),
  judged(
    "deleg",
    "prefix",
    ["doc:delegations#1", "doc:delegations#3", "item:fa-delegations"],
    ["action:a-credit-cards"],
  ),
  judged("cyber sec", "prefix", ["item:fa-risk", "action:a-cyber-training"]),
  // Te reo Māori typed without macrons.
  judged(
    "whanau",
    "accent",
    ["doc:privacy#1", "decision:d-flood-grant", "action:a-whanau-survey", "item:b25-02-gm-report"],
    ["doc:conflicts#3", "doc:deed#1", "doc:annual#1", "item:b25-06-hui"],
  ),
  judged(
    "maori",
    "accent",
    ["doc:procurement#2", "decision:d-procurement"],
    ["doc:deed#1", "item:b25-09-procurement"],
  ),
  judged("kowhai stream", "accent", ["doc:annual#1", "decision:d-flood-grant"]),
  judged("kowhai marae", "accent", ["item:b25-06-hui", "action:a-hui-marae"]),
  judged("hapu", "accent", [
    "doc:deed#2",
    "item:b26-02-deed",
    "item:b26-04-deed",
    "decision:d-deed",
    "action:a-hapu",
  ]),
  judged(
    "whanau food bank",
    "accent",
    ["action:a-whanau-survey", "item:b25-02-gm-report"],
    ["doc:annual#1"],
  ),
  // People.
  judged(
    "Aroha Ngata",
    "name",
    ["action:a-hui-marae", "action:a-social-media", "action:a-hapu", "item:b25-11-officers"],
    ["item:b25-06-hui", "item:b26-04-recruitment", "decision:d-gm-panel"],
  ),
  judged(
    "Tom Baker",
    "name",
    ["item:b25-11-farewell", "doc:annual#3"],
    ["item:b25-02-apologies", "item:b25-02-hall-roof", "decision:d-roof", "item:b25-09-agm"],
  ),
  judged(
    "Sarah Chen",
    "name",
    ["action:a-booking-terms", "action:a-gm-advert", "item:b25-11-officers"],
    ["item:b25-02-apologies", "item:b26-04-recruitment", "decision:d-gm-panel"],
  ),
  judged(
    "Hemi Walker",
    "name",
    ["action:a-cyber-training", "action:a-lone-worker", "item:b25-02-gm-report", "item:b26-02-gm"],
    ["item:fa-risk", "item:b25-06-privacy", "item:b26-04-recruitment"],
  ),
  judged(
    "Priya Patel",
    "name",
    ["action:a-credit-cards", "item:b25-11-officers", "doc:annual#3", "item:b25-02-treasury"],
    [
      "item:b25-09-procurement",
      "item:b25-11-interests",
      "item:b26-02-apologies",
      "decision:d-deposit",
    ],
  ),
  judged("David Liu", "name", ["item:fa-audit-plan"]),
  // Looking for a meeting record rather than a policy.
  judged(
    "van",
    "record",
    ["item:b25-09-van", "decision:d-van", "action:a-van-quotes"],
    ["item:b26-02-gm"],
  ),
  judged("budget 2026", "record", ["item:b25-11-budget", "decision:d-budget"]),
  judged(
    "hall booking complaint",
    "record",
    ["item:b25-09-complaint", "decision:d-complaint"],
    ["item:b26-04-complaints"],
  ),
  judged("audit fee", "record", ["item:fa-audit-plan", "decision:d-audit-fee"]),
  judged("election of officers", "record", ["item:b25-11-officers"]),
  judged("strategic plan", "record", ["item:b25-09-strategy", "decision:d-strategy"]),
  judged(
    "credit union",
    "record",
    ["item:b26-02-deposits", "decision:d-deposit", "item:b25-11-interests"],
    ["item:b26-02-apologies", "action:a-interests-register"],
  ),
  judged("gloves compulsory", "record", ["item:b25-06-health"]),
  // Several words, all of which must appear.
  judged(
    "single bank limit",
    "multiword",
    ["doc:treasury#2", "decision:d-treasury", "item:b25-06-treasury"],
    [
      "item:b25-02-treasury",
      "item:b26-02-deposits",
      "decision:d-deposit",
      "action:a-treasury-draft",
    ],
  ),
  judged("expenditure approval chair", "multiword", ["doc:delegations#2"]),
  judged("grants panel", "multiword", ["doc:delegations#2"]),
  judged("trustees term years", "multiword", ["doc:deed#2"]),
  judged("incident register", "multiword", ["doc:safety#2"], ["item:b25-06-health"]),
  judged("donor records seven years", "multiword", ["doc:privacy#2"]),
  judged("first aid", "multiword", ["doc:safety#3"]),
  judged("quotes van", "multiword", ["item:b25-09-van", "action:a-van-quotes"]),
  judged(
    "reserves minimum months",
    "multiword",
    ["doc:reserves#1", "doc:reserves#2"],
    ["item:fa-reserves"],
  ),
  judged("complaint acknowledged days", "multiword", ["doc:complaints#1"]),
  judged("trust deed amendment", "multiword", [
    "doc:deed#4",
    "item:b26-02-deed",
    "item:b26-04-deed",
    "decision:d-deed",
  ]),
];

export const judgedCorpus: JudgedCorpus = { documents, meetings, decisions, actions, queries };
