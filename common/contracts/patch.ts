import type { z } from "zod";

export const nothingToChange = "Change at least one field.";

/** A PATCH body must name something to change: an empty one is refused with a 400, not run. */
export function withSomethingToChange<T extends z.ZodType<Record<string, unknown>>>(schema: T) {
  return schema.refine(
    (body) => Object.values(body).some((value) => value !== undefined),
    nothingToChange,
  );
}
