import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { libreOfficeConverter } from "./office-to-pdf.js";

const docx = "application/vnd.openxmlformats-officedocument.wordprocessingml.document";
const dir = fs.mkdtempSync(path.join(os.tmpdir(), "quorate-fake-soffice-"));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

/**
 * A stand-in for soffice with its command line: it records its arguments, then writes a PDF
 * named after the input into --outdir (or does what `behaviour` says instead).
 */
function fakeSoffice(name: string, behaviour: "convert" | "nothing" | "hang" | "fail"): string {
  const file = path.join(dir, name);
  const body = {
    convert: `name=$(basename "$input"); printf '%%PDF-1.4 converted %s\\n' "$name" > "$out/\${name%.*}.pdf"`,
    nothing: "true",
    hang: "sleep 30",
    fail: "exit 3",
  }[behaviour];
  fs.writeFileSync(
    file,
    `#!/bin/sh
echo "$@" >> "${file}.args"
out=""; input=""; prev=""
for a in "$@"; do
  if [ "$prev" = "--outdir" ]; then out="$a"; fi
  prev="$a"; input="$a"
done
mkdir -p "$out"
${body}
`,
    { mode: 0o755 },
  );
  return file;
}

describe("Office files to PDF through LibreOffice", () => {
  it("converts in a folder and profile of its own each time, and hands back the PDF", async () => {
    const binary = fakeSoffice("convert", "convert");
    const converter = libreOfficeConverter({ binary });
    expect(await converter.available()).toBe(true);
    const [one, two] = await Promise.all([
      converter.toPdf(Buffer.from("x"), docx),
      converter.toPdf(Buffer.from("y"), docx),
    ]);
    expect(one?.toString()).toBe("%PDF-1.4 converted file.docx\n");
    expect(two?.toString()).toBe("%PDF-1.4 converted file.docx\n");
    const calls = fs.readFileSync(`${binary}.args`, "utf8").trim().split("\n");
    expect(calls).toHaveLength(2);
    const profiles = calls.map((c) => c.match(/-env:UserInstallation=(\S+)/)?.[1]);
    expect(profiles[0]).not.toBe(profiles[1]);
    expect(calls[0]).toContain("--headless");
    expect(calls[0]).toContain("--convert-to pdf");
  });

  it("fails plainly when LibreOffice writes nothing, exits with an error, or runs too long", async () => {
    const nothing = libreOfficeConverter({ binary: fakeSoffice("nothing", "nothing") });
    await expect(nothing.toPdf(Buffer.from("x"), docx)).rejects.toThrow(/made no PDF/);
    const failing = libreOfficeConverter({ binary: fakeSoffice("fail", "fail") });
    await expect(failing.toPdf(Buffer.from("x"), docx)).rejects.toThrow(/code 3/);
    const hanging = libreOfficeConverter({ binary: fakeSoffice("hang", "hang"), timeoutMs: 300 });
    await expect(hanging.toPdf(Buffer.from("x"), docx)).rejects.toThrow(/longer than/);
    // Once one has failed, the next conversion still runs.
    const after = libreOfficeConverter({ binary: fakeSoffice("convert2", "convert") });
    await expect(after.toPdf(Buffer.from("x"), docx)).resolves.toBeInstanceOf(Buffer);
  });

  it("says it is not there when the named program is missing", async () => {
    const missing = libreOfficeConverter({ binary: path.join(dir, "no-such-soffice") });
    expect(await missing.available()).toBe(false);
    await expect(missing.toPdf(Buffer.from("x"), docx)).rejects.toThrow(/not installed/);
  });
});
