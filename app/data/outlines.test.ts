import { describe, expect, it } from "vitest";
import { myHomeResponse } from "../../common/contracts/home.js";
import { meResponse } from "../../common/contracts/me.js";
import { defaultFeatureFlags } from "../../common/feature-flags.js";
import { looksLikeCsrfToken, looksLikeMe, looksLikeMyHome } from "./outlines.js";

const me = meResponse.parse({
  person: {
    FullName: "Hana Kerr",
    Email: "hana@example.test",
    PersonId: "p-1",
    IsSupport: false,
    IsInstallationAdmin: false,
    FirstName: "Hana",
    LastName: "Kerr",
    PhoneNumber: null,
    Title: null,
    Suffix: null,
    HasPicture: false,
    MfaEnabled: false,
  },
  organisations: [],
  featureFlags: defaultFeatureFlags,
  version: "0.1.0",
});

const home = myHomeResponse.parse({
  meetings: { items: [], total: 0, page: 1, pageSize: 10 },
  actions: { items: [], total: 0 },
  votes: [],
  signatures: [],
  documentSignatures: [],
  trials: [],
});

const notQuorate = ["<!doctype html><title>Sign in to the Wi-Fi</title>", undefined, null, [], {}];

describe("response outlines", () => {
  it("pass what the contracts accept", () => {
    expect(looksLikeMe(me)).toBe(true);
    expect(looksLikeMyHome(home)).toBe(true);
  });

  it("fail answers that are not Quorate's", () => {
    for (const data of notQuorate) {
      expect(looksLikeMe(data)).toBe(false);
      expect(looksLikeMyHome(data)).toBe(false);
    }
    expect(looksLikeMe({ ...me, organisations: undefined })).toBe(false);
    expect(looksLikeMe({ ...me, person: "Hana" })).toBe(false);
    expect(looksLikeMyHome({ ...home, meetings: { total: 0 } })).toBe(false);
    expect(looksLikeMyHome({ ...home, trials: undefined })).toBe(false);
  });

  it("take a CSRF token only as a string", () => {
    expect(looksLikeCsrfToken({ csrfToken: "abc" })).toBe(true);
    for (const data of [...notQuorate, { csrfToken: 42 }]) {
      expect(looksLikeCsrfToken(data)).toBe(false);
    }
  });
});
