import type {
  SignatureFieldType,
  SignerInput,
} from "../../../common/contracts/signature-requests.js";
import type { CreateSignatureRequestInput } from "../../data/signature-requests.js";
import {
  boxAt,
  boxForSending,
  clampBox,
  type FieldBox,
  moveBox,
  type Point,
  resizeBox,
} from "./field-geometry.js";

/**
 * A signer while the request is written: a member by id or someone outside by e-mail. `key`
 * stays with them while the list is reordered, so their fields follow them; the index sent is
 * worked out only when the request goes.
 */
export type DraftSigner =
  | { key: string; kind: "member"; personId: string; name: string }
  | { key: string; kind: "external"; name: string; email: string };

export type DraftField = FieldBox & {
  id: string;
  signerKey: string;
  type: SignatureFieldType;
  page: number;
  required: boolean;
};

export type RequestDraft = {
  signers: DraftSigner[];
  ordered: boolean;
  message: string;
  /** "YYYY-MM-DD", or "" for none. */
  dueDate: string;
  fields: DraftField[];
};

export const emptyDraft: RequestDraft = {
  signers: [],
  ordered: false,
  message: "",
  dueDate: "",
  fields: [],
};

export type DraftChange =
  | { type: "setMembers"; members: { personId: string; name: string }[] }
  | { type: "addExternal"; name: string; email: string }
  | { type: "removeSigner"; key: string }
  | { type: "moveSigner"; key: string; by: -1 | 1 }
  | { type: "setOrdered"; ordered: boolean }
  | { type: "setMessage"; message: string }
  | { type: "setDueDate"; dueDate: string }
  | {
      type: "addField";
      id: string;
      signerKey: string;
      fieldType: SignatureFieldType;
      page: number;
      at: Point;
    }
  | { type: "moveField"; id: string; dx: number; dy: number }
  /** A drag's result: where the field is now, from where it was when the drag began. */
  | { type: "placeField"; id: string; box: FieldBox }
  | { type: "resizeField"; id: string; dWidth: number; dHeight: number }
  | { type: "updateField"; id: string; change: Partial<Pick<DraftField, "signerKey" | "required">> }
  | { type: "removeField"; id: string };

const memberKey = (personId: string) => `member:${personId}`;
export const externalKey = (email: string) => `external:${email.trim().toLowerCase()}`;

function withoutSigner(draft: RequestDraft, key: string): RequestDraft {
  return {
    ...draft,
    signers: draft.signers.filter((s) => s.key !== key),
    // A removed signer's fields go with them: nobody would be asked to fill them.
    fields: draft.fields.filter((f) => f.signerKey !== key),
  };
}

function changeField(
  draft: RequestDraft,
  id: string,
  change: (field: DraftField) => DraftField,
): RequestDraft {
  return { ...draft, fields: draft.fields.map((f) => (f.id === id ? change(f) : f)) };
}

export function draftReducer(draft: RequestDraft, change: DraftChange): RequestDraft {
  switch (change.type) {
    case "setMembers": {
      const chosen = new Set(change.members.map((m) => memberKey(m.personId)));
      const kept = draft.signers.filter((s) => s.kind === "external" || chosen.has(s.key));
      const present = new Set(kept.map((s) => s.key));
      const added: DraftSigner[] = change.members
        .filter((m) => !present.has(memberKey(m.personId)))
        .map((m) => ({ key: memberKey(m.personId), kind: "member", ...m }));
      const removed = draft.signers.filter((s) => !kept.includes(s)).map((s) => s.key);
      const next = removed.reduce(withoutSigner, draft);
      return { ...next, signers: [...kept, ...added] };
    }
    case "addExternal": {
      const key = externalKey(change.email);
      if (draft.signers.some((s) => s.key === key)) return draft;
      const signer: DraftSigner = {
        key,
        kind: "external",
        name: change.name.trim(),
        email: change.email.trim(),
      };
      return { ...draft, signers: [...draft.signers, signer] };
    }
    case "removeSigner":
      return withoutSigner(draft, change.key);
    case "moveSigner": {
      const from = draft.signers.findIndex((s) => s.key === change.key);
      const to = from + change.by;
      if (from < 0 || to < 0 || to >= draft.signers.length) return draft;
      const signers = [...draft.signers];
      const [moved] = signers.splice(from, 1);
      if (moved) signers.splice(to, 0, moved);
      return { ...draft, signers };
    }
    case "setOrdered":
      return { ...draft, ordered: change.ordered };
    case "setMessage":
      return { ...draft, message: change.message };
    case "setDueDate":
      return { ...draft, dueDate: change.dueDate };
    case "addField":
      return {
        ...draft,
        fields: [
          ...draft.fields,
          {
            id: change.id,
            signerKey: change.signerKey,
            type: change.fieldType,
            page: change.page,
            // A checkbox is most often an optional choice; the other fields are what is asked for.
            required: change.fieldType !== "checkbox",
            ...boxAt(change.fieldType, change.at),
          },
        ],
      };
    case "moveField":
      return changeField(draft, change.id, (f) => ({ ...f, ...moveBox(f, change.dx, change.dy) }));
    case "placeField":
      return changeField(draft, change.id, (f) => ({ ...f, ...clampBox(change.box) }));
    case "resizeField":
      return changeField(draft, change.id, (f) => ({
        ...f,
        ...resizeBox(f, change.dWidth, change.dHeight),
      }));
    case "updateField":
      return changeField(draft, change.id, (f) => ({ ...f, ...change.change }));
    case "removeField":
      return { ...draft, fields: draft.fields.filter((f) => f.id !== change.id) };
  }
}

function signerForSending(signer: DraftSigner): SignerInput {
  return signer.kind === "member"
    ? { personId: signer.personId }
    : { email: signer.email, name: signer.name };
}

/** The request as the server takes it: signers by position, fields by their signer's index. */
export function draftToBody(draft: RequestDraft): CreateSignatureRequestInput {
  const index = new Map(draft.signers.map((s, i) => [s.key, i]));
  const message = draft.message.trim();
  return {
    signers: draft.signers.map(signerForSending),
    ordered: draft.ordered,
    ...(message ? { message } : {}),
    ...(draft.dueDate ? { dueDate: draft.dueDate } : {}),
    fields: draft.fields.flatMap((f) => {
      const signer = index.get(f.signerKey);
      if (signer === undefined) return [];
      return [{ signer, type: f.type, page: f.page, required: f.required, ...boxForSending(f) }];
    }),
  };
}
