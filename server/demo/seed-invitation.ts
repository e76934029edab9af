import { addPersonBody } from "../../common/contracts/people.js";
import { findOrgActor } from "../areas/organisations/org-actor.js";
import { addPerson } from "../areas/people/add-person.js";
import type { Db } from "../db/client.js";
import { type DemoIds, demoAdminEmail } from "./seed-people-and-boards.js";

export const demoInvitedEmail = "invited@demo.quorate.test";

/** A director invited but not yet signed up, so the People page shows "Invitation Pending". */
export async function seedInvitation(db: Db, ids: DemoIds, baseUrl: string): Promise<void> {
  const adminId = ids.personIds.get(demoAdminEmail);
  if (!adminId) throw new Error("demo administrator missing");
  const admin = await findOrgActor(
    db,
    {
      personId: adminId,
      email: demoAdminEmail,
      isSupport: false,
      isInstallationAdmin: false,
      sessionTokenHash: "",
    },
    ids.boardId,
  );
  if (!admin) throw new Error("the demo administrator is not on the board");
  await addPerson(
    db,
    admin,
    addPersonBody.parse({
      firstName: "Hana",
      lastName: "Kereama",
      email: demoInvitedEmail,
      role: "Director",
      isBoardMember: true,
      login: "invite",
    }),
    baseUrl,
  );
}
