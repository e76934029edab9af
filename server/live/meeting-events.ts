import {
  type MeetingChange,
  type MeetingPart,
  meetingParts,
} from "../../common/contracts/meeting-live.js";
import type { Listen } from "../db/listen.js";

/** The channel database triggers notify when what a meeting page shows changes (migration). */
export const meetingChannel = "quorate_meetings";

export type { MeetingChange, MeetingPart };

const known = new Set<string>(meetingParts);
const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

type ParsedChange = { meetingId: string; part: MeetingPart; voteId: string | undefined };

/**
 * A notification's payload is `meetingId:part`, or `meetingId:part:voteId` for the parts that
 * name a vote (migrations 0022, 0023); anything else is ignored.
 */
export function parseMeetingChange(payload: string): ParsedChange | null {
  const [meetingId, part, voteId, ...rest] = payload.split(":");
  if (!meetingId || !part || !known.has(part) || !uuid.test(meetingId) || rest.length > 0)
    return null;
  if (voteId !== undefined && !uuid.test(voteId)) return null;
  return {
    meetingId: meetingId.toLowerCase(),
    part: part as MeetingPart,
    voteId: voteId?.toLowerCase(),
  };
}

/** One delivery to every subscriber of a meeting: the same object, not to be changed. */
type Subscriber = (change: Readonly<MeetingChange>) => void;
type Gathering = { parts: Set<MeetingPart>; votes: Set<string> };

/**
 * One LISTEN per process for every open meeting page: changes are gathered per meeting for a
 * moment (a vote closing touches votes, decisions and minutes in one go) and handed to that
 * meeting's subscribers once. While changes keep coming (an association's members voting, a
 * thousand ballots a second) a meeting's subscribers are told at most every `minIntervalMs`:
 * each delivery makes every open page check its access and read again, and a page showing a
 * tally four times a second is as current as one told twenty times (bench/README.md "Votes").
 * The channel is listened to only while someone subscribes.
 */
export class MeetingEvents {
  private readonly subscribers = new Map<string, Set<Subscriber>>();
  private readonly pending = new Map<string, Gathering>();
  /** When each meeting's subscribers were last told (performance.now()). */
  private readonly delivered = new Map<string, number>();
  private stopListening: Promise<() => Promise<void>> | undefined;

  constructor(
    private readonly listen: Listen,
    private readonly gatherMs = 50,
    private readonly minIntervalMs = 250,
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
          if (change) this.gather(change.meetingId, change.part, change.voteId);
        }
      },
      onGap: () => {
        for (const meetingId of this.subscribers.keys()) this.gather(meetingId, "all");
      },
    });
    return () => {
      set.delete(subscriber);
      if (set.size === 0) {
        this.subscribers.delete(key);
        this.delivered.delete(key);
      }
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

  private gather(meetingId: string, part: MeetingPart, voteId?: string): void {
    if (!this.subscribers.has(meetingId)) return;
    let gathering = this.pending.get(meetingId);
    if (!gathering) {
      gathering = { parts: new Set(), votes: new Set() };
      this.pending.set(meetingId, gathering);
      const last = this.delivered.get(meetingId);
      const wait =
        last === undefined
          ? this.gatherMs
          : Math.max(this.gatherMs, last + this.minIntervalMs - performance.now());
      setTimeout(() => this.deliver(meetingId), wait);
    }
    gathering.parts.add(part);
    if (voteId) gathering.votes.add(voteId);
  }

  private deliver(meetingId: string): void {
    const gathered = this.pending.get(meetingId);
    this.pending.delete(meetingId);
    if (!gathered) return;
    if (this.subscribers.has(meetingId)) this.delivered.set(meetingId, performance.now());
    const change: Readonly<MeetingChange> = Object.freeze({
      parts: [...gathered.parts],
      votes: [...gathered.votes],
    });
    for (const subscriber of this.subscribers.get(meetingId) ?? []) subscriber(change);
  }
}
