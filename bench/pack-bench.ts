// npx tsx bench/pack-bench.ts — times a 300-page board pack (goal ≤ 3000 ms).
import { performance } from "node:perf_hooks";
import { pathToFileURL } from "node:url";
import { largePackInput } from "../server/pdf/board-pack.fixture.js";
import { buildBoardPack } from "../server/pdf/board-pack.js";

export const BOARD_PACK_GOAL_MS = 3000;

/**
 * Builds a pack from three generated 100-page papers. One untimed build first,
 * so the figure is the steady-state cost of a publish, not module loading and JIT.
 */
export async function benchBoardPack(): Promise<{ pages: number; ms: number }> {
  const input = await largePackInput();
  await buildBoardPack(input);
  const start = performance.now();
  const result = await buildBoardPack(input);
  const ms = Math.round(performance.now() - start);
  return { pages: result.pageCount, ms };
}

const runDirectly = process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href;
if (runDirectly) {
  const { pages, ms } = await benchBoardPack();
  console.log(`board pack: ${pages} pages in ${ms} ms (goal ≤ ${BOARD_PACK_GOAL_MS} ms)`);
}
