// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { uploadMessages } from "../../../common/uploads.js";
import { fakeApi } from "../../test/fake-api.js";
import { fakeXhr, sentRequest } from "../../test/fake-xhr.js";
import { ApiRequestError } from "../api-error.js";
import { uploadDocument } from "./upload-document.js";

const stored = {
  documentId: "d1",
  documentVersionId: "v1",
  name: "Board charter.pdf",
  mime: "application/pdf",
  sizeBytes: 2048,
  version: 1,
  folderId: "f1",
  uploadedAt: "2026-03-04T01:00:00.000Z",
  uploadedBy: "p1",
  approvedOn: null,
  reviewOn: null,
  // Read receipts are the managers' list view; an upload's answer has none.
  readers: null,
  foundInText: false,
  foundOnPage: null,
};

const pdf = () => new File(["%PDF-1.7 …"], "Board charter.pdf", { type: "application/pdf" });

beforeEach(() => {
  fakeXhr();
  // biome-ignore lint/suspicious/noDocumentCookie: a test sets the cookie the server would.
  document.cookie = "qr_csrf=test-token";
});
afterEach(() => vi.unstubAllGlobals());

describe("uploadDocument", () => {
  it("sends the folder before the file with the CSRF header, and reports how far it has gone", async () => {
    const progress: number[] = [];
    const done = uploadDocument("o1", "f1", pdf(), (fraction) => progress.push(fraction));
    const xhr = await sentRequest(1);

    expect(xhr.method).toBe("POST");
    expect(xhr.url).toBe("/api/organisations/o1/governance-documents");
    expect(xhr.headers["x-csrf-token"]).toBe("test-token");
    expect([...(xhr.form?.keys() ?? [])]).toEqual(["folderId", "file"]);
    expect(xhr.form?.get("folderId")).toBe("f1");

    xhr.progress(25, 100);
    xhr.progress(100, 100);
    xhr.respond(201, stored);

    expect(await done).toEqual(stored);
    expect(progress).toEqual([0.25, 1]);
  });

  it("sends no folder for the top of the library", async () => {
    const done = uploadDocument("o1", null, pdf(), () => {});
    const xhr = await sentRequest(1);
    expect([...(xhr.form?.keys() ?? [])]).toEqual(["file"]);
    xhr.respond(201, { ...stored, folderId: null });
    await done;
  });

  it("rejects with the server's own message for the file", async () => {
    const done = uploadDocument("o1", "f1", pdf(), () => {});
    const xhr = await sentRequest(1);
    xhr.respond(400, {
      error: { code: "bad_request", message: `Board charter.pdf: ${uploadMessages.damaged}` },
    });

    const error = await done.catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiRequestError);
    expect(error).toMatchObject({
      status: 400,
      message: `Board charter.pdf: ${uploadMessages.damaged}`,
    });
  });

  it("says something went wrong when the refusal is not the API's", async () => {
    const done = uploadDocument("o1", "f1", pdf(), () => {});
    (await sentRequest(1)).respond(502, "<html>Bad gateway</html>");
    await expect(done).rejects.toMatchObject({ status: 502, message: uploadMessages.unknown });
  });

  it("tries once more with a fresh CSRF token when the server refuses the old one", async () => {
    fakeApi({ "GET /api/auth/csrf": () => ({ csrfToken: "fresh-token" }) });
    const progress: number[] = [];
    const done = uploadDocument("o1", "f1", pdf(), (fraction) => progress.push(fraction));
    const first = await sentRequest(1);
    first.progress(100, 100);
    first.respond(403, { error: { code: "csrf_invalid", message: "Refresh the page." } });

    const second = await sentRequest(2);
    expect(second.headers["x-csrf-token"]).toBe("fresh-token");
    second.progress(100, 100);
    second.respond(201, stored);
    expect(await done).toEqual(stored);
    // The bar starts again for the second sending.
    expect(progress).toEqual([1, 0, 1]);
  });

  it("explains a request that got no answer, and asks for a connection check", async () => {
    const api = fakeApi({ "GET /offline": () => ({}) });
    const done = uploadDocument("o1", "f1", pdf(), () => {});
    (await sentRequest(1)).onerror?.();
    await expect(done).rejects.toMatchObject({ code: "network" });
    await vi.waitFor(() => expect(api.calls.map((c) => c.path)).toContain("/offline"));
  });
});
