import { and, eq } from "drizzle-orm";
import { calendarDate, dateTimeInZone } from "../../../common/date-formatters.js";
import { utcToZoned } from "../../../common/zoned-time.js";
import type { DbOrTx } from "../../db/client.js";
import { memberships, organisations, people } from "../../db/schema/index.js";
import type { OrgActor } from "../../http/actor.js";
import { AppError } from "../../http/app-error.js";
import { buildInterestsPdf, type InterestsPdfSection } from "../../pdf/interests-pdf.js";
import { organisationTimeZone } from "../organisations/organisation-zone.js";
import { isCurrentInterest } from "./interest-dates.js";
import { type InterestEntry, registerEntries } from "./interest-queries.js";

function entryDates(entry: InterestEntry): string {
  const disclosed = `Disclosed ${calendarDate(entry.disclosedOn)}`;
  return entry.endsOn ? `${disclosed} · Ends ${calendarDate(entry.endsOn)}` : disclosed;
}

function section(heading: string, empty: string, entries: InterestEntry[]): InterestsPdfSection {
  const byPerson = new Map<string, InterestsPdfSection["people"][number]>();
  for (const entry of entries) {
    const person = byPerson.get(entry.personId) ?? { name: entry.personName, entries: [] };
    person.entries.push({ entity: entry.entity, nature: entry.nature, dates: entryDates(entry) });
    byPerson.set(entry.personId, person);
  }
  return { heading, empty, people: [...byPerson.values()] };
}

function slug(text: string): string {
  return text
    .normalize("NFKD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");
}

async function personInOrganisation(db: DbOrTx, organisationId: string, personId: string) {
  const [person] = await db
    .select({ first: people.firstName, last: people.lastName })
    .from(memberships)
    .innerJoin(people, eq(people.id, memberships.personId))
    .where(and(eq(memberships.organisationId, organisationId), eq(memberships.personId, personId)))
    .limit(1);
  if (!person) throw new AppError("notFound", "That person is not in this organisation.");
  return `${person.first} ${person.last}`;
}

/** The register as a PDF for everyone, or for one member, with a file name that says which. */
export async function interestsRegisterPdf(
  db: DbOrTx,
  org: OrgActor,
  personId?: string,
): Promise<{ pdf: Uint8Array; filename: string }> {
  const organisationId = org.organisation.id;
  const name = personId ? await personInOrganisation(db, organisationId, personId) : undefined;
  const [organisation] = await db
    .select({ name: organisations.name })
    .from(organisations)
    .where(eq(organisations.id, organisationId));
  const timeZone = await organisationTimeZone(db, organisationId);
  const now = new Date();
  const today = utcToZoned(now, timeZone).date;
  const entries = await registerEntries(db, organisationId, { personId });
  const current = entries.filter((e) => isCurrentInterest(e.endsOn, today));
  const past = entries.filter((e) => !isCurrentInterest(e.endsOn, today));
  const { pdf } = await buildInterestsPdf({
    organisationName: organisation?.name ?? org.organisation.name,
    title: "Interests Register",
    scope: name ?? "All people",
    // A register changes: the moment it was printed, on the organisation's clock.
    asAt: `As at ${dateTimeInZone(now, timeZone)}`,
    sections: [
      section("Current Interests", "No current interests are declared.", current),
      section("Past Interests", "No past interests.", past),
    ],
  });
  const who = name ? `-${slug(name)}` : "";
  return { pdf, filename: `interests-register${who}-${today}.pdf` };
}
