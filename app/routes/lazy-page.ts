import { type ComponentType, lazy } from "react";

/**
 * A page loaded when its route is first shown. My Home and the shell are in the first
 * download; every other page is its own chunk, so the JavaScript needed to show My Home stays
 * within its budget (scripts/bundle-budget.ts). The router's Suspense boundary shows the
 * route's pending state while the chunk arrives.
 */
export function lazyPage<Name extends string, Props>(
  load: () => Promise<Record<Name, ComponentType<Props>>>,
  name: Name,
) {
  return lazy(async () => ({ default: (await load())[name] }));
}
