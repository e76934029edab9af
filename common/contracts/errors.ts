import { z } from "zod";

/** Every error the API returns has this shape, with a 4xx or 5xx status. */
export const apiErrorSchema = z.object({
  error: z.object({
    code: z.string(),
    message: z.string(),
    fields: z.record(z.string(), z.string()).optional(),
    retryAfterSeconds: z.number().int().optional(),
  }),
});
export type ApiError = z.infer<typeof apiErrorSchema>;
