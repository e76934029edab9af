import { eq } from "drizzle-orm";
import type { DecisionPdfQuery, DecisionView } from "../../../common/contracts/decisions.js";
import { calendarDate, dateTimeInZone } from "../../../common/date-formatters.js";
import { decisionOutcomeWords, tallyInWords } from "../../../common/decision-words.js";
import { utcToZoned } from "../../../common/zoned-time.js";
import type { DbOrTx } from "../../db/client.js";
import { organisations } from "../../db/schema/index.js";
import type { OrgActor } from "../../http/actor.js";
import { buildDecisionsPdf, type DecisionsPdfEntry } from "../../pdf/decisions-pdf.js";
import { decisionSelection } from "./decision-filters.js";
import { countDecisions, decisionRows } from "./decision-queries.js";

/** More than a board records in decades; a larger selection is cut with a note saying so. */
export const decisionsPdfMax = 2000;

function scopeInWords(q: DecisionPdfQuery): string {
  const parts: string[] = [];
  if (q.q) parts.push(`Search: "${q.q}"`);
  if (q.from && q.to) parts.push(`${calendarDate(q.from)} to ${calendarDate(q.to)}`);
  else if (q.from) parts.push(`From ${calendarDate(q.from)}`);
  else if (q.to) parts.push(`Up to ${calendarDate(q.to)}`);
  if (q.outcome) parts.push(decisionOutcomeWords[q.outcome] ?? q.outcome);
  return parts.length > 0 ? parts.join(" · ") : "All decisions";
}

function entry(d: DecisionView, timeZone: string): DecisionsPdfEntry {
  const outcome = decisionOutcomeWords[d.Outcome] ?? d.Outcome;
  const summary = [calendarDate(d.DecidedOn), outcome];
  if (d.Tally) summary.push(tallyInWords(d.Outcome, d.Tally));
  const people = [
    d.Mover ? `Moved: ${d.Mover}` : null,
    d.Seconder ? `Seconded: ${d.Seconder}` : null,
  ].filter((p) => p !== null);
  const source = d.MeetingTitle
    ? `Source: ${d.MeetingTitle}${d.AgendaItemTitle ? ` – Item: ${d.AgendaItemTitle}` : ""}`
    : `Source: ${d.Source === "vote" ? "a vote" : d.Source === "flyingMinute" ? "a flying minute" : "minutes"} (the meeting no longer exists)`;
  return {
    title: d.Title,
    summary: summary.join(" · "),
    people: people.join(" · "),
    text: d.Text,
    source,
    amendments: d.Amendments.map((a) => {
      const on = calendarDate(utcToZoned(new Date(a.At), timeZone).date);
      return `Amended on ${on}${a.By ? ` by ${a.By}` : ""}: ${a.Correction} (Reason: ${a.Reason})`;
    }),
  };
}

/** The decisions the register lists for these filters, in its order, as a PDF to download. */
export async function decisionsRegisterPdf(
  db: DbOrTx,
  org: OrgActor,
  q: DecisionPdfQuery,
): Promise<{ pdf: Uint8Array; filename: string }> {
  const [organisation] = await db
    .select({ name: organisations.name, timeZone: organisations.timeZone })
    .from(organisations)
    .where(eq(organisations.id, org.organisation.id));
  const timeZone = organisation?.timeZone ?? "UTC";
  const now = new Date();
  const today = utcToZoned(now, timeZone).date;
  const selection = decisionSelection(org.organisation.id, q);
  const total = await countDecisions(db, selection);
  const rows = await decisionRows(db, org, selection, {
    limit: decisionsPdfMax,
    offset: 0,
    // Paper has no marks to show.
    highlight: false,
  });
  const note =
    total === 0
      ? "No decisions match these filters."
      : total > rows.length
        ? `This file holds the first ${rows.length.toLocaleString("en-NZ")} of ${total.toLocaleString("en-NZ")} decisions; narrow the filters for the rest.`
        : null;
  const { pdf } = await buildDecisionsPdf({
    organisationName: organisation?.name ?? org.organisation.name,
    title: "Decision Register",
    scope: scopeInWords(q),
    // A register changes: the moment it was printed, on the organisation's clock.
    asAt: `As at ${dateTimeInZone(now, timeZone)}`,
    note,
    decisions: rows.map((d) => entry(d, timeZone)),
  });
  return { pdf, filename: `decision-register-${today}.pdf` };
}
