import { describe, expect, it } from "vitest";
import type { MeetingPerson } from "../../../../common/contracts/publishing.js";
import {
  initialSelection,
  recipientBlock,
  recipientsFor,
  selectableIds,
  toggleRecipient,
} from "./recipients.js";

function person(
  name: string,
  over: Partial<Pick<MeetingPerson, "HasEmail" | "LoginEnabled">> = {},
): MeetingPerson {
  const first = name.split(" ")[0] ?? name;
  return {
    PersonId: `id-${first.toLowerCase()}`,
    FullName: name,
    HasEmail: true,
    LoginEnabled: true,
    IsBoardMember: true,
    ...over,
  };
}

const ann = person("Ann Chair");
const bob = person("Bob Nologin", { LoginEnabled: false });
const cat = person("Cat Nomail", { HasEmail: false });

describe("recipientBlock", () => {
  it("needs an e-mail address for any e-mail", () => {
    expect(recipientBlock(cat, "notice")).toBe("noEmail");
    expect(recipientBlock(cat, "pack")).toBe("noEmail");
  });

  it("needs a login only for the board pack", () => {
    expect(recipientBlock(bob, "notice")).toBeNull();
    expect(recipientBlock(bob, "pack")).toBe("noLogin");
  });

  it("lets a person with e-mail and login receive both", () => {
    expect(recipientBlock(ann, "pack")).toBeNull();
  });
});

describe("recipient selection", () => {
  it("lists everyone by name, marked", () => {
    const list = recipientsFor([cat, bob, ann], "pack");
    expect(list.map((r) => [r.name, r.blocked])).toEqual([
      ["Ann Chair", null],
      ["Bob Nologin", "noLogin"],
      ["Cat Nomail", "noEmail"],
    ]);
  });

  it("preselects only people with a login who can receive it", () => {
    expect(initialSelection(recipientsFor([ann, bob, cat], "notice"))).toEqual(["id-ann"]);
  });

  it("lets people without a login be chosen for a notice but not for the pack", () => {
    expect(selectableIds(recipientsFor([ann, bob, cat], "notice"))).toEqual(["id-ann", "id-bob"]);
    expect(selectableIds(recipientsFor([ann, bob, cat], "pack"))).toEqual(["id-ann"]);
  });

  it("never selects someone who cannot receive it", () => {
    const [, bobForPack] = recipientsFor([ann, bob], "pack");
    if (!bobForPack) throw new Error("expected two recipients");
    expect(toggleRecipient([], bobForPack, true)).toEqual([]);
  });

  it("never selects someone without an e-mail address, for either e-mail", () => {
    for (const kind of ["notice", "pack"] as const) {
      const [catRow] = recipientsFor([cat], kind);
      if (!catRow) throw new Error("expected a recipient");
      expect(toggleRecipient(["id-ann"], catRow, true)).toEqual(["id-ann"]);
    }
  });

  it("adds and removes without duplicates", () => {
    const [annRow] = recipientsFor([ann], "notice");
    if (!annRow) throw new Error("expected a recipient");
    expect(toggleRecipient(["id-ann"], annRow, true)).toEqual(["id-ann"]);
    expect(toggleRecipient(["id-ann"], annRow, false)).toEqual([]);
  });
});
