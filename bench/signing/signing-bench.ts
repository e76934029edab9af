// npm run bench -- --only signing   (or: npx tsx bench/signing/signing-bench.ts)
import { execFileSync } from "node:child_process";
import { createHash } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { performance } from "node:perf_hooks";
import { pathToFileURL } from "node:url";
import { PDFDocument, StandardFonts } from "pdf-lib";
import { addCertificatePage } from "../../server/signing/certificate-page.js";
import { checkSeal } from "../../server/signing/check-seal.js";
import { readSealP12, sealName } from "../../server/signing/installation-seal.js";
import { generateSealP12 } from "../../server/signing/seal-certificate.js";
import { openForSealing, sealDocument } from "../../server/signing/seal-pdf.js";
import { type FieldToStamp, stampFields } from "../../server/signing/stamp-fields.js";
import { tinyPng } from "../../server/test/tiny-png.js";

const line =
  "The board noted the report and discussed the lease, the budget and the risks it names in turn.";

/** A document like a board paper: `pages` A4 pages of 45 lines of text each. */
async function paperOf(pages: number): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  for (let p = 1; p <= pages; p++) {
    const page = doc.addPage([595.28, 841.89]);
    for (let l = 0; l < 45; l++)
      page.drawText(`${p}.${l + 1} ${line}`, { x: 56, y: 790 - l * 16, size: 10, font });
  }
  return doc.save();
}

type Figures = { median: number; min: number; max: number };

function figures(samples: number[]): Figures {
  const sorted = [...samples].sort((a, b) => a - b);
  return {
    median: sorted[Math.floor(sorted.length / 2)] ?? 0,
    min: sorted[0] ?? 0,
    max: sorted.at(-1) ?? 0,
  };
}

async function timed(step: () => Promise<unknown>): Promise<number> {
  const start = performance.now();
  await step();
  return performance.now() - start;
}

/** poppler's verdict on the sealed file, when pdfsig is installed (it exits 0 either way). */
function pdfsigVerdict(pdf: Buffer): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "quorate-bench-sig-"));
  try {
    const file = path.join(dir, "sealed.pdf");
    fs.writeFileSync(file, pdf);
    const report = execFileSync("pdfsig", [file], { encoding: "utf8" });
    const valid = report.includes("Signature is Valid.");
    const total = report.includes("Total document signed");
    return valid && total ? "Signature is Valid, Total document signed" : `NOT VALID:\n${report}`;
  } catch {
    return "pdfsig not installed: not checked";
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

/**
 * Seals a 100-page PDF with its certificate page (load, append the page with an embedded TTF,
 * the signature's placeholder, save, sign) beside pdf-lib loading and saving the same file in the
 * same run: the floor any pdf-lib seal pays. One untimed round first (module loading, JIT).
 */
export async function benchSigning(options = { pages: 100, runs: 15 }): Promise<string> {
  const paper = await paperOf(options.pages);
  const sha256 = createHash("sha256").update(paper).digest("hex");
  const startCertificate = performance.now();
  const seal = readSealP12(generateSealP12(sealName("bench.quorate.local"), "bench"), "bench");
  const certificateMs = performance.now() - startCertificate;
  const ours = async (fingerprint: string) => fingerprint === seal.fingerprint;

  const floor: number[] = [];
  const sealOnly: number[] = [];
  const withPage: number[] = [];
  const completion: number[] = [];
  const check: number[] = [];
  // A signature request's completion: two signers, a signature and a date each on the last page.
  const drawn = tinyPng(300, 90);
  const signers = [
    {
      name: "Aroha Ngata",
      art: { type: "picture" as const, bytes: drawn, mime: "image/png" as const },
    },
    { name: "Daniel O'Connor", art: { type: "typed" as const, text: "Daniel O'Connor" } },
  ];
  const fields: FieldToStamp[] = signers.flatMap((signer, i) => [
    {
      type: "signature",
      page: options.pages,
      x: 0.1,
      y: 0.7 + i * 0.1,
      width: 0.35,
      height: 0.08,
      value: null,
      signer,
    },
    {
      type: "date",
      page: options.pages,
      x: 0.55,
      y: 0.72 + i * 0.1,
      width: 0.3,
      height: 0.04,
      value: "26 November 2026",
      signer,
    },
  ]);
  let sealed: Buffer = Buffer.alloc(0);
  for (let run = 0; run <= options.runs; run++) {
    const loadSave = await timed(async () => (await PDFDocument.load(paper)).save());
    const bare = await timed(async () =>
      sealDocument(await openForSealing(paper), seal, { reason: "Bench" }),
    );
    const full = await timed(async () => {
      const doc = await openForSealing(paper);
      await addCertificatePage(doc, {
        documentName: "Te Rōpū Whakahaere – board paper (100 pages)",
        sha256,
        sealedBy: seal.name,
        sealedAt: new Date(),
        verifyUrl: "https://bench.quorate.local/verify",
      });
      sealed = (await sealDocument(doc, seal, { reason: "Bench" })).pdf;
    });
    const completed = await timed(async () => {
      const doc = await openForSealing(paper);
      await stampFields(doc, fields);
      await addCertificatePage(doc, {
        documentName: "Hall lease resolution.pdf",
        sha256,
        sealedBy: seal.name,
        sealedAt: new Date(),
        verifyUrl: "https://bench.quorate.local/verify",
        timeZone: "Pacific/Auckland",
        signers: signers.map((s) => ({
          name: s.name,
          email: "signer@example.org",
          signedAt: new Date(),
          address: "203.0.113.7",
          device: "Mozilla/5.0 (iPad; CPU OS 18_0 like Mac OS X)",
          authenticatedBy: "signed in, password re-entered",
        })),
        events: Array.from({ length: 6 }, (_, i) => ({ at: new Date(), text: `Event ${i + 1}` })),
      });
      await sealDocument(doc, seal, { reason: "Signed by Aroha Ngata, Daniel O'Connor" });
    });
    const checked = await timed(async () => {
      const finding = await checkSeal(sealed, ours);
      if (finding.kind !== "sealed" || !finding.digestMatches)
        throw new Error(`the bench's sealed file did not check: ${finding.kind}`);
    });
    if (run === 0) continue; // the warm-up round
    floor.push(loadSave);
    sealOnly.push(bare);
    withPage.push(full);
    completion.push(completed);
    check.push(checked);
  }

  const ms = (n: number) => `${Math.round(n)} ms`;
  const row = (name: string, f: Figures) =>
    `| ${name.padEnd(62)} | ${ms(f.median).padStart(7)} | ${ms(f.min).padStart(7)} | ${ms(f.max).padStart(7)} |`;
  const floorFigures = figures(floor);
  const fullFigures = figures(withPage);
  return [
    `== Signing (issue 18): a ${options.pages}-page PDF (${Math.round(paper.length / 1024)} KB), ${options.runs} runs after one warm-up, in one process`,
    `| ${"step".padEnd(62)} | ${"median".padStart(7)} | ${"min".padStart(7)} | ${"max".padStart(7)} |`,
    `| ${"-".repeat(62)} | ${"-".repeat(7)} | ${"-".repeat(7)} | ${"-".repeat(7)} |`,
    row("pdf-lib load + save (the floor)", floorFigures),
    row("seal alone (load, placeholder, save, sign)", figures(sealOnly)),
    row("certificate page + seal (the page's TTF embedded, subset)", fullFigures),
    row(
      "a request's completion: 4 fields stamped, signers' certificate, seal",
      figures(completion),
    ),
    row("/api/verify's check of the sealed file (no database)", figures(check)),
    `certificate page + seal / floor: ${(fullFigures.median / floorFigures.median).toFixed(2)}×; sealed file ${Math.round(sealed.length / 1024)} KB`,
    `seal certificate generated (first start): ${ms(certificateMs)}`,
    `pdfsig on the sealed file: ${pdfsigVerdict(sealed)}`,
  ].join("\n");
}

const runDirectly = process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href;
if (runDirectly) console.log(await benchSigning());
