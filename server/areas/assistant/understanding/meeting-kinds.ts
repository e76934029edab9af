/** Kinds of meeting named by their titles, as a pattern for the title (case ignored). */
const meetingKinds: ReadonlyArray<[RegExp, string]> = [
  // An English parish's meeting of its electors, not of the council: "the ATM".
  [
    /\b(annual (town|parish|village|community) meetings?|atms?)\b/,
    "annual (town|parish|village|community) meeting",
  ],
  [
    /\b(agms?|adms?|annual general meetings?|annual (delegates'?|members'?) meetings?|annual meetings?|members'? meetings?|meetings? of (the )?members|(?<!special |extraordinary )general meetings?)\b/,
    "annual (general |delegates'? |members'? )?meeting|\\magm\\M|\\madm\\M|members'? meeting|meeting of (the )?members",
  ],
  [/\b(special|extraordinary|egm)\b ([a-z']+ )?meetings?\b|\begms\b/, "special|extraordinary"],
  [
    /\bstrategy (day|meeting|session|workshop)\b|\bretreat\b|\baway ?day\b|\bplanning day\b/,
    "strategy|strategic|retreat|away ?day|planning day",
  ],
  [/\binaugural\b (board |committee )?meetings?\b/, "inaugural"],
];

/** Meetings of the members (an AGM), not of the board: "the next board meeting" is not one. */
export const notGeneral =
  "^(?!.*(annual general|annual meeting|annual delegates|general meeting|\\magm\\M|\\madm\\M))";

/** The kind of meeting a question names ("the AGM", "the strategy day"), as a pattern for titles. */
export function meetingKindOf(q: string): string | null {
  // "How many meetings in 2025, including the AGM and the strategy day": all of them.
  if (/\b(incl|including|includes|inclusive of|plus|as well as|counting)\b/.test(q)) return null;
  // "Was the ATM discussed?", "the cash machine": an ATM in a question about cash is a machine.
  const cash = /\b(cash|machines?|discuss\w*|install\w*|withdraw\w*|banks?|banking|outside)\b/.test(
    q,
  );
  const kind = meetingKinds.find(
    ([said], i) => said.test(q) && !(i === 0 && cash && !/\bannual\b/.test(q)),
  )?.[1];
  if (kind) return kind;
  return /\bboard meetings?\b/.test(q) ? notGeneral : null;
}
