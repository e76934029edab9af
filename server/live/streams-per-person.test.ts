import { describe, expect, it } from "vitest";
import type { EventStream } from "./event-stream.js";
import { StreamsPerPerson } from "./streams-per-person.js";

function fakeStream(name: string, log: string[]): EventStream {
  const listeners: Array<() => void> = [];
  let closed = false;
  return {
    send: (event) => log.push(`${name}:${event}`),
    close: () => {
      if (closed) return;
      closed = true;
      log.push(`${name}:closed`);
      for (const l of listeners) l();
    },
    onClose: (l) => {
      listeners.push(l);
    },
  };
}

describe("streams per person", () => {
  it("end a person's oldest stream, saying so, once they hold the most allowed", () => {
    const log: string[] = [];
    const limit = new StreamsPerPerson(2);
    const [a, b, c] = ["a", "b", "c"].map((n) => fakeStream(n, log));
    if (!a || !b || !c) throw new Error("streams");
    limit.admit("ana", a);
    limit.admit("ana", b);
    limit.admit("ben", fakeStream("ben", log));
    expect(log).toEqual([]);
    limit.admit("ana", c);
    expect(log).toEqual(["a:end", "a:closed"]);
    expect(limit.held("ana")).toBe(2);
    expect(limit.held("ben")).toBe(1);
  });

  it("forget streams as they close, so a person who closed tabs may open new ones", () => {
    const log: string[] = [];
    const limit = new StreamsPerPerson(1);
    const a = fakeStream("a", log);
    limit.admit("ana", a);
    a.close();
    expect(limit.held("ana")).toBe(0);
    limit.admit("ana", fakeStream("b", log));
    expect(log).toEqual(["a:closed"]);
  });
});
