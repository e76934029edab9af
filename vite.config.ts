import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";
import { bundleTreemap } from "./scripts/bundle-treemap.js";
import { pdfjsAssets } from "./scripts/pdfjs-assets.js";

// The API server listens on 3000 in development; the SPA is served by Vite and proxies to it.
const apiServer = "http://127.0.0.1:3000";

export default defineConfig({
  root: "app",
  // npm run bundle:treemap: dist/app/bundle-treemap.html shows what each chunk holds.
  plugins: [react(), pdfjsAssets(), ...(process.env.BUNDLE_TREEMAP ? [bundleTreemap()] : [])],
  build: {
    outDir: "../dist/app",
    emptyOutDir: true,
    sourcemap: true,
    // What index.html loads, chunk by chunk: scripts/bundle-budget.ts reads it.
    manifest: true,
    rolldownOptions: {
      output: {
        // React and TanStack change less often than the app and every page needs them: their
        // own chunks stay cached across releases. Everything else (Mantine's components, icons,
        // zod, the editor, the assistant's packages) is left to Rolldown, which puts each module
        // in the chunk of the pages that use it. A group for Mantine would put every component
        // any page uses into the first download: 283 against 181 KB gzip when measured.
        codeSplitting: {
          groups: [
            { name: "react", test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/ },
            { name: "tanstack", test: /node_modules[\\/]@tanstack[\\/]/ },
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
