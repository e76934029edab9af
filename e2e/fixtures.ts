import { type BrowserContext, test as base, expect } from "@playwright/test";

/** A console error or uncaught exception seen in any page of any context the test opened. */
type Problem = { kind: "console error" | "uncaught exception"; text: string; source: string };

/** A problem a test expects, with the reason it is not the app's fault. */
export type Allowance = {
  text: RegExp;
  /** The address the message is about (a failed resource's URL), when it matters. */
  source?: RegExp;
  why: string;
};

const everywhere: readonly Allowance[] = [
  {
    // The app asks the server who is signed in; for a visitor who is not, the answer is 401.
    // Chromium logs every failed fetch as a console error, and no page script can stop it.
    text: /^Failed to load resource: the server responded with a status of 401/,
    source: /\/api\/me$/,
    why: "the sign-in check of a signed-out visitor",
  },
];

export type ConsoleGuard = {
  /** Lets this test's own deliberate failures through (an offline click, a bad link). */
  allow: (allowance: Allowance) => void;
};

function allowed(problem: Problem, allowances: readonly Allowance[]): boolean {
  return allowances.some(
    (a) => a.text.test(problem.text) && (a.source === undefined || a.source.test(problem.source)),
  );
}

/**
 * Every journey fails on a console error or an uncaught exception in any page of any browser
 * context it opens (its own contexts included), unless the test allowed it with a reason.
 * Missing texts ("Quorate has no text for …") are console errors, so they fail it too.
 */
export const test = base.extend<{ consoleGuard: ConsoleGuard }>({
  consoleGuard: [
    async ({ browser, context }, use) => {
      const problems: Problem[] = [];
      const allowances = [...everywhere];
      const watch = (watched: BrowserContext) => {
        watched.on("console", (message) => {
          if (message.type() !== "error") return;
          problems.push({
            kind: "console error",
            text: message.text(),
            source: message.location().url || (message.page()?.url() ?? ""),
          });
        });
        watched.on("weberror", (webError) => {
          const error = webError.error();
          problems.push({
            kind: "uncaught exception",
            text: `${error.name}: ${error.message}`,
            source: webError.page()?.url() ?? "",
          });
        });
      };
      watch(context);
      browser.on("context", watch);
      await use({ allow: (allowance) => allowances.push(allowance) });
      browser.off("context", watch);
      const unexpected = problems.filter((p) => !allowed(p, allowances));
      expect(unexpected, "console errors or uncaught exceptions in the app").toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
