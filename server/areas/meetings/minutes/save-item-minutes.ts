import { and, eq, sql } from "drizzle-orm";
import type { RichTextDoc } from "../../../../common/rich-text.js";
import { writeAudit } from "../../../audit/write-audit.js";
import type { Db } from "../../../db/client.js";
import { agendaItems } from "../../../db/schema/index.js";
import type { OrgActor } from "../../../http/actor.js";
import { AppError } from "../../../http/app-error.js";
import { minutesItem } from "./minutes-guards.js";
import { notesToStore } from "./minutes-text.js";

/**
 * Saves an item's minute notes. The save names the version it started from; if
 * someone saved in between, it is refused (409) so nobody's words are overwritten.
 */
export async function saveItemMinutes(
  db: Db,
  org: OrgActor,
  meetingId: string,
  itemId: string,
  input: { text?: string; doc?: RichTextDoc; baseVersion: number },
): Promise<{ version: number }> {
  const { baseVersion } = input;
  const notes = notesToStore(input);
  return db.transaction(async (tx) => {
    const { meeting, item } = await minutesItem(tx, meetingId, itemId);
    if (item.minutesVersion !== baseVersion) {
      throw new AppError(
        "conflict",
        "Someone else saved these minutes after you started. Your text is kept on screen: copy it, reload, and merge.",
      );
    }
    const [after] = await tx
      .update(agendaItems)
      .set({
        ...notes,
        minutesVersion: sql`${agendaItems.minutesVersion} + 1`,
        updatedAt: new Date(),
      })
      .where(and(eq(agendaItems.id, itemId), eq(agendaItems.minutesVersion, baseVersion)))
      .returning({ version: agendaItems.minutesVersion });
    if (!after)
      throw new AppError(
        "conflict",
        "Someone else saved these minutes at the same moment. Reload and merge.",
      );
    await writeAudit(tx, {
      organisationId: meeting.organisationId,
      actorPersonId: org.actor.personId,
      action: "minutes.save",
      subjectType: "agendaItem",
      subjectId: itemId,
      before: { minutes: item.minutes },
      after: { minutes: notes.minutes },
    });
    return { version: after.version };
  });
}
