import { type MeetingPart, meetingParts } from "../../common/contracts/meeting-live.js";
import type { Listen } from "../db/listen.js";

/** The channel database triggers notify when what a meeting page shows changes (migration). */
export const meetingChannel = "quorate_meetings";

export type { MeetingPart };

const known = new Set<string>(meetingParts);

/** A notification's payload is `meetingId:part`; anything else is ignored. */
export function parseMeetingChange(
  payload: string,
): { meetingId: string; part: MeetingPart } | null {
  const [meetingId, part] = payload.split(":");
  if (!meetingId || !part || !known.has(part) || !/^[0-9a-f-]{36}$/i.test(meetingId)) return null;
  return { meetingId, part: part as MeetingPart };
}

type Subscriber = (parts: ReadonlySet<MeetingPart>) => void;

/**
 * One LISTEN per process for every open meeting page: changes are gathered per meeting for a
 * moment (a vote closing touches votes, decisions and minutes in one go) and handed to that
 * meeting's subscribers once. The channel is listened to only while someone subscribes.
 */
export class MeetingEvents {
  private readonly subscribers = new Map<string, Set<Subscriber>>();
  private readonly pending = new Map<string, Set<MeetingPart>>();
  private stopListening: Promise<() => Promise<void>> | undefined;

  constructor(
    private readonly listen: Listen,
    private readonly gatherMs = 50,
  ) {}

  subscribe(meetingId: string, subscriber: Subscriber): () => void {
    const key = meetingId.toLowerCase();
    let set = this.subscribers.get(key);
    if (!set) {
      set = new Set();
      this.subscribers.set(key, set);
    }
    set.add(subscriber);
    this.stopListening ??= this.listen(meetingChannel, {
      onPayload: (payload) => {
        for (const line of payload.split("\n")) {
          const change = parseMeetingChange(line);
          if (change) this.gather(change.meetingId.toLowerCase(), change.part);
        }
      },
      onGap: () => {
        for (const meetingId of this.subscribers.keys()) this.gather(meetingId, "all");
      },
    });
    return () => {
      set.delete(subscriber);
      if (set.size === 0) this.subscribers.delete(key);
    };
  }

  /** Resolves once the channel is listened to (a subscriber's first event can be trusted). */
  async ready(): Promise<void> {
    await this.stopListening;
  }

  async close(): Promise<void> {
    const stop = await this.stopListening;
    this.stopListening = undefined;
    await stop?.();
  }

  get subscriberCount(): number {
    let n = 0;
    for (const set of this.subscribers.values()) n += set.size;
    return n;
  }

  private gather(meetingId: string, part: MeetingPart): void {
    if (!this.subscribers.has(meetingId)) return;
    const parts = this.pending.get(meetingId);
    if (parts) {
      parts.add(part);
      return;
    }
    this.pending.set(meetingId, new Set([part]));
    setTimeout(() => {
      const gathered = this.pending.get(meetingId);
      this.pending.delete(meetingId);
      if (!gathered) return;
      for (const subscriber of this.subscribers.get(meetingId) ?? []) subscriber(gathered);
    }, this.gatherMs);
  }
}
