import { and, asc, eq, isNull, sql } from "drizzle-orm";
import { z } from "zod";
import { accounts, memberships, organisations, people } from "../../db/schema/index.js";
import { supportOnly } from "../../http/route-access.js";
import type { App } from "../../http/types.js";
import type { Services } from "../../services.js";

/**
 * Partner views for support staff (spec §6): read-only lists of the installation's
 * organisations and people. Support users never see an organisation's records.
 */
export function registerPartnerRoutes(app: App, services: Services): void {
  const db = services.database.db;
  const tags = ["partner"];

  app.get(
    "/api/partner/organisations",
    {
      schema: {
        tags,
        response: {
          200: z.object({
            organisations: z.array(
              z.object({
                Id: z.string(),
                Name: z.string(),
                ShortName: z.string(),
                Status: z.string(),
                Parent: z.string().nullable(),
                Members: z.number().int(),
              }),
            ),
          }),
        },
      },
      config: { access: supportOnly },
    },
    async () => {
      const rows = await db
        .select({
          id: organisations.id,
          name: organisations.name,
          shortName: organisations.shortName,
          status: organisations.status,
          parentId: organisations.parentId,
          members: sql<number>`(select count(*)::int from ${memberships} where ${memberships.organisationId} = ${organisations.id})`,
        })
        .from(organisations)
        .where(isNull(organisations.deletedAt))
        .orderBy(asc(organisations.name))
        .limit(500);
      return {
        organisations: rows.map((r) => ({
          Id: r.id,
          Name: r.name,
          ShortName: r.shortName,
          Status: r.status,
          Parent: r.parentId,
          Members: r.members,
        })),
      };
    },
  );

  app.get(
    "/api/partner/people",
    {
      schema: {
        tags,
        response: {
          200: z.object({
            people: z.array(
              z.object({
                PersonId: z.string(),
                FullName: z.string(),
                Email: z.string().nullable(),
                CanLogin: z.boolean(),
              }),
            ),
          }),
        },
      },
      config: { access: supportOnly },
    },
    async () => {
      const rows = await db
        .select({
          id: people.id,
          first: people.firstName,
          last: people.lastName,
          email: people.email,
          account: accounts.personId,
        })
        .from(people)
        .leftJoin(accounts, and(eq(accounts.personId, people.id)))
        .orderBy(asc(people.lastName), asc(people.firstName))
        .limit(1000);
      return {
        people: rows.map((r) => ({
          PersonId: r.id,
          FullName: `${r.first} ${r.last}`,
          Email: r.email,
          CanLogin: r.account !== null,
        })),
      };
    },
  );
}
