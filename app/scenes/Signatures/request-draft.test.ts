import { describe, expect, it } from "vitest";
import {
  type DraftChange,
  draftReducer,
  draftToBody,
  emptyDraft,
  type RequestDraft,
} from "./request-draft.js";

const apply = (changes: DraftChange[], from: RequestDraft = emptyDraft) =>
  changes.reduce(draftReducer, from);

const withTwo = apply([
  {
    type: "setMembers",
    members: [
      { personId: "p1", name: "Aroha Ngata" },
      { personId: "p2", name: "Ben Lee" },
    ],
  },
  { type: "addExternal", name: " Cara Diaz ", email: "cara@example.com " },
]);

describe("a request being written", () => {
  it("keeps members in the order chosen and people outside after them", () => {
    expect(withTwo.signers.map((s) => s.name)).toEqual(["Aroha Ngata", "Ben Lee", "Cara Diaz"]);
  });

  it("does not add the same address twice", () => {
    const again = draftReducer(withTwo, {
      type: "addExternal",
      name: "Cara",
      email: "CARA@example.com",
    });
    expect(again.signers).toHaveLength(3);
  });

  it("sends each field with the index of its signer, following reordering", () => {
    const draft = apply(
      [
        {
          type: "addField",
          id: "f1",
          signerKey: "member:p2",
          fieldType: "signature",
          page: 2,
          at: { x: 0.5, y: 0.5 },
        },
        {
          type: "addField",
          id: "f2",
          signerKey: "external:cara@example.com",
          fieldType: "checkbox",
          page: 1,
          at: { x: 0.5, y: 0.5 },
        },
        { type: "moveSigner", key: "member:p2", by: -1 },
        { type: "setOrdered", ordered: true },
        { type: "setDueDate", dueDate: "2026-12-31" },
        { type: "setMessage", message: "  Please sign  " },
      ],
      withTwo,
    );
    const body = draftToBody(draft);
    expect(body.signers).toEqual([
      { personId: "p2" },
      { personId: "p1" },
      { email: "cara@example.com", name: "Cara Diaz" },
    ]);
    expect(body.fields.map((f) => [f.signer, f.type, f.page, f.required])).toEqual([
      [0, "signature", 2, true],
      [2, "checkbox", 1, false],
    ]);
    expect(body).toMatchObject({ ordered: true, dueDate: "2026-12-31", message: "Please sign" });
  });

  it("takes a removed signer's fields away with them", () => {
    const draft = apply(
      [
        {
          type: "addField",
          id: "f1",
          signerKey: "member:p1",
          fieldType: "signature",
          page: 1,
          at: { x: 0.5, y: 0.5 },
        },
        {
          type: "addField",
          id: "f2",
          signerKey: "member:p2",
          fieldType: "name",
          page: 1,
          at: { x: 0.5, y: 0.6 },
        },
        { type: "setMembers", members: [{ personId: "p2", name: "Ben Lee" }] },
      ],
      withTwo,
    );
    expect(draft.signers.map((s) => s.name)).toEqual(["Ben Lee", "Cara Diaz"]);
    expect(draft.fields.map((f) => f.id)).toEqual(["f2"]);
  });

  it("leaves out an empty message and due date", () => {
    const body = draftToBody(withTwo);
    expect(body).not.toHaveProperty("message");
    expect(body).not.toHaveProperty("dueDate");
  });
});
