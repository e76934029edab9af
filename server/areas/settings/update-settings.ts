import { and, eq } from "drizzle-orm";
import {
  ruleNumberFields,
  ruleSwitchFields,
  settingsMessages,
  type UpdateSettingsBody,
} from "../../../common/contracts/organisation-settings.js";
import {
  type OrganisationRules,
  readOrganisationRules,
} from "../../../common/organisation-settings.js";
import { writeAudit } from "../../audit/write-audit.js";
import type { Db } from "../../db/client.js";
import { annotations, meetings, organisations } from "../../db/schema/index.js";
import type { OrgActor } from "../../http/actor.js";
import { AppError, notFound } from "../../http/app-error.js";
import { enqueueJob } from "../../jobs/queue.js";
import { destroyMeetingAnnotationsJob } from "../annotations/destroy-meeting-annotations.js";

const ruleKeys = [...Object.keys(ruleNumberFields), ...ruleSwitchFields] as Array<
  keyof OrganisationRules
>;

/**
 * Applies any subset of the settings in one transaction and audits what changed
 * (before and after of those fields only). The country may be sent back unchanged;
 * a different one is refused, since only support changes it.
 */
export async function updateOrganisationSettings(
  db: Db,
  org: OrgActor,
  input: UpdateSettingsBody,
): Promise<void> {
  await db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(organisations)
      .where(eq(organisations.id, org.organisation.id))
      .for("update");
    if (!row) throw notFound("The organisation");
    if (input.country !== undefined && input.country !== row.country) {
      throw new AppError("forbidden", settingsMessages.countryBySupport, {
        fields: { country: settingsMessages.countryBySupport },
      });
    }
    const rules = readOrganisationRules(row.settings);
    const before: Record<string, unknown> = {};
    const after: Record<string, unknown> = {};
    const nextRules: Record<string, unknown> = { ...rules };
    for (const key of ruleKeys) {
      const value = input[key];
      if (value === undefined || value === rules[key]) continue;
      before[key] = rules[key];
      after[key] = value;
      nextRules[key] = value;
    }
    const columns = { name: row.name, shortName: row.shortName, language: row.language };
    for (const key of ["name", "shortName", "language"] as const) {
      const value = input[key];
      if (value === undefined || value === row[key]) continue;
      before[key] = row[key];
      after[key] = value;
      columns[key] = value;
    }
    if (Object.keys(after).length === 0) return;
    await tx
      .update(organisations)
      .set({ ...columns, settings: nextRules })
      .where(eq(organisations.id, row.id));
    // Turned on: notes on meetings whose minutes were confirmed earlier are destroyed too, as
    // the setting promises, by the same job that runs at each confirmation.
    if (after.autoDeleteAnnotations === true) {
      const confirmed = await tx
        .selectDistinct({ id: meetings.id })
        .from(annotations)
        .innerJoin(meetings, eq(meetings.id, annotations.meetingId))
        .where(and(eq(meetings.organisationId, row.id), eq(meetings.state, "Complete")));
      for (const meeting of confirmed)
        await enqueueJob(tx, destroyMeetingAnnotationsJob, { meetingId: meeting.id });
    }
    await writeAudit(tx, {
      organisationId: row.id,
      actorPersonId: org.actor.personId,
      action: "organisation.settings.update",
      subjectType: "organisation",
      subjectId: row.id,
      before,
      after,
    });
  });
}
