import { describe, expect, it } from "vitest";
import type { TextAnnotation } from "../../../../common/assistant/citations.js";
import { type AnswerChunk, streamAnswer } from "./engine.js";

const meeting: TextAnnotation = {
  textToReplace: "【1†source】",
  documentType: "Meeting",
  meetingId: "m1",
  organisationId: "o1",
  documentVersionId: null,
  documentName: "December Meeting",
};

async function chunksOf(stream: AsyncIterable<AnswerChunk>) {
  const chunks: AnswerChunk[] = [];
  for await (const chunk of stream) chunks.push(chunk);
  return chunks;
}

describe("streamAnswer", () => {
  const text = `The next meeting is **${meeting.textToReplace}** on Thursday.\n\n${Array.from(
    { length: 40 },
    (_, i) => `${i + 1}. Agenda item number ${i + 1}`,
  ).join("\n")}`;

  it("streams the whole text in line-sized pieces of whole words, citing where each marker is", async () => {
    const chunks = await chunksOf(streamAnswer(text, [meeting], new AbortController().signal));
    expect(chunks.map((c) => c.text).join("")).toBe(text);
    expect(chunks.length).toBeGreaterThan(5);
    for (const c of chunks) expect(c.text.length).toBeLessThanOrEqual(120);
    // Broken between words only: every piece but the last ends in the space before the next.
    for (const c of chunks.slice(0, -1)) expect(c.text).toMatch(/\s$/);
    const citing = chunks.filter((c) => c.textAnnotations.length > 0);
    expect(citing).toHaveLength(1);
    expect(citing[0]?.text).toContain(meeting.textToReplace);
    expect(citing[0]?.textAnnotations).toEqual([meeting]);
  });

  it("keeps a word longer than a piece whole", async () => {
    const long = "x".repeat(300);
    const chunks = await chunksOf(
      streamAnswer(`Short start ${long} end`, [], new AbortController().signal),
    );
    expect(chunks.map((c) => c.text)).toContain(`${long} `);
  });

  it("stops when the asker goes away", async () => {
    const controller = new AbortController();
    const seen: AnswerChunk[] = [];
    for await (const chunk of streamAnswer(text, [meeting], controller.signal)) {
      seen.push(chunk);
      controller.abort();
    }
    expect(seen).toHaveLength(1);
  });
});
