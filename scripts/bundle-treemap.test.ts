import { describe, expect, it } from "vitest";
import { chunkTree, moduleGroup, treemapHtml } from "./bundle-treemap.js";

describe("the bundle treemap", () => {
  it("groups modules by package or app folder, largest first", () => {
    expect(moduleGroup("/w/node_modules/@mantine/core/esm/Button.mjs")).toEqual({
      group: "@mantine/core",
      name: "esm/Button.mjs",
    });
    expect(moduleGroup("/w/node_modules/react-dom/cjs/x.js?commonjs")).toEqual({
      group: "react-dom",
      name: "cjs/x.js",
    });
    expect(moduleGroup("/w/app/scenes/MyHome/MyHomePage.tsx")).toEqual({
      group: "app/scenes/MyHome",
      name: "MyHomePage.tsx",
    });
    const tree = chunkTree([
      { file: "small.js", modules: { "/w/app/a/x.ts": 10 } },
      {
        file: "big.js",
        modules: {
          "/w/node_modules/zod/a.js": 30,
          "/w/node_modules/zod/b.js": 40,
          "/w/app/b/y.ts": 5,
          "/w/app/b/empty.ts": 0,
        },
      },
    ]);
    expect(tree.map((c) => [c.name, c.size])).toEqual([
      ["big.js", 75],
      ["small.js", 10],
    ]);
    expect(tree[0]?.children?.map((g) => [g.name, g.size])).toEqual([
      ["zod", 70],
      ["app/b", 5],
    ]);
    expect(tree[0]?.children?.[0]?.children?.map((m) => m.name)).toEqual(["b.js", "a.js"]);
  });

  it("writes a page whose data cannot close its script", () => {
    const html = treemapHtml([{ name: "</script><script>alert(1)</script>", size: 1 }]);
    expect(html).not.toContain("</script><script>alert(1)");
    expect(html).toContain("\\u003c/script>");
  });
});
