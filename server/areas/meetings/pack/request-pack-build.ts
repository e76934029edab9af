import { sql } from "drizzle-orm";
import type { DbOrTx } from "../../../db/client.js";
import { boardPacks } from "../../../db/schema/index.js";
import { enqueueJob } from "../../../jobs/queue.js";
import { packBuildJob } from "./pack-build-job.js";

/** Asks for a (re)build. A pack already built stays downloadable until the new one is ready. */
export async function requestPackBuild(tx: DbOrTx, meetingId: string): Promise<void> {
  const [row] = await tx
    .insert(boardPacks)
    .values({ meetingId, status: "queued", buildSeq: 1 })
    .onConflictDoUpdate({
      target: boardPacks.meetingId,
      set: {
        status: "queued",
        buildSeq: sql`${boardPacks.buildSeq} + 1`,
        step: null,
        done: 0,
        total: 0,
        error: null,
        requestedAt: new Date(),
      },
    })
    .returning({ seq: boardPacks.buildSeq });
  await enqueueJob(
    tx,
    packBuildJob,
    { meetingId, seq: row?.seq ?? 1 },
    { uniqueKey: `pack:${meetingId}:${row?.seq ?? 1}`, maxAttempts: 3 },
  );
}
