import { existsSync, readFileSync } from "node:fs";
import { dirname, resolve } from "node:path";
import { fileURLToPath } from "node:url";

/**
 * For tests: the project's own modules in the browser's first download — main.tsx and what it
 * imports statically, not what it fetches with import() — with the packages each imports.
 * Read from the sources, so a test can say which file brought something in.
 */
export function startupModules(): { file: string; packages: string[] }[] {
  const seen = new Map<string, string[]>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    const packages: string[] = [];
    seen.set(file, packages);
    const source = readFileSync(file, "utf8");
    for (const [, from = ""] of source.matchAll(
      /^(?:import|export)\s+(?!type\b)[^;]*?from\s+"([^"]+)"/gm,
    )) {
      if (!from.startsWith(".")) {
        packages.push(from);
        continue;
      }
      const target = resolve(dirname(file), from).replace(/\.js$/, "");
      const found = [".ts", ".tsx"].map((ext) => target + ext).find((path) => existsSync(path));
      if (found) visit(found);
    }
  };
  visit(resolve(dirname(fileURLToPath(import.meta.url)), "main.tsx"));
  return [...seen].map(([file, packages]) => ({ file, packages }));
}
