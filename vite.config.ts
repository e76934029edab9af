import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";

// The API server listens on 3000 in development; the SPA is served by Vite and proxies to it.
const apiServer = "http://127.0.0.1:3000";

/** Packages only the rich-text editor uses (see the chunk groups below). */
const editorPackages =
  "@tiptap|@mantine.tiptap|prosemirror-|linkifyjs|orderedmap|rope-sequence|w3c-keyname";

export default defineConfig({
  root: "app",
  plugins: [react()],
  build: {
    outDir: "../dist/app",
    emptyOutDir: true,
    sourcemap: true,
    rolldownOptions: {
      output: {
        // Libraries change less often than the app: separate chunks stay cached across releases.
        codeSplitting: {
          groups: [
            { name: "react", test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/ },
            // The rich-text editor (TipTap, ProseMirror, @mantine/tiptap) is left out of these
            // groups so it stays in the chunk loaded on demand, not in the ones the shell loads.
            {
              name: "ui",
              test: /node_modules[\\/](@mantine[\\/](?!tiptap)|@floating-ui|react-.*)/,
            },
            { name: "tanstack", test: /node_modules[\\/]@tanstack[\\/]/ },
            { name: "libs", test: new RegExp(`node_modules[\\\\/](?!${editorPackages})`) },
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
