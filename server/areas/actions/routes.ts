import {
  actionList,
  actionListQuery,
  actionNoticeSummary,
  actionNoticesResult,
  actionParams,
  actionPatchBody,
  actionUpdates,
  actionMeetingParams as meetingParams,
  openActionsReview,
  reminderResult,
  sendActionNoticesBody,
  sendReminderBody,
} from "../../../common/contracts/actions.js";
import { messageResult } from "../../../common/contracts/auth.js";
import { orgParams } from "../../../common/contracts/organisations.js";
import { organisationRoute, requireOrgActor } from "../../http/route-access.js";
import type { App } from "../../http/types.js";
import type { Services } from "../../services.js";
import { organisationOfMeeting } from "../meetings/meeting-access.js";
import { actionNoticeSummary as noticeSummary, sendActionNotices } from "./action-notices.js";
import { actionHistory, listActions } from "./action-queries.js";
import { type ActionsAction, can } from "./policy.js";
import { sendActionReminder } from "./send-action-reminder.js";
import { updateAction } from "./update-action.js";

const tags = ["actions"];

export function registerActionRoutes(app: App, services: Services): void {
  const db = services.database.db;
  const access = (action: ActionsAction) => organisationRoute("actions", can, action);
  const ofMeeting = (action: ActionsAction) =>
    organisationRoute("actions", can, action, organisationOfMeeting);

  app.get(
    "/api/organisations/:orgId/actions",
    {
      schema: {
        tags,
        params: orgParams,
        querystring: actionListQuery,
        response: { 200: actionList },
      },
      // "Overdue" depends on the day: at most a minute old.
      config: { access: access("list"), cachedAnswer: { scope: "organisation", clock: "minute" } },
    },
    async (request) => listActions(db, requireOrgActor(request), request.query),
  );

  app.patch(
    "/api/organisations/:orgId/actions/:actionId",
    {
      schema: {
        tags,
        params: actionParams,
        body: actionPatchBody,
        response: { 200: messageResult },
      },
      config: { access: access("update") },
    },
    async (request) => {
      await updateAction(db, requireOrgActor(request), request.params.actionId, request.body);
      return { message: "The action has been updated." };
    },
  );

  app.get(
    "/api/organisations/:orgId/actions/:actionId/updates",
    {
      schema: {
        tags,
        params: actionParams,
        response: { 200: actionUpdates },
      },
      config: { access: access("list") },
    },
    async (request) => ({
      updates: await actionHistory(db, requireOrgActor(request), request.params.actionId),
    }),
  );

  app.post(
    "/api/organisations/:orgId/actions/:actionId/reminders",
    {
      schema: {
        tags,
        params: actionParams,
        body: sendReminderBody,
        response: { 200: reminderResult },
      },
      config: { access: access("manage"), sendsMail: "reminder" },
    },
    async (request) =>
      sendActionReminder(
        db,
        requireOrgActor(request),
        request.params.actionId,
        request.body.comment || undefined,
        services.publicUrl(),
      ),
  );

  app.get(
    "/api/meetings/:meetingId/action-notices",
    {
      schema: { tags, params: meetingParams, response: { 200: actionNoticeSummary } },
      config: { access: ofMeeting("list") },
    },
    async (request) => noticeSummary(db, requireOrgActor(request), request.params.meetingId),
  );

  app.post(
    "/api/meetings/:meetingId/action-notices",
    {
      schema: {
        tags,
        params: meetingParams,
        body: sendActionNoticesBody,
        response: { 200: actionNoticesResult },
      },
      config: { access: ofMeeting("manage"), sendsMail: "notice" },
    },
    async (request) =>
      sendActionNotices(
        db,
        requireOrgActor(request),
        request.params.meetingId,
        services.publicUrl(),
      ),
  );

  app.get(
    "/api/meetings/:meetingId/open-actions",
    {
      schema: { tags, params: meetingParams, response: { 200: openActionsReview } },
      config: { access: ofMeeting("list") },
    },
    async (request) => {
      const { actions } = await listActions(db, requireOrgActor(request), { tab: "current" });
      return { actions };
    },
  );
}
