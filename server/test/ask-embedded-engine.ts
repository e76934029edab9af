import type { TextAnnotation } from "../../common/assistant/citations.js";
import { embeddedEngine } from "../areas/assistant/engines/embedded-engine.js";
import { readableScope } from "../areas/assistant/readable-organisations.js";
import type { DbOrTx } from "../db/client.js";

/**
 * A question put to the built-in engine as a member asks it, with what they may read: the
 * answer's text and the meetings it cites (null for a document), in order.
 */
export async function askEmbeddedEngine(
  db: DbOrTx,
  personId: string,
  question: string,
  where: { timeZone: string; locale: string; now?: Date },
): Promise<{ text: string; cited: Array<string | null | undefined> }> {
  const { organisations, calendars } = await readableScope(db, personId);
  let text = "";
  const annotations: TextAnnotation[] = [];
  for await (const chunk of embeddedEngine(db).answer({
    question,
    history: [],
    scope: { personId, organisations, calendars, ...where },
    signal: new AbortController().signal,
  })) {
    text += chunk.text;
    annotations.push(...chunk.textAnnotations);
  }
  return { text, cited: annotations.map((a) => a.meetingId) };
}
