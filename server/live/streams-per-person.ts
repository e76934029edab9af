import type { EventStream } from "./event-stream.js";

/**
 * The live streams one person holds open on this process. Each costs a connection and a little
 * memory for as long as it lasts, so one person's runaway tabs or script cannot hold an
 * unbounded number: past the limit the oldest ends, saying why (its page stops updating, and
 * shows what it last read; the newest page, the one being looked at, stays live).
 */
export class StreamsPerPerson {
  private readonly streams = new Map<string, EventStream[]>();

  constructor(private readonly max: number) {}

  admit(personId: string, stream: EventStream): void {
    let list = this.streams.get(personId);
    if (!list) {
      list = [];
      this.streams.set(personId, list);
    }
    const held = list;
    while (held.length >= this.max) {
      const oldest = held.shift();
      oldest?.send("end", {
        reason: "This page stopped updating because you opened the meeting in many other places.",
      });
      oldest?.close();
    }
    held.push(stream);
    stream.onClose(() => {
      const at = held.indexOf(stream);
      if (at >= 0) held.splice(at, 1);
      if (held.length === 0 && this.streams.get(personId) === held) this.streams.delete(personId);
    });
  }

  held(personId: string): number {
    return this.streams.get(personId)?.length ?? 0;
  }
}
