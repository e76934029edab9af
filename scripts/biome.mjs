// Runs Biome's CLI binary for this machine. The @biomejs/biome wrapper is not used because
// its optional per-platform packages are not all on the registry this project installs from,
// which leaves package-lock.json incomplete and `npm ci` refusing it.
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const pkg = `@biomejs/cli-${process.platform}-${process.arch}`;
const binary = path.join(
  root,
  "node_modules",
  pkg,
  process.platform === "win32" ? "biome.exe" : "biome",
);
if (!fs.existsSync(binary)) {
  console.error(
    `Biome is not installed for ${process.platform}-${process.arch} (${pkg}). Lint runs on Linux x64 and arm64.`,
  );
  process.exit(1);
}
const result = spawnSync(binary, process.argv.slice(2), { cwd: root, stdio: "inherit" });
process.exit(result.status ?? 1);
