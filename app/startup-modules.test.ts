import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { startupModules } from "./startup-modules.js";

describe("the first download", () => {
  const modules = startupModules();

  it("holds the shell and My Home, and not the pages loaded on demand", () => {
    const files = modules.map((m) => m.file);
    expect(files.some((file) => file.endsWith("scenes/MyHome/MyHomePage.tsx"))).toBe(true);
    expect(files.some((file) => file.endsWith("shell/AppShellLayout.tsx"))).toBe(true);
    expect(files.some((file) => file.endsWith("scenes/Meetings/MeetingPage.tsx"))).toBe(false);
  });

  it("carries no zod: the shell's reads are checked by the server, forms load with their pages", () => {
    const withZod = modules.filter((m) =>
      m.packages.some((p) => p === "zod" || p.startsWith("zod/")),
    );
    expect(withZod.map((m) => m.file)).toEqual([]);
  });

  it("leaves the shell's menus, dialogs and tooltips to load after My Home is shown", () => {
    const overlays = /^(Menu|Modal|Drawer|Popover|Tooltip|Select|Combobox)$/;
    const found = modules.flatMap(({ file }) =>
      [...readImports(file)]
        .filter((name) => overlays.test(name))
        .map((name) => `${file}: ${name}`),
    );
    expect(found).toEqual([]);
  });
});

/** The names a module imports from @mantine/core, types left out. */
function readImports(file: string): Set<string> {
  const source = readFileSync(file, "utf8");
  const names = new Set<string>();
  for (const [, list = ""] of source.matchAll(/import\s+\{([^}]*)\}\s+from\s+"@mantine\/core"/g)) {
    for (const part of list.split(",")) {
      const name = part.trim();
      if (name && !name.startsWith("type ")) names.add(name);
    }
  }
  return names;
}
