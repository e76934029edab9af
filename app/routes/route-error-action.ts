import { PartLoadError } from "../components/lazy-component.js";
import { ApiRequestError, networkFailureStatus } from "../data/api-error.js";

export type RouteErrorAction =
  | { kind: "signIn" }
  | { kind: "errorPage"; code: "403" | "404" }
  | { kind: "unreachable" }
  | { kind: "home" }
  | { kind: "dialog" }
  | { kind: "fatal" };

/**
 * Spec §8: 401 → sign in and come back; 403/404 → the error page; anything else goes to
 * "/" when no page has been shown yet, or opens the "Failed to load data" dialog over the
 * app. At "/" itself there is nowhere safer to go, so that case shows a full-page error.
 * A page whose code or data got no answer (the connection is down: the offline banner says
 * so) says it failed to load, in the page, and loads when the connection returns.
 */
export function routeErrorAction(
  error: unknown,
  context: { pageShown: boolean; atRoot: boolean },
): RouteErrorAction {
  if (error instanceof PartLoadError) return { kind: "unreachable" };
  if (error instanceof ApiRequestError) {
    if (error.status === networkFailureStatus) return { kind: "unreachable" };
    if (error.status === 401) return { kind: "signIn" };
    if (error.status === 403) return { kind: "errorPage", code: "403" };
    if (error.status === 404) return { kind: "errorPage", code: "404" };
  }
  if (context.pageShown) return { kind: "dialog" };
  return context.atRoot ? { kind: "fatal" } : { kind: "home" };
}

/**
 * Whether a caught error is one the person is told about in words (sign in again, the error
 * page, "failed to load" with the offline banner): those are not logged to the console, which
 * is for the errors nobody expected (spec §8, "Other errors").
 */
export function isExplainedFailure(error: unknown): boolean {
  const { kind } = routeErrorAction(error, { pageShown: true, atRoot: false });
  return kind === "signIn" || kind === "errorPage" || kind === "unreachable";
}
