import { z } from "zod";

// SignalR's negotiate (server/hub/hub-server.ts), as the official client expects it. Only
// WebSockets are offered; the connection's own parameters (locale, timezone) ride in the query.

export const negotiateQuery = z.looseObject({ negotiateVersion: z.enum(["0", "1"]).optional() });

export const negotiateResult = z.object({
  negotiateVersion: z.number(),
  connectionId: z.string(),
  connectionToken: z.string(),
  availableTransports: z.array(
    z.object({ transport: z.string(), transferFormats: z.array(z.string()) }),
  ),
});

export const negotiateRefusal = z.object({ error: z.string() });
