import { eq } from "drizzle-orm";
import { afterAll, beforeAll, expect } from "vitest";
import type { SignatureRequestView } from "../../../common/contracts/signature-requests.js";
import type { VerifyAnswer } from "../../../common/contracts/verify.js";
import { accounts, organisations } from "../../db/schema/index.js";
import {
  addMembership,
  boardWithSecretary,
  buildAccount,
  signedInClient,
} from "../../test/factories.js";
import type { TestClient } from "../../test/http-client.js";
import { startTestServer, type TestServer } from "../../test/test-server.js";
import { uploadToLibrary } from "../../test/uploads.js";

/**
 * The signature tests' board: a real server, a secretary who keeps the library and three
 * directors (Ana, Ben and Cleo Signer), with the calls the tests make. `withSignatureBoard()`
 * starts it before a file's tests and closes it after; the bindings below are live.
 */
export let server: TestServer;
export let boardId = "";
export let secretary: TestClient;
export let secretaryEmail = "";
export type Member = { client: TestClient; personId: string; email: string };
export let ana: Member;
export let ben: Member;
export let cleo: Member;

export async function member(firstName: string, role: "Director" | "Executive" = "Director") {
  const account = await buildAccount(server.database.db, { firstName, lastName: "Signer" });
  await addMembership(server.database.db, boardId, account.personId, role);
  return { ...account, client: await signedInClient(server.url, account.email) };
}

export async function upload(name: string, bytes: Uint8Array, folderId?: string) {
  const res = await uploadToLibrary(
    server.url,
    secretary,
    boardId,
    { name, bytes, type: "application/pdf" },
    folderId,
  );
  expect(res.status).toBe(201);
  return ((await res.json()) as { documentVersionId: string }).documentVersionId;
}

export const fieldsFor = (signer: number) => [
  { signer, type: "signature", page: 2, x: 0.1, y: 0.7 - signer * 0.15, width: 0.35, height: 0.08 },
  { signer, type: "date", page: 2, x: 0.55, y: 0.7 - signer * 0.15, width: 0.3, height: 0.05 },
];

export async function ask(versionId: string, body: object, client = secretary) {
  return client.request<SignatureRequestView & { error?: { message: string } }>(
    "POST",
    `/api/document-versions/${versionId}/signature-requests`,
    body,
  );
}

export const sign = (client: TestClient, id: string, body: object) =>
  client.request<SignatureRequestView & { error?: { message: string } }>(
    "POST",
    `/api/signature-requests/${id}/sign`,
    body,
  );

export async function download(client: TestClient, path: string) {
  const res = await fetch(`${server.url}${path}`, {
    headers: { cookie: `qr_session=${client.cookie("qr_session")}` },
  });
  return { status: res.status, bytes: new Uint8Array(await res.arrayBuffer()) };
}

export async function verify(bytes: Uint8Array): Promise<VerifyAnswer> {
  const form = new FormData();
  form.append(
    "file",
    new Blob([bytes as Uint8Array<ArrayBuffer>], { type: "application/pdf" }),
    "x.pdf",
  );
  const res = await fetch(`${server.url}/api/verify`, { method: "POST", body: form });
  return (await res.json()) as VerifyAnswer;
}

export const setConfirmIdentity = (on: boolean) =>
  server.database.db
    .update(organisations)
    .set({ settings: { confirmIdentityToSign: on } })
    .where(eq(organisations.id, boardId));

export function withSignatureBoard(): void {
  beforeAll(async () => {
    server = await startTestServer();
    const board = await boardWithSecretary(server.database.db, server.url);
    ({ boardId, secretary } = board);
    const [account] = await server.database.db
      .select({ email: accounts.email })
      .from(accounts)
      .where(eq(accounts.personId, board.secretaryId));
    secretaryEmail = account?.email ?? "";
    ana = await member("Ana");
    ben = await member("Ben");
    cleo = await member("Cleo");
  });
  afterAll(async () => {
    await server.close();
  });
}
