import { describe, expect, it } from "vitest";

describe("zod in the browser", () => {
  it("runs without eval once the app's first module has run", async () => {
    await import("./zod-jitless.js");
    const { z } = await import("zod");
    expect(z.config().jitless).toBe(true);
    // A parse must not reach for new Function, which the CSP refuses.
    const original = globalThis.Function;
    let evals = 0;
    globalThis.Function = new Proxy(original, {
      construct(target, args) {
        evals++;
        return Reflect.construct(target, args);
      },
      apply(target, self, args) {
        evals++;
        return Reflect.apply(target, self, args);
      },
    });
    try {
      const schema = z.object({ a: z.string(), b: z.object({ c: z.number() }) });
      for (let i = 0; i < 3; i++) expect(schema.parse({ a: "x", b: { c: i } }).b.c).toBe(i);
    } finally {
      globalThis.Function = original;
    }
    expect(evals).toBe(0);
  });
});
