import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";
import { bundleTreemap } from "./scripts/bundle-treemap.js";

// The API server listens on 3000 in development; the SPA is served by Vite and proxies to it.
const apiServer = "http://127.0.0.1:3000";

/** Packages only the rich-text editor uses (see the chunk groups below). */
const editorPackages =
  "@tiptap|@mantine.tiptap|prosemirror-|linkifyjs|orderedmap|rope-sequence|w3c-keyname";

/**
 * Packages only the AI assistant uses: its SignalR client and markdown renderer, with the
 * packages those bring (unified, micromark, mdast/hast utilities…). Left out of the groups below
 * like the editor's, so the assistant's chunk carries them and the shell does not.
 */
const assistantPackages = [
  "@microsoft[\\\\/]signalr",
  "react-markdown",
  "remark-",
  "unified",
  "micromark",
  "mdast-util-",
  "hast-util-",
  "unist-util-",
  "vfile",
  "estree-util-",
  "style-to-",
  "character-entities",
  "property-information",
  "space-separated-tokens",
  "comma-separated-tokens",
  "html-url-attributes",
  "decode-named-character-reference",
  "character-reference-invalid",
  "is-alphabetical",
  "is-alphanumerical",
  "is-decimal",
  "is-hexadecimal",
  "parse-entities",
  "stringify-entities",
  "inline-style-parser",
  "trim-lines",
  "longest-streak",
  "markdown-table",
  "escape-string-regexp",
  "@ungap[\\\\/]structured-clone",
  ...["devlop", "bail", "trough", "zwitch", "ccount", "extend", "is-plain-obj"].map(
    (name) => `${name}[\\\\/]`,
  ),
].join("|");

export default defineConfig({
  root: "app",
  // npm run bundle:treemap: dist/app/bundle-treemap.html shows what each chunk holds.
  plugins: [react(), ...(process.env.BUNDLE_TREEMAP ? [bundleTreemap()] : [])],
  build: {
    outDir: "../dist/app",
    emptyOutDir: true,
    sourcemap: true,
    // What index.html loads, chunk by chunk: scripts/bundle-budget.ts reads it.
    manifest: true,
    rolldownOptions: {
      output: {
        // Libraries change less often than the app: separate chunks stay cached across releases.
        codeSplitting: {
          groups: [
            { name: "react", test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/ },
            // The rich-text editor (TipTap, ProseMirror, @mantine/tiptap) and the assistant's
            // packages are left out of these groups so they stay in the chunks loaded on
            // demand, not in the ones the shell loads.
            {
              name: "ui",
              test: /node_modules[\\/](@mantine[\\/](?!tiptap)|@floating-ui|react-(?!markdown))/,
            },
            { name: "tanstack", test: /node_modules[\\/]@tanstack[\\/]/ },
            {
              name: "libs",
              test: new RegExp(`node_modules[\\\\/](?!${editorPackages}|${assistantPackages})`),
            },
          ],
        },
      },
    },
  },
  server: {
    proxy: {
      "/api": { target: apiServer, ws: true, changeOrigin: false },
      "/offline": { target: apiServer, changeOrigin: false },
    },
  },
});
