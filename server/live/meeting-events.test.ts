import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import type { ChannelListener, Listen } from "../db/listen.js";
import { MeetingEvents, type MeetingPart, meetingChannel } from "./meeting-events.js";

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
    events.subscribe(a, (parts) => seenA.push([...parts].sort()));
    events.subscribe(b.toUpperCase(), (parts) => seenB.push([...parts]));
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

  it("tell every open meeting to read everything after a gap, and stop telling those who left", async () => {
    const channel = fakeChannel();
    const events = new MeetingEvents(channel.listen, 10);
    const [a, b] = [randomUUID(), randomUUID()];
    const seen: string[] = [];
    events.subscribe(a, (parts) => seen.push(`a:${[...parts]}`));
    const leave = events.subscribe(b, (parts) => seen.push(`b:${[...parts]}`));
    await events.ready();
    leave();
    channel.gap();
    await settle();
    expect(seen).toEqual(["a:all"]);
    expect(events.subscriberCount).toBe(1);
    await events.close();
  });
});
