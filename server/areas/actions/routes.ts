import { z } from "zod";
import { actionStatusSchema } from "../../../common/actions.js";
import { messageResult } from "../../../common/contracts/auth.js";
import { orgParams } from "../../../common/contracts/organisations.js";
import { organisationRoute, requireOrgActor } from "../../http/route-access.js";
import type { App } from "../../http/types.js";
import type { Services } from "../../services.js";
import { actionHistory, listActions } from "./action-queries.js";
import { can } from "./policy.js";
import { updateAction } from "./update-action.js";

const tags = ["actions"];
const date = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, "Use a date like 2026-12-03.");
const actionParams = z.strictObject({ orgId: z.uuid(), actionId: z.uuid() });

const actionView = z.object({
  Id: z.string(),
  Description: z.string(),
  DueDate: z.string().nullable(),
  Status: actionStatusSchema,
  Completed: z.boolean(),
  Overdue: z.boolean(),
  Owners: z.array(z.object({ PersonId: z.string(), Name: z.string() })),
  MeetingId: z.string().nullable(),
  MeetingTitle: z.string().nullable(),
  AgendaItemId: z.string().nullable(),
});

export function registerActionRoutes(app: App, services: Services): void {
  const db = services.database.db;
  const access = (action: "list" | "update" | "manage") =>
    organisationRoute("actions", can, action);

  app.get(
    "/api/organisations/:orgId/actions",
    {
      schema: {
        tags,
        params: orgParams,
        querystring: z.strictObject({
          tab: z.enum(["current", "completed"]).default("current"),
          ownerId: z.uuid().optional(),
        }),
        response: {
          200: z.object({
            actions: z.array(actionView),
            owners: z.array(
              z.object({ PersonId: z.string(), Name: z.string(), Count: z.number().int() }),
            ),
          }),
        },
      },
      config: { access: access("list") },
    },
    async (request) => listActions(db, requireOrgActor(request), request.query),
  );

  app.patch(
    "/api/organisations/:orgId/actions/:actionId",
    {
      schema: {
        tags,
        params: actionParams,
        body: z.strictObject({
          status: actionStatusSchema.optional(),
          note: z.string().trim().max(5000).optional(),
          dueDate: date.nullable().optional(),
          ownerPersonIds: z.array(z.uuid()).max(20).optional(),
          description: z.string().trim().min(1, "Required").max(5000).optional(),
        }),
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
        response: {
          200: z.object({
            updates: z.array(
              z.object({
                Id: z.string(),
                Text: z.string(),
                StatusAfter: z.string().nullable(),
                By: z.string(),
                At: z.string(),
              }),
            ),
          }),
        },
      },
      config: { access: access("list") },
    },
    async (request) => ({
      updates: await actionHistory(db, requireOrgActor(request), request.params.actionId),
    }),
  );
}
