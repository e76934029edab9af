import { cpSync, createReadStream, existsSync, statSync } from "node:fs";
import path from "node:path";
import type { Plugin } from "vite";

/**
 * What pdf.js fetches at run time besides its worker: character maps for Asian fonts, the 14
 * standard fonts a PDF may name without embedding, and its image decoders. They are served
 * under /pdfjs/ from the build (copied there) and, in development, from node_modules.
 */
const folders = ["cmaps", "standard_fonts", "wasm"] as const;
const source = path.resolve("node_modules/pdfjs-dist");

export function pdfjsAssets(): Plugin {
  let outDir = "";
  return {
    name: "quorate-pdfjs-assets",
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    configureServer(server) {
      server.middlewares.use("/pdfjs", (request, response, next) => {
        const relative = decodeURIComponent((request.url ?? "").split("?")[0] ?? "");
        const file = path.join(source, relative);
        const folder = relative.split("/").filter(Boolean)[0] ?? "";
        if (
          !(folders as readonly string[]).includes(folder) ||
          !file.startsWith(source + path.sep) ||
          !existsSync(file) ||
          !statSync(file).isFile()
        )
          return next();
        createReadStream(file).pipe(response);
      });
    },
    writeBundle() {
      for (const folder of folders)
        cpSync(path.join(source, folder), path.join(outDir, "pdfjs", folder), { recursive: true });
    },
  };
}
