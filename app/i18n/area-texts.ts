import { addTexts } from "./translate.js";

let loading: Promise<void> | undefined;

/**
 * Every area's texts but My Home's, fetched once, by the first page or part that needs them
 * (app/components/lazy-component.ts waits for them beside its own code). A failed fetch is
 * tried again next time.
 */
export function loadAreaTexts(): Promise<void> {
  loading ??= import("./en-areas.js").then(
    (module) => addTexts(module.enAreas),
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  );
  return loading;
}
