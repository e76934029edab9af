/**
 * The front-end budget (issue 4): the JavaScript a browser downloads before it can show
 * My Home — index.html's entry chunk with everything it imports statically, and My Home's own
 * chunk should it ever load on demand — gzip-compressed, against 200 KB. CI runs this after
 * `npm run build` and fails above the budget (bench/README.md "Front-end budget").
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { gzipSync } from "node:zlib";

export const budgetBytes = 200_000;

export type ManifestChunk = {
  file: string;
  src?: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
};
export type Manifest = Record<string, ManifestChunk>;

/** The manifest keys of the chunks needed to show My Home, entry first. */
export function myHomeChunks(manifest: Manifest): string[] {
  const needed: string[] = [];
  const visit = (key: string) => {
    if (needed.includes(key) || !manifest[key]) return;
    needed.push(key);
    for (const imported of manifest[key]?.imports ?? []) visit(imported);
  };
  visit("index.html");
  for (const [key, chunk] of Object.entries(manifest))
    if (chunk.src?.startsWith("scenes/MyHome/")) visit(key);
  if (needed.length === 0) throw new Error("the manifest has no index.html entry");
  return needed;
}

export type Sized = { file: string; bytes: number; gzipBytes: number };

export function sizeOf(distDir: string, manifest: Manifest): Sized[] {
  return myHomeChunks(manifest).map((key) => {
    const file = manifest[key]?.file ?? key;
    const content = readFileSync(path.join(distDir, file));
    return { file, bytes: content.length, gzipBytes: gzipSync(content, { level: 9 }).length };
  });
}

const kb = (bytes: number) => `${(bytes / 1000).toFixed(1)} KB`;

function main() {
  const root = path.join(path.dirname(fileURLToPath(import.meta.url)), "..");
  const distDir = path.join(root, "dist", "app");
  const manifestPath = path.join(distDir, ".vite", "manifest.json");
  let manifest: Manifest;
  try {
    manifest = JSON.parse(readFileSync(manifestPath, "utf8")) as Manifest;
  } catch {
    console.error(`No build manifest at ${manifestPath}: run \`npm run build\` first.`);
    process.exit(1);
  }
  const sized = sizeOf(distDir, manifest).sort((a, b) => b.gzipBytes - a.gzipBytes);
  const total = sized.reduce((sum, s) => sum + s.gzipBytes, 0);
  for (const s of sized) console.log(`${kb(s.gzipBytes).padStart(10)} gzip  ${s.file}`);
  console.log(`${kb(total).padStart(10)} gzip  JavaScript needed to show My Home`);
  if (total > budgetBytes) {
    console.error(
      `Over the budget of ${kb(budgetBytes)} by ${kb(total - budgetBytes)}. See \`npm run bundle:treemap\` for what is in the first download.`,
    );
    process.exit(1);
  }
  console.log(`Within the budget of ${kb(budgetBytes)} (${kb(budgetBytes - total)} to spare).`);
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) main();
