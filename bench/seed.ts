// npm run bench:seed -- --size large|medium|board (--database-url URL | --pglite-dir DIR) [--seed 1] [--anchor 2026-11-22]
import { parseArgs } from "node:util";
import { parseAnchor } from "./dataset/options.js";
import { type SeedTarget, seedDataset } from "./dataset/seed-dataset.js";
import { parseSizeName } from "./dataset/sizes.js";

const { values } = parseArgs({
  options: {
    size: { type: "string", default: "board" },
    "database-url": { type: "string" },
    "pglite-dir": { type: "string" },
    seed: { type: "string", default: "1" },
    anchor: { type: "string" },
  },
});

const url = values["database-url"];
const dir = values["pglite-dir"];
if (!url === !dir) {
  console.error("Give exactly one of --database-url postgres://… or --pglite-dir DIR.");
  process.exit(2);
}
const target: SeedTarget = url ? { databaseUrl: url } : { dataDir: dir ?? "" };
const options = {
  size: parseSizeName(values.size),
  seed: Number(values.seed),
  anchor: parseAnchor(values.anchor),
};
const started = Date.now();
const { plan, loaded } = await seedDataset(target, options, (table, rows, ms) =>
  console.log(`${table.padEnd(22)} ${String(rows).padStart(10)} rows ${String(ms).padStart(8)} ms`),
);
console.log(
  loaded
    ? `"${options.size}" (seed ${options.seed}, as of ${options.anchor.toISOString().slice(0, 10)}) loaded in ${Math.round((Date.now() - started) / 1000)} s; ${plan.benchUsers.length} bench users signed in.`
    : `"${options.size}" (seed ${options.seed}) is already loaded there: nothing to do.`,
);
