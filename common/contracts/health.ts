import { z } from "zod";

// Load balancers and the client's version check (server/areas/health/routes.ts).

export const healthResult = z.object({ status: z.literal("ok"), version: z.string() });
export const readyResult = z.object({ status: z.literal("ready") });
export const startingResult = z.object({ status: z.literal("starting") });
