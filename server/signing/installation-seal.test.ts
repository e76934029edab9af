import { execFileSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { ConfigError } from "../config.js";
import { DiskStorage } from "../storage/disk-storage.js";
import { pdfsig } from "../test/pdf-text.js";
import { textPdf } from "../test/text-pdf.js";
import { generatedSealKey, openInstallationSeal, sealName } from "./installation-seal.js";
import { sealPdf } from "./seal-pdf.js";

const dir = fs.mkdtempSync(path.join(os.tmpdir(), "quorate-seal-"));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

const hasOpenssl = (() => {
  try {
    execFileSync("openssl", ["version"]);
    return true;
  } catch {
    return false;
  }
})();

/**
 * A certificate and key made by OpenSSL (`newkey` and its options), packed as a P12 in `dir`;
 * the certificate stays beside it as `{name}-cert.pem`.
 */
function opensslP12(name: string, newkey: string[], subject: string, password: string): string {
  const key = path.join(dir, `${name}-key.pem`);
  const cert = path.join(dir, `${name}-cert.pem`);
  const p12 = path.join(dir, `${name}.p12`);
  const [algorithm, ...options] = newkey;
  execFileSync(
    "openssl",
    [
      "req",
      "-x509",
      "-newkey",
      algorithm ?? "rsa:2048",
      ...options,
      "-nodes",
      "-days",
      "30",
      "-subj",
      subject,
      "-keyout",
      key,
      "-out",
      cert,
    ],
    { stdio: "ignore" },
  );
  execFileSync("openssl", [
    "pkcs12",
    "-export",
    "-inkey",
    key,
    "-in",
    cert,
    "-out",
    p12,
    "-passout",
    `pass:${password}`,
  ]);
  return p12;
}

describe("the installation's seal", () => {
  it("is generated on first start, kept encrypted with the files, and read back after", async () => {
    const filesKey = randomBytes(32);
    const root = path.join(dir, "files");
    const storage = new DiskStorage(root, filesKey);
    const first = await openInstallationSeal(
      { signingP12: undefined },
      storage,
      filesKey,
      "board.example.org",
    );
    expect(first.name).toBe("Quorate seal – board.example.org");
    expect(first.name).toBe(sealName("board.example.org"));
    expect(first.fingerprint).toMatch(/^([0-9A-F]{2}:){31}[0-9A-F]{2}$/);
    const kept = fs.readFileSync(path.join(root, generatedSealKey));
    expect(kept.includes(Buffer.from("Quorate seal"))).toBe(false);

    const again = await openInstallationSeal(
      { signingP12: undefined },
      storage,
      filesKey,
      "other.host",
    );
    expect(again.fingerprint).toBe(first.fingerprint);
    expect(again.name).toBe(first.name);
  });

  it.skipIf(!hasOpenssl)(
    "uses a P12 made by OpenSSL (a UTF-8 name, AES-256), and its seal is valid in pdfsig",
    async () => {
      const p12 = opensslP12(
        "given",
        ["rsa:2048", "-utf8"],
        "/CN=Te Rōpū Trust seal/O=Te Rōpū Trust",
        "sekret",
      );
      const fingerprint = execFileSync(
        "openssl",
        ["x509", "-in", path.join(dir, "given-cert.pem"), "-noout", "-fingerprint", "-sha256"],
        {
          encoding: "utf8",
        },
      )
        .replace(/^.*=/, "")
        .trim();

      const storage = new DiskStorage(path.join(dir, "unused"), randomBytes(32));
      const given = await openInstallationSeal(
        { signingP12: { path: p12, password: "sekret" } },
        storage,
        randomBytes(32),
        "localhost",
      );
      expect(given.name).toBe("Te Rōpū Trust seal");
      expect(given.fingerprint).toBe(fingerprint);
      expect(fs.existsSync(path.join(dir, "unused", generatedSealKey))).toBe(false);

      const sealed = await sealPdf(await textPdf("Resolution"), given, { reason: "Sealed" });
      const report = pdfsig(sealed.pdf);
      expect(report).toContain("Signer Certificate Common Name: Te Rōpū Trust seal");
      expect(report).toContain("Signature is Valid.");
      expect(report).toContain("Total document signed");

      await expect(
        openInstallationSeal(
          { signingP12: { path: p12, password: "wrong" } },
          storage,
          randomBytes(32),
          "localhost",
        ),
      ).rejects.toThrow(
        /SIGNING_P12: .*given\.p12 cannot be used: it is not a P12 file this password opens/,
      );
    },
  );

  it.skipIf(!hasOpenssl)("uses an EC (P-256) key as well", async () => {
    const p12 = opensslP12(
      "ec",
      ["ec", "-pkeyopt", "ec_paramgen_curve:P-256"],
      "/CN=Harbour Trust EC seal",
      "ec",
    );
    const storage = new DiskStorage(path.join(dir, "unused"), randomBytes(32));
    const given = await openInstallationSeal(
      { signingP12: { path: p12, password: "ec" } },
      storage,
      randomBytes(32),
      "localhost",
    );
    expect(given.key.asymmetricKeyType).toBe("ec");
    const sealed = await sealPdf(await textPdf("Resolution"), given, { reason: "Sealed" });
    const report = pdfsig(sealed.pdf);
    expect(report).toContain("Signature is Valid.");
    expect(report).toContain("Total document signed");
  });

  it("stops the start naming SIGNING_P12 when the file is missing", async () => {
    const storage = new DiskStorage(path.join(dir, "unused"), randomBytes(32));
    const opening = openInstallationSeal(
      { signingP12: { path: path.join(dir, "missing.p12"), password: "" } },
      storage,
      randomBytes(32),
      "localhost",
    );
    await expect(opening).rejects.toBeInstanceOf(ConfigError);
    await expect(opening).rejects.toThrow(
      /SIGNING_P12: .*missing\.p12 cannot be used: no such file/,
    );
  });
});
