import { describe, expect, it } from "vitest";
import { maskEmail, shareStatus } from "./share-state.js";

describe("a share link's state", () => {
  const now = new Date("2026-11-25T00:00:00Z");
  it("is active until it expires, and revoked whatever its date once revoked", () => {
    expect(shareStatus({ expiresAt: new Date("2026-11-26T00:00:00Z"), revokedAt: null }, now)).toBe(
      "active",
    );
    expect(shareStatus({ expiresAt: now, revokedAt: null }, now)).toBe("expired");
    expect(
      shareStatus({ expiresAt: new Date("2026-11-20T00:00:00Z"), revokedAt: new Date() }, now),
    ).toBe("revoked");
  });

  it("names where a code goes without giving the address away", () => {
    expect(maskEmail("jane.auditor@firm.co.nz")).toBe("j•••@firm.co.nz");
    expect(maskEmail("broken")).toBe("•••");
  });
});
