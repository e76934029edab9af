import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import type { ChannelListener, Listen } from "../db/listen.js";
import {
  MeetingEvents,
  type MeetingPart,
  meetingChannel,
  parseMeetingChange,
} from "./meeting-events.js";

/** A channel the test notifies by hand, as committed transactions would. */
function fakeChannel() {
  let listener: ChannelListener | undefined;
  let listens = 0;
  const listen: Listen = async (channel, l) => {
    expect(channel).toBe(meetingChannel);
    listens++;
    listener = l;
    return async () => {
      listener = undefined;
    };
  };
  return {
    listen,
    notify: (payload: string) => listener?.onPayload(payload),
    gap: () => listener?.onGap(),
    listens: () => listens,
  };
}

const settle = () => new Promise((r) => setTimeout(r, 30));

describe("meeting events", () => {
  it("hand each meeting's subscribers its changes, gathered into one delivery", async () => {
    const channel = fakeChannel();
    const events = new MeetingEvents(channel.listen, 10);
    const [a, b] = [randomUUID(), randomUUID()];
    const seenA: MeetingPart[][] = [];
    const seenB: MeetingPart[][] = [];
    events.subscribe(a, (change) => seenA.push([...change.parts].sort()));
    events.subscribe(b.toUpperCase(), (change) => seenB.push([...change.parts]));
    await events.ready();
    channel.notify(`${a}:votes`);
    channel.notify(`${a}:minutes\n${a}:votes`);
    channel.notify("not-a-meeting:votes");
    channel.notify(`${b}:nonsense`);
    await settle();
    expect(seenA).toEqual([["minutes", "votes"]]);
    expect(seenB).toEqual([]);
    expect(channel.listens()).toBe(1);
  });

  it("name the votes whose ballots or state changed, each once", async () => {
    const channel = fakeChannel();
    const events = new MeetingEvents(channel.listen, 10);
    const [meeting, vote1, vote2] = [randomUUID(), randomUUID(), randomUUID()];
    const seen: unknown[] = [];
    events.subscribe(meeting, (change) => seen.push(change));
    await events.ready();
    channel.notify(`${meeting}:ballots:${vote1}`);
    channel.notify(`${meeting}:ballots:${vote1.toUpperCase()}\n${meeting}:votes:${vote2}`);
    await settle();
    expect(seen).toEqual([{ parts: ["ballots", "votes"], votes: [vote1, vote2] }]);
  });

  it("tell a meeting whose changes keep coming at most once per interval, missing none", async () => {
    const channel = fakeChannel();
    const events = new MeetingEvents(channel.listen, 10, 300);
    const [meeting, quiet] = [randomUUID(), randomUUID()];
    const seen: Array<{ at: number; votes: readonly string[] }> = [];
    events.subscribe(meeting, (change) =>
      seen.push({ at: performance.now(), votes: change.votes }),
    );
    const quietSeen: number[] = [];
    events.subscribe(quiet, () => quietSeen.push(performance.now()));
    await events.ready();
    // A ballot every few milliseconds for over half a second, each in its own vote so every one shows.
    const started = performance.now();
    const votes: string[] = [];
    for (let i = 0; i < 100; i++) {
      const vote = randomUUID();
      votes.push(vote);
      channel.notify(`${meeting}:ballots:${vote}`);
      await new Promise((r) => setTimeout(r, 5));
    }
    const elapsed = performance.now() - started;
    // Another meeting's first change is not held back by the busy one.
    const quietAt = performance.now();
    channel.notify(`${quiet}:comments`);
    await new Promise((r) => setTimeout(r, 450));
    expect(seen.length).toBeGreaterThanOrEqual(2);
    expect(seen.length).toBeLessThanOrEqual(Math.ceil(elapsed / 300) + 1);
    for (let i = 1; i < seen.length; i++)
      expect((seen[i]?.at ?? 0) - (seen[i - 1]?.at ?? 0)).toBeGreaterThanOrEqual(295);
    expect(seen.flatMap((s) => s.votes).sort()).toEqual(votes.sort());
    expect((quietSeen[0] ?? Number.POSITIVE_INFINITY) - quietAt).toBeLessThan(200);
  });

  it("ignore payloads that are not a meeting, a known part and, when named, a vote", () => {
    const meeting = randomUUID();
    expect(parseMeetingChange(`${meeting}:attendance`)).toEqual({
      meetingId: meeting,
      part: "attendance",
      voteId: undefined,
    });
    expect(parseMeetingChange(`${meeting}:ballots:not-a-vote`)).toBeNull();
    expect(parseMeetingChange(`${meeting}:ballots:${meeting}:extra`)).toBeNull();
    expect(parseMeetingChange(`${meeting.slice(1)}x:votes`)).toBeNull();
  });

  it("tell every open meeting to read everything after a gap, and stop telling those who left", async () => {
    const channel = fakeChannel();
    const events = new MeetingEvents(channel.listen, 10);
    const [a, b] = [randomUUID(), randomUUID()];
    const seen: string[] = [];
    events.subscribe(a, (change) => seen.push(`a:${change.parts}`));
    const leave = events.subscribe(b, (change) => seen.push(`b:${change.parts}`));
    await events.ready();
    leave();
    channel.gap();
    await settle();
    expect(seen).toEqual(["a:all"]);
    expect(events.subscriberCount).toBe(1);
    await events.close();
  });
});
