import { Validator } from "@seriousme/openapi-schema-validator";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, type TestServer } from "../test/test-server.js";

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server.close();
});

type Json = string | number | boolean | null | Json[] | { [key: string]: Json };

function refsIn(value: Json, found: string[] = []): string[] {
  if (Array.isArray(value)) for (const v of value) refsIn(v, found);
  else if (value && typeof value === "object")
    for (const [key, v] of Object.entries(value)) {
      if (key === "$ref" && typeof v === "string") found.push(v);
      else refsIn(v, found);
    }
  return found;
}

describe("the API description", () => {
  it("is a valid OpenAPI 3.1 document whose every $ref resolves", async () => {
    const res = await fetch(`${server.url}/api/openapi.json`);
    expect(res.status).toBe(200);
    const doc = (await res.json()) as { [key: string]: Json };
    const result = await new Validator().validate(doc);
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);

    const refs = refsIn(doc);
    expect(refs.length).toBeGreaterThan(0);
    for (const ref of new Set(refs)) {
      expect(ref, ref).toMatch(/^#\//);
      let target: Json | undefined = doc;
      for (const part of ref.slice(2).split("/")) {
        const key = part.replaceAll("~1", "/").replaceAll("~0", "~");
        target =
          target && typeof target === "object" && !Array.isArray(target) ? target[key] : undefined;
      }
      expect(target, `${ref} points at nothing`).toBeDefined();
    }
  });
});
