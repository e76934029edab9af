// npm start: build the SPA when it is missing or older than its sources, then run the server.
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const builtIndex = path.join(root, "dist", "app", "index.html");

function newestMtime(dir) {
  let newest = 0;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(full) : fs.statSync(full).mtimeMs);
  }
  return newest;
}

const sources = ["app", "common"].map((d) => path.join(root, d)).filter((d) => fs.existsSync(d));
const builtAt = fs.existsSync(builtIndex) ? fs.statSync(builtIndex).mtimeMs : 0;
if (builtAt === 0 || sources.some((d) => newestMtime(d) > builtAt)) {
  console.log("Building the app…");
  const vite = path.join(root, "node_modules", "vite", "bin", "vite.js");
  const built = spawnSync(process.execPath, [vite, "build", "--logLevel", "warn"], {
    cwd: root,
    stdio: "inherit",
  });
  if (built.status !== 0) process.exit(built.status ?? 1);
}

// Run the server in this process, so signals (Ctrl+C, SIGTERM) reach it directly.
const { register } = await import("tsx/esm/api");
register();
await import(pathToFileURL(path.join(root, "server", "main.ts")).href);
