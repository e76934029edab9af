export type ServerEvent = { event: string; data: string };

/**
 * Splits what a Server-Sent Events stream has sent so far into whole events, as EventSource
 * does: blocks end with a blank line, `event:` names one (default "message"), `data:` lines
 * join with newlines, comments (`: still here`) and `retry:` carry no event. What follows the
 * last blank line is returned to be completed by the next chunk.
 */
export function parseEventBlocks(buffer: string): { events: ServerEvent[]; rest: string } {
  const events: ServerEvent[] = [];
  const blocks = buffer.split("\n\n");
  const rest = blocks.pop() ?? "";
  for (const block of blocks) {
    let event = "message";
    const data: string[] = [];
    for (const line of block.split("\n")) {
      if (line.startsWith("event:")) event = line.slice(6).trim();
      else if (line.startsWith("data:")) data.push(line.slice(5).replace(/^ /, ""));
    }
    if (data.length > 0) events.push({ event, data: data.join("\n") });
  }
  return { events, rest };
}

/**
 * Reads a Server-Sent Events response until it ends or is aborted, handing each event over as
 * it arrives; resolves when the stream is over.
 */
export async function readEvents(
  body: ReadableStream<Uint8Array>,
  onEvent: (event: ServerEvent) => void,
): Promise<void> {
  const decoder = new TextDecoder();
  let buffer = "";
  const reader = body.getReader();
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) return;
      const parsed = parseEventBlocks(buffer + decoder.decode(value, { stream: true }));
      buffer = parsed.rest;
      for (const event of parsed.events) onEvent(event);
    }
  } catch {
    // aborted: the bench closed the viewer
  }
}
