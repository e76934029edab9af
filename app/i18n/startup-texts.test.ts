import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { startupModules } from "../startup-modules.js";
import { en } from "./en.js";
import { enCore } from "./en-core.js";
import { enHome } from "./en-home.js";

function keysOf(tree: object, prefix = ""): string[] {
  return Object.entries(tree).flatMap(([key, value]) =>
    typeof value === "string"
      ? [`${prefix}${key.replace(/_(zero|one|two|few|many|other)$/, "")}`]
      : keysOf(value as object, `${prefix}${key}.`),
  );
}

describe("texts at start-up", () => {
  const allKeys = new Set(keysOf(en));
  const startupKeys = new Set(keysOf({ ...enCore, ...enHome }));
  const startupNamespaces = new Set([...Object.keys(enCore), ...Object.keys(enHome)]);

  it("cover every key the shell and My Home name, so none shows as a key", () => {
    const missing: string[] = [];
    for (const { file } of startupModules()) {
      const source = readFileSync(file, "utf8");
      // Keys written out ("shell.menuLogout"), wherever they are: t("…") or a lookup table.
      for (const [, key = ""] of source.matchAll(/["'`]([a-z][A-Za-z]*(?:\.[A-Za-z]+)+)["'`]/g)) {
        if (allKeys.has(key) && !startupKeys.has(key)) missing.push(`${file}: ${key}`);
      }
      // Keys made up at run time (`shell.${link.key}`): their namespace must be there.
      for (const [, namespace = ""] of source.matchAll(/`([a-z][A-Za-z]*)\.(?:[A-Za-z.]*)\$\{/g)) {
        if (!startupNamespaces.has(namespace)) missing.push(`${file}: ${namespace}.…`);
      }
    }
    expect(missing).toEqual([]);
  });
});
