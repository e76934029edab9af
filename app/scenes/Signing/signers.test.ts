import { describe, expect, it } from "vitest";
import type { MeetingPerson } from "../../../common/contracts/publishing.js";
import { askableIds, signerChoices, signersInOrder } from "./signers.js";

const signer = (PersonId: string, Name: string, SignedAt: string | null) => ({
  PersonId,
  Name,
  SignedAt,
});

function person(
  PersonId: string,
  FullName: string,
  over: Partial<Pick<MeetingPerson, "HasEmail" | "LoginEnabled">> = {},
): MeetingPerson {
  return {
    PersonId,
    FullName,
    HasEmail: true,
    LoginEnabled: true,
    IsBoardMember: true,
    ...over,
  };
}

describe("signersInOrder", () => {
  it("lists signatures by time, then people still to sign by name", () => {
    const ordered = signersInOrder([
      signer("z", "Zoe", null),
      signer("b", "Bea", "2026-11-22T10:00:00.000Z"),
      signer("a", "Ann", null),
      signer("c", "Cy", "2026-11-21T10:00:00.000Z"),
    ]);
    expect(ordered.map((s) => s.Name)).toEqual(["Cy", "Bea", "Ann", "Zoe"]);
  });
});

describe("signerChoices", () => {
  const people = [
    person("1", "Cat"),
    person("2", "Ann"),
    person("3", "Bob", { LoginEnabled: false }),
    person("4", "Dee", { HasEmail: false }),
  ];

  it("leaves out people already asked and lists the rest by name", () => {
    const choices = signerChoices(people, [signer("1", "Cat", null)]);
    expect(choices.map((c) => [c.name, c.canSign, c.hasEmail])).toEqual([
      ["Ann", true, true],
      ["Bob", false, true],
      ["Dee", true, false],
    ]);
  });

  it("never asks someone who cannot sign in", () => {
    const choices = signerChoices(people, []);
    expect(askableIds(choices, ["2", "3", "4"])).toEqual(["2", "4"]);
  });

  it("never asks someone who is not on the list", () => {
    const choices = signerChoices(people, [signer("1", "Cat", null)]);
    expect(askableIds(choices, ["1", "2"])).toEqual(["2"]);
  });
});
