import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { type Manifest, myHomeChunks, sizeOf } from "./bundle-budget.js";

const manifest: Manifest = {
  "index.html": {
    file: "assets/index.js",
    isEntry: true,
    imports: ["_react.js", "_ui.js"],
    dynamicImports: ["scenes/Meetings/MeetingPage.tsx"],
  },
  "_react.js": { file: "assets/react.js" },
  "_ui.js": { file: "assets/ui.js", imports: ["_react.js"] },
  "scenes/Meetings/MeetingPage.tsx": {
    file: "assets/MeetingPage.js",
    src: "scenes/Meetings/MeetingPage.tsx",
    imports: ["_editor.js"],
  },
  "_editor.js": { file: "assets/editor.js" },
};

describe("the JavaScript needed to show My Home", () => {
  it("is the entry and what it imports statically, not the pages loaded on demand", () => {
    expect(myHomeChunks(manifest)).toEqual(["index.html", "_react.js", "_ui.js"]);
  });

  it("includes My Home's own chunk and its imports should My Home load on demand", () => {
    const lazyHome: Manifest = {
      ...manifest,
      "scenes/MyHome/MyHomePage.tsx": {
        file: "assets/MyHome.js",
        src: "scenes/MyHome/MyHomePage.tsx",
        imports: ["_ui.js", "_cards.js"],
      },
      "_cards.js": { file: "assets/cards.js" },
    };
    expect(myHomeChunks(lazyHome)).toEqual([
      "index.html",
      "_react.js",
      "_ui.js",
      "scenes/MyHome/MyHomePage.tsx",
      "_cards.js",
    ]);
  });

  it("measures each file as downloaded and gzip-compressed", () => {
    const dist = mkdtempSync(path.join(tmpdir(), "budget-"));
    const files = { "index.js": "a".repeat(5000), "react.js": "let x = 1;", "ui.js": "b" };
    for (const [name, text] of Object.entries(files)) {
      writeFileSync(path.join(dist, name), text);
    }
    const flat: Manifest = {
      "index.html": { file: "index.js", imports: ["r", "u"] },
      r: { file: "react.js" },
      u: { file: "ui.js" },
    };
    const sized = sizeOf(dist, flat);
    expect(sized.map((s) => [s.file, s.bytes])).toEqual([
      ["index.js", 5000],
      ["react.js", 10],
      ["ui.js", 1],
    ]);
    // Repetitive text compresses far below its size.
    expect(sized[0]?.gzipBytes).toBeLessThan(100);
  });
});
