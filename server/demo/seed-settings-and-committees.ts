import { eq } from "drizzle-orm";
import { createCommittee } from "../areas/committees/create-committee.js";
import { importPeopleFromBoard } from "../areas/committees/import-from-board.js";
import { addLocation } from "../areas/meetings/locations/add-location.js";
import { findOrgActor } from "../areas/organisations/org-actor.js";
import { updateOrganisationSettings } from "../areas/settings/update-settings.js";
import type { Db } from "../db/client.js";
import { organisations } from "../db/schema/index.js";
import { type DemoIds, demoAdminEmail } from "./seed-people-and-boards.js";

/** Settings that differ from the defaults, so the settings page shows real choices. */
export const demoSettings = {
  meetingQuorumPercentage: 60,
  meetingVotePassingPercentage: 60,
  isMeetingNonVoteConsideredSupportingVote: false,
  flyingMinuteParticipationPercentage: 75,
  isFlyingMinuteVoteOutcomeCalculated: true,
  actionReminderDays: 10,
  meetingReminderDays: 5,
  autoDeleteAnnotations: true,
} as const;

export const demoImportedCommittee = "Property & Facilities";

/**
 * Runs after the meetings and interests: changes the board's settings, adds a second
 * meeting location, and a committee with people (and their current interests) imported
 * from the board. Imported people have no access there until someone invites them.
 */
export async function seedSettingsAndCommittees(
  db: Db,
  ids: DemoIds,
): Promise<{ committeeId: string }> {
  const adminId = ids.personIds.get(demoAdminEmail);
  if (!adminId) throw new Error("demo administrator missing");
  const admin = await findOrgActor(
    db,
    {
      personId: adminId,
      email: demoAdminEmail,
      isSupport: false,
      isInstallationAdmin: true,
      sessionTokenHash: "",
    },
    ids.boardId,
  );
  if (!admin) throw new Error("demo administrator is not a board member");
  await updateOrganisationSettings(db, admin, demoSettings);
  await addLocation(db, admin, {
    name: "Online (Zoom)",
    address: "Link in the meeting notice",
    timeZone: "Pacific/Auckland",
    isDefault: false,
  });
  // The paid plan the demo pretends to have: two committee licences, one still free.
  await db
    .update(organisations)
    .set({ committeeLicences: 2 })
    .where(eq(organisations.id, ids.boardId));
  const { id: committeeId } = await createCommittee(db, admin, {
    name: demoImportedCommittee,
    shortName: "Property",
    administratorPersonId: adminId,
  });
  const imported = ["chair@demo.quorate.test", "guest@demo.quorate.test", "Wiremu Parata"].map(
    (key) => {
      const id = ids.personIds.get(key);
      if (!id) throw new Error(`demo person ${key} missing`);
      return id;
    },
  );
  await importPeopleFromBoard(db, admin, committeeId, {
    personIds: imported,
    includeInterests: true,
  });
  return { committeeId };
}
