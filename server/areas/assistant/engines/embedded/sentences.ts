// Where a record's sentences end. A point after a title or a company's legal form ("Mr.",
// "Sdn. Bhd.", "Pty. Ltd.", "No.") ends no sentence: splitting there cut "the acquisition of
// Precision Hydraulics Sdn." from the amount it was for.

const notAfter = String.raw`(?<!\b(?:mr|mrs|ms|dr|prof|st|sdn|bhd|ltd|pvt|pty|inc|co|corp|no(?=\.\s*\d)|rs|hon|rev|vs|approx|e\.g|i\.e)\.)`;

/** Between sentences. */
export const sentenceBreak = new RegExp(String.raw`(?<=[.!?])${notAfter}\s+`, "i");

/** Between sentences, or lines of a list. */
export const sentenceOrLineBreak = new RegExp(String.raw`(?<=[.!?])${notAfter}\s+|\n+`, "i");

/** Between sentences, clauses after a semicolon, or lines of a list. */
export const clauseBreak = new RegExp(String.raw`(?<=[.!?;])${notAfter}\s+|\n+`, "i");
