import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

const here = path.dirname(fileURLToPath(import.meta.url));
const engineFolders = [here, path.resolve(here, "../../../common/votes")];
const thisFile = path.basename(fileURLToPath(import.meta.url));

function sourceFiles(folder: string): string[] {
  return fs
    .readdirSync(folder, { recursive: true, encoding: "utf8" })
    .filter((f) => /\.tsx?$/.test(f) && path.basename(f) !== thisFile)
    .map((f) => path.join(folder, f));
}

const importedPaths = (source: string) =>
  [...source.matchAll(/(?:from\s+|import\s*\(\s*|import\s+)["']([^"']+)["']/g)].map(
    (m) => m[1] ?? "",
  );

/**
 * The vote engine serves any context (agenda items today, flying minutes next) through the
 * context interface, so nothing in it may know one: no import from a meetings folder, and no
 * agenda item named anywhere. A context's own words live with the context.
 */
describe("the vote engine knows no context", () => {
  const files = engineFolders.flatMap(sourceFiles);

  it("has files to check", () => {
    expect(files.length).toBeGreaterThan(5);
  });

  it.each(files.map((f) => [path.relative(path.resolve(here, "../../.."), f), f]))(
    "%s imports nothing of meetings and names no agenda item",
    (_name, file) => {
      const source = fs.readFileSync(file, "utf8");
      const fromMeetings = importedPaths(source).filter((p) => /(^|\/)meetings(\/|$)/.test(p));
      expect(fromMeetings).toEqual([]);
      expect(source).not.toMatch(/agenda[_ ]?item/i);
    },
  );
});
