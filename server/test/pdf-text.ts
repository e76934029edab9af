import { execFileSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { TestClient } from "./http-client.js";

/** A PDF's text as a reader sees it, by poppler's pdftotext (layout kept, so lines stay lines). */
export function pdfText(bytes: Uint8Array): string {
  const dir = mkdtempSync(path.join(tmpdir(), "quorate-pdf-"));
  try {
    const file = path.join(dir, "doc.pdf");
    writeFileSync(file, bytes);
    return execFileSync("pdftotext", ["-layout", "-enc", "UTF-8", file, "-"], {
      encoding: "utf8",
    });
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** Downloads a PDF with the client's session, as the browser opens it. */
export async function fetchPdfText(baseUrl: string, client: TestClient, url: string) {
  const res = await fetch(baseUrl + url, {
    headers: { cookie: `qr_session=${client.cookie("qr_session")}` },
  });
  if (res.status !== 200) throw new Error(`${url}: ${res.status}`);
  return pdfText(new Uint8Array(await res.arrayBuffer()));
}

/**
 * poppler's pdfsig report on a PDF's signatures ("Signature is Valid.", "Total document
 * signed", "Digest Mismatch."). pdfsig exits 0 whatever it finds: read its words.
 */
export function pdfsig(bytes: Uint8Array): string {
  const dir = mkdtempSync(path.join(tmpdir(), "quorate-pdfsig-"));
  try {
    const file = path.join(dir, "signed.pdf");
    writeFileSync(file, bytes);
    return execFileSync("pdfsig", [file], { encoding: "utf8" });
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
