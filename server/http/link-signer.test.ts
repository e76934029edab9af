import { randomBytes } from "node:crypto";
import { describe, expect, it } from "vitest";
import { createLinkSigner } from "./link-signer.js";

describe("signed links", () => {
  const key = randomBytes(32);
  const signer = createLinkSigner(key);

  it("give back the id they were signed for, with the same key in another process", () => {
    const token = signer.sign("share", "0b4c2d1e-aaaa-4bbb-8ccc-123456789abc");
    expect(createLinkSigner(key).verify("share", token)).toBe(
      "0b4c2d1e-aaaa-4bbb-8ccc-123456789abc",
    );
  });

  it("refuse a changed character, another purpose, another key, or no proof at all", () => {
    const token = signer.sign("share", "abc");
    const flipped = `${token.slice(0, -1)}${token.endsWith("A") ? "B" : "A"}`;
    expect(signer.verify("share", flipped)).toBeNull();
    expect(signer.verify("share", token.replace("abc", "abd"))).toBeNull();
    expect(signer.verify("other", token)).toBeNull();
    expect(createLinkSigner(randomBytes(32)).verify("share", token)).toBeNull();
    expect(signer.verify("share", "abc")).toBeNull();
    expect(signer.verify("share", "")).toBeNull();
  });
});
