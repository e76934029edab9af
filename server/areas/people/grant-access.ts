import { peopleMessages } from "../../../common/contracts/people.js";
import type { Db } from "../../db/client.js";
import type { OrgActor } from "../../http/actor.js";
import { AppError } from "../../http/app-error.js";
import { issueInvitation } from "./issue-invitation.js";
import { fullName, loadMember } from "./member-rows.js";

/** Grant Access: e-mails a new invitation, valid 30 days, replacing any earlier one. */
export async function grantAccess(
  db: Db,
  org: OrgActor,
  personId: string,
  baseUrl: string,
): Promise<{ message: string }> {
  return db.transaction(async (tx) => {
    const member = await loadMember(tx, org.organisation.id, personId);
    if (member.m.loginEnabled) throw new AppError("conflict", peopleMessages.alreadyCanLogin);
    const email = member.accountEmail ?? member.p.email;
    if (!email)
      throw new AppError(
        "badRequest",
        `${peopleMessages.emailForInvite} Edit ${fullName(member.p)}'s card to add one first.`,
      );
    await issueInvitation(tx, org, member, email, baseUrl);
    return {
      message: `An invitation is on its way to ${email}. It is valid for 30 days.`,
    };
  });
}
