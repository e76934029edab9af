import type { z } from "zod";
import { createdRecord } from "../../../common/contracts/meetings.js";
import {
  type actionBody,
  type decisionBody,
  minutesSaved,
} from "../../../common/contracts/minutes.js";
import type { RichTextDoc } from "../../../common/rich-text.js";
import { apiRequest } from "../api-client.js";
import { itemPath, type MeetingRef, useDetailWrite } from "./meetings.js";

export type DecisionInput = z.input<typeof decisionBody>;
export type DecisionOutcome = z.infer<typeof decisionBody>["outcome"];
export type ActionInput = z.input<typeof actionBody>;

/** Saves one item's minutes against the version they were based on (409 when it moved on). */
export function saveItemMinutes(
  meetingId: string,
  itemId: string,
  doc: RichTextDoc,
  baseVersion: number,
): Promise<{ version: number }> {
  return apiRequest(`${itemPath(meetingId, itemId)}/minutes`, {
    method: "PUT",
    json: { doc, baseVersion },
    schema: minutesSaved,
  });
}

// Writes against an item: the meeting detail (which lists what was recorded) goes stale.

export function useRecordDecision(meeting: MeetingRef, itemId: string) {
  return useDetailWrite(meeting, (body: DecisionInput) =>
    apiRequest(`${itemPath(meeting.Id, itemId)}/decisions`, {
      method: "POST",
      json: body,
      schema: createdRecord,
    }),
  );
}

export function useAddAction(meeting: MeetingRef, itemId: string) {
  return useDetailWrite(meeting, (body: ActionInput) =>
    apiRequest(`${itemPath(meeting.Id, itemId)}/actions`, {
      method: "POST",
      json: body,
      schema: createdRecord,
    }),
  );
}

/** Corrections to what was recorded while the minutes are open (the server audits each). */
export function useCorrectDecision(meeting: MeetingRef) {
  return useDetailWrite(meeting, ({ id, body }: { id: string; body: Partial<DecisionInput> }) =>
    apiRequest(`/api/meetings/${meeting.Id}/decisions/${id}`, { method: "PATCH", json: body }),
  );
}

export function useRemoveRecord(meeting: MeetingRef) {
  return useDetailWrite(meeting, (path: string) =>
    apiRequest(`/api/meetings/${meeting.Id}/${path}`, { method: "DELETE" }),
  );
}
