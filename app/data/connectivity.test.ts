// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from "vitest";

afterEach(() => {
  vi.unstubAllGlobals();
  vi.resetModules();
});

describe("the connectivity check", () => {
  it("notices a connection that came back while a failing check was still running", async () => {
    const answers: Array<(ok: boolean) => void> = [];
    vi.stubGlobal(
      "fetch",
      vi.fn(
        () =>
          new Promise<Response>((resolve, reject) =>
            answers.push((ok) =>
              ok ? resolve(new Response("ok")) : reject(new TypeError("offline")),
            ),
          ),
      ),
    );
    const connectivity = await import("./connectivity.js");
    connectivity.watchBrowserConnectivity();
    const reconnected = vi.fn();
    connectivity.onReconnect(reconnected);

    // Offline: a failed request starts a check, which fails.
    connectivity.reportNetworkFailure();
    answers.shift()?.(false);
    await new Promise((resolve) => setTimeout(resolve, 0)); // that check has finished

    // The next check is under way when the browser says it is online again.
    window.dispatchEvent(new Event("offline"));
    expect(answers).toHaveLength(1);
    window.dispatchEvent(new Event("online"));
    answers.shift()?.(false); // that check had started before the connection came back
    await vi.waitFor(() => expect(answers).toHaveLength(1)); // so it is checked again at once
    answers.shift()?.(true);
    await vi.waitFor(() => expect(reconnected).toHaveBeenCalledTimes(1));
  });
});
