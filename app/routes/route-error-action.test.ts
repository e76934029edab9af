import { describe, expect, it } from "vitest";
import { PartLoadError } from "../components/lazy-component.js";
import { ApiRequestError } from "../data/api-error.js";
import { isExplainedFailure, routeErrorAction } from "./route-error-action.js";

const apiError = (status: number) => new ApiRequestError({ status, code: "x", message: "x" });
const fresh = { pageShown: false, atRoot: false };

describe("routeErrorAction", () => {
  it("signs in again on 401", () => {
    expect(routeErrorAction(apiError(401), fresh)).toEqual({ kind: "signIn" });
  });

  it("shows the error page on 403 and 404", () => {
    expect(routeErrorAction(apiError(403), fresh)).toEqual({ kind: "errorPage", code: "403" });
    expect(routeErrorAction(apiError(404), { ...fresh, pageShown: true })).toEqual({
      kind: "errorPage",
      code: "404",
    });
  });

  it("goes to the root when nothing was shown yet", () => {
    expect(routeErrorAction(apiError(500), fresh)).toEqual({ kind: "home" });
    expect(routeErrorAction(new Error("boom"), fresh)).toEqual({ kind: "home" });
  });

  it("opens the dialog once a page was shown", () => {
    expect(routeErrorAction(apiError(500), { ...fresh, pageShown: true })).toEqual({
      kind: "dialog",
    });
  });

  it("does not loop when the root itself fails", () => {
    expect(routeErrorAction(apiError(500), { pageShown: false, atRoot: true })).toEqual({
      kind: "fatal",
    });
  });
});

describe("a page that got no answer", () => {
  const offline = new ApiRequestError({ status: 0, code: "network", message: "offline" });
  const missingCode = new PartLoadError("MeetingsPage", new TypeError("Failed to fetch"));

  it("says so in the page, whether or not a page was shown before", () => {
    for (const error of [offline, missingCode]) {
      expect(routeErrorAction(error, fresh)).toEqual({ kind: "unreachable" });
      expect(routeErrorAction(error, { pageShown: true, atRoot: true })).toEqual({
        kind: "unreachable",
      });
    }
  });
});

describe("isExplainedFailure", () => {
  it("leaves out of the console what the person is told: sign in, error page, no answer", () => {
    for (const status of [0, 401, 403, 404])
      expect(isExplainedFailure(apiError(status))).toBe(true);
    expect(isExplainedFailure(new PartLoadError("UserMenu", new Error("aborted")))).toBe(true);
  });

  it("keeps everything unexpected there", () => {
    expect(isExplainedFailure(apiError(500))).toBe(false);
    expect(isExplainedFailure(new Error("boom"))).toBe(false);
    expect(isExplainedFailure("thrown string")).toBe(false);
  });
});
