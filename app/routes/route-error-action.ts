import { ApiRequestError } from "../data/api-error.js";

export type RouteErrorAction =
  | { kind: "signIn" }
  | { kind: "errorPage"; code: "403" | "404" }
  | { kind: "home" }
  | { kind: "dialog" }
  | { kind: "fatal" };

/**
 * Spec §8: 401 → sign in and come back; 403/404 → the error page; anything else goes to
 * "/" when no page has been shown yet, or opens the "Failed to load data" dialog over the
 * app. At "/" itself there is nowhere safer to go, so that case shows a full-page error.
 */
export function routeErrorAction(
  error: unknown,
  context: { pageShown: boolean; atRoot: boolean },
): RouteErrorAction {
  if (error instanceof ApiRequestError) {
    if (error.status === 401) return { kind: "signIn" };
    if (error.status === 403) return { kind: "errorPage", code: "403" };
    if (error.status === 404) return { kind: "errorPage", code: "404" };
  }
  if (context.pageShown) return { kind: "dialog" };
  return context.atRoot ? { kind: "fatal" } : { kind: "home" };
}
