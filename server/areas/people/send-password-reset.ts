import { peopleMessages } from "../../../common/contracts/people.js";
import { writeAudit } from "../../audit/write-audit.js";
import type { Db } from "../../db/client.js";
import type { OrgActor } from "../../http/actor.js";
import { AppError } from "../../http/app-error.js";
import { queueMail } from "../../mail/send-mail.js";
import { resetPasswordMail } from "../../mail/templates.js";
import { issueEmailToken } from "../auth/email-tokens.js";
import { fullName, loadMember } from "./member-rows.js";

/** Reset Password from a person's card: the same e-mail as "forgot password", sent for them. */
export async function sendPasswordReset(
  db: Db,
  org: OrgActor,
  personId: string,
  baseUrl: string,
): Promise<{ message: string }> {
  return db.transaction(async (tx) => {
    const member = await loadMember(tx, org.organisation.id, personId);
    const email = member.accountEmail;
    if (!email) throw new AppError("badRequest", peopleMessages.noAccountToReset);
    const token = await issueEmailToken(tx, personId, "resetPassword");
    await queueMail(
      tx,
      resetPasswordMail(
        email,
        member.p.firstName,
        `${baseUrl}/account-email/reset-password/${token}`,
      ),
    );
    await writeAudit(tx, {
      organisationId: org.organisation.id,
      actorPersonId: org.actor.personId,
      action: "membership.passwordReset",
      subjectType: "person",
      subjectId: personId,
      after: { email },
    });
    return { message: `We have e-mailed ${fullName(member.p)} a link to reset their password.` };
  });
}
