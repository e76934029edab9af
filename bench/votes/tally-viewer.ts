import http from "node:http";
import { performance } from "node:perf_hooks";
import { parseEventBlocks } from "../live/sse-reader.js";
import { httpCall } from "./http-call.js";
import type { Sighting } from "./tally-sightings.js";

export type TallyViewer = {
  /** Each read of GET /api/flying-minutes/:id/tally, as the viewer saw it. */
  reads: Sighting[];
  /** "change" events heard. */
  changes: number;
  /** The stream is still open (the server has not ended it). */
  open(): boolean;
  close(): void;
};

function parseTally(text: string): { voted: number; closed: boolean } {
  try {
    const body = JSON.parse(text) as { Voted?: unknown; Status?: unknown };
    return {
      voted: typeof body.Voted === "number" ? body.Voted : -1,
      closed: body.Status === "Closed",
    };
  } catch {
    return { voted: -1, closed: false };
  }
}

/**
 * An open flying minute page kept current by the push channel: GET …/live (Server-Sent Events),
 * and on "ready" and on every "change" the tally read again (GET …/tally). One read at a time:
 * changes heard while a read is under way are answered by one more read after it, as a page
 * that shows the latest answer needs (the app's query cache cancels the read under way and
 * starts another, which asks the server for more). Resolves once the server said "ready".
 */
export async function openTallyViewer(
  baseUrl: string,
  flyingMinuteId: string,
  headers: Record<string, string>,
  readAgent: http.Agent,
): Promise<TallyViewer> {
  const tallyUrl = new URL(`/api/flying-minutes/${flyingMinuteId}/tally`, baseUrl);
  const reads: Sighting[] = [];
  let reading = false;
  let again = false;
  const read = async (): Promise<void> => {
    if (reading) {
      again = true;
      return;
    }
    reading = true;
    do {
      again = false;
      const answer = await httpCall(readAgent, tallyUrl, { method: "GET", headers });
      reads.push({
        answeredAt: performance.now(),
        status: answer.status,
        ...parseTally(answer.text),
      });
    } while (again);
    reading = false;
  };

  let ended = false;
  let changes = 0;
  // Its own socket, held open: a pooled one would be taken from the reads for good.
  const request = http.request(new URL(`/api/flying-minutes/${flyingMinuteId}/live`, baseUrl), {
    headers: { ...headers, accept: "text/event-stream" },
    agent: false,
  });
  await new Promise<void>((resolve, reject) => {
    request.on("error", (error) => {
      ended = true;
      reject(error);
    });
    request.on("response", (response) => {
      if (response.statusCode !== 200) {
        response.resume();
        reject(new Error(`GET /live: ${response.statusCode}`));
        return;
      }
      let buffer = "";
      response.setEncoding("utf8");
      response.on("data", (chunk: string) => {
        const parsed = parseEventBlocks(buffer + chunk);
        buffer = parsed.rest;
        for (const event of parsed.events) {
          if (event.event === "ready") {
            resolve();
            void read();
          } else if (event.event === "change") {
            changes++;
            void read();
          } else if (event.event === "end") ended = true;
        }
      });
      response.on("end", () => {
        ended = true;
        reject(new Error("the stream ended before ready"));
      });
      response.on("error", () => {
        ended = true;
      });
    });
    request.end();
  });
  return {
    reads,
    get changes() {
      return changes;
    },
    open: () => !ended,
    close: () => {
      ended = true;
      request.destroy();
    },
  };
}
