import { describe, expect, it } from "vitest";
import { refusalForStatus, refusalToShow } from "./refusal.js";
import { signingView } from "./signing-fixtures.js";

const me = { signerId: "s1", yourTurn: true, confirmWith: "none" } as const;

describe("when a signer is sent to the invalid-request page", () => {
  it("sends a signer who cannot sign and has nothing else to do there", () => {
    expect(refusalToShow(signingView({ me: { ...me, refusal: "voided" } }))).toBe("voided");
  });

  it("keeps a signer who can sign, and anyone who is not a signer", () => {
    expect(refusalToShow(signingView())).toBeNull();
    expect(refusalToShow(signingView({ me: null }))).toBeNull();
  });

  it("keeps a signer who is also the requester, or may take the sealed file", () => {
    const abilities = signingView().abilities;
    expect(
      refusalToShow(
        signingView({
          me: { ...me, refusal: "alreadySigned" },
          abilities: { ...abilities, void: true },
        }),
      ),
    ).toBeNull();
    expect(
      refusalToShow(
        signingView({
          me: { ...me, refusal: "completed" },
          abilities: { ...abilities, downloadSealed: true },
        }),
      ),
    ).toBeNull();
  });

  it("reads a refused link as changed (not found) or someone else's (forbidden)", () => {
    expect(refusalForStatus(404)).toBe("tampered");
    expect(refusalForStatus(403)).toBe("notYou");
  });
});
