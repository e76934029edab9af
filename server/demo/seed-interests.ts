import { declareInterest } from "../areas/interests/declare-interest.js";
import { endInterest } from "../areas/interests/end-interest.js";
import type { Db } from "../db/client.js";
import type { OrgActor } from "../http/actor.js";
import type { DemoIds } from "./seed-people-and-boards.js";

/**
 * A register with something in it: current interests (one mentions the budget the demo
 * meetings vote on, so a conflict is suggested there) and one that has ended.
 */
export async function seedInterests(db: Db, secretary: OrgActor, ids: DemoIds): Promise<void> {
  const person = (email: string) => {
    const id = ids.personIds.get(email);
    if (!id) throw new Error(`demo person ${email} missing`);
    return id;
  };
  const entries = [
    {
      personId: person("treasurer@demo.quorate.test"),
      entity: "Nelson City Council operating budget review panel",
      nature: "Appointed community member",
      disclosedOn: "2025-03-01",
    },
    {
      personId: person("chair@demo.quorate.test"),
      entity: "Harbourside Marina Limited",
      nature: "Director and shareholder",
      disclosedOn: "2024-07-15",
    },
    {
      personId: person("director@demo.quorate.test"),
      entity: "Nelson Community Garden Society",
      nature: "Committee member",
      disclosedOn: "2025-09-10",
    },
  ];
  for (const entry of entries) await declareInterest(db, secretary, entry);
  const past = await declareInterest(db, secretary, {
    personId: person("ceo@demo.quorate.test"),
    entity: "Wharf Street Café",
    nature: "Part owner",
    disclosedOn: "2023-02-01",
  });
  await endInterest(db, secretary, past.id, { endsOn: "2024-12-31" });
}
