import { spawn } from "node:child_process";
import { constants } from "node:fs";
import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";

/** Office files the viewer and the pack show as PDF once LibreOffice has converted them. */
export const officeMimes: ReadonlySet<string> = new Set([
  "application/msword",
  "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
  "application/vnd.ms-excel",
  "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
  "application/vnd.ms-powerpoint",
  "application/vnd.openxmlformats-officedocument.presentationml.presentation",
]);

const extensionOf: Record<string, string> = {
  "application/msword": "doc",
  "application/vnd.openxmlformats-officedocument.wordprocessingml.document": "docx",
  "application/vnd.ms-excel": "xls",
  "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet": "xlsx",
  "application/vnd.ms-powerpoint": "ppt",
  "application/vnd.openxmlformats-officedocument.presentationml.presentation": "pptx",
};

export type OfficeConverter = {
  /** Whether LibreOffice is installed here (looked for once). */
  available(): Promise<boolean>;
  /** The file as PDF; throws when LibreOffice fails or takes too long. */
  toPdf(file: Uint8Array, mime: string): Promise<Buffer>;
};

async function executable(file: string): Promise<boolean> {
  try {
    await fs.access(file, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

/** `soffice` from SOFFICE_PATH, else from PATH (Debian's libreoffice-*-nogui install it there). */
async function findSoffice(configured: string | undefined): Promise<string | null> {
  if (configured) return (await executable(configured)) ? configured : null;
  for (const dir of (process.env.PATH ?? "").split(path.delimiter).filter(Boolean))
    for (const name of ["soffice", "libreoffice"]) {
      const candidate = path.join(dir, name);
      if (await executable(candidate)) return candidate;
    }
  return null;
}

/**
 * LibreOffice headless, one conversion at a time per process (it is memory-hungry), each in a
 * temporary folder with its own profile: conversions sharing a profile fail silently
 * (stack-facts.md). A conversion that runs past the time limit (60 s) is killed.
 */
export function libreOfficeConverter(
  options: { binary?: string | undefined; timeoutMs?: number } = {},
): OfficeConverter {
  const timeoutMs = options.timeoutMs ?? 60_000;
  let found: Promise<string | null> | undefined;
  let queue: Promise<unknown> = Promise.resolve();
  const binary = () => {
    found ??= findSoffice(options.binary);
    return found;
  };

  async function convertOnce(file: Uint8Array, mime: string): Promise<Buffer> {
    const soffice = await binary();
    if (!soffice) throw new Error("LibreOffice is not installed");
    const dir = await fs.mkdtemp(path.join(os.tmpdir(), "quorate-office-"));
    try {
      const input = path.join(dir, `file.${extensionOf[mime] ?? "bin"}`);
      await fs.writeFile(input, file);
      const outDir = path.join(dir, "out");
      const args = [
        "--headless",
        "--norestore",
        "--nolockcheck",
        "--nodefault",
        `-env:UserInstallation=file://${path.join(dir, "profile")}`,
        "--convert-to",
        "pdf",
        "--outdir",
        outDir,
        input,
      ];
      await new Promise<void>((resolve, reject) => {
        // Nothing of the server's environment (its keys, its database) reaches a program
        // parsing uploaded files: a path to find its own parts, and its folder as home.
        const child = spawn(soffice, args, {
          stdio: "ignore",
          detached: true,
          env: { PATH: process.env.PATH ?? "/usr/bin:/bin", HOME: dir, LANG: "C.UTF-8" },
        });
        const timer = setTimeout(() => {
          // The whole group: soffice starts soffice.bin, which would outlive its parent.
          try {
            if (child.pid) process.kill(-child.pid, "SIGKILL");
          } catch {
            // already gone
          }
          reject(new Error(`LibreOffice took longer than ${timeoutMs / 1000} s`));
        }, timeoutMs);
        child.on("error", (err) => {
          clearTimeout(timer);
          reject(err);
        });
        child.on("exit", (code) => {
          clearTimeout(timer);
          if (code === 0) resolve();
          else reject(new Error(`LibreOffice ended with code ${code}`));
        });
      });
      // LibreOffice can end with 0 having written nothing (a file it could not read).
      const pdf = await fs.readFile(path.join(outDir, "file.pdf")).catch(() => null);
      if (!pdf || pdf.length === 0) throw new Error("LibreOffice made no PDF of the file");
      return pdf;
    } finally {
      await fs.rm(dir, { recursive: true, force: true });
    }
  }

  return {
    available: async () => (await binary()) !== null,
    toPdf(file, mime) {
      const run = queue.then(() => convertOnce(file, mime));
      queue = run.catch(() => undefined);
      return run;
    },
  };
}
