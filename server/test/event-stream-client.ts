import type { TestClient } from "./http-client.js";

export type StreamEvent = { event: string; data: unknown };

/**
 * A Server-Sent Events reader for tests, as a browser's EventSource reads one: the session
 * cookie goes with the request; events are parsed as they arrive and taken in order.
 */
export async function openEventStream(client: TestClient, path: string) {
  const controller = new AbortController();
  const res = await fetch(client.baseUrl + path, {
    headers: { cookie: `qr_session=${client.cookie("qr_session") ?? ""}` },
    signal: controller.signal,
  });
  const events: StreamEvent[] = [];
  const waiters: Array<() => void> = [];
  let ended = false;
  const pump = async () => {
    if (!res.body) return;
    const decoder = new TextDecoder();
    let buffer = "";
    try {
      const reader = res.body.getReader();
      for (;;) {
        const { done, value } = await reader.read();
        if (done) break;
        buffer += decoder.decode(value, { stream: true });
        let cut = buffer.indexOf("\n\n");
        while (cut >= 0) {
          const block = buffer.slice(0, cut);
          buffer = buffer.slice(cut + 2);
          const event = /^event: (.*)$/m.exec(block)?.[1];
          const data = /^data: (.*)$/m.exec(block)?.[1];
          if (event) events.push({ event, data: data ? JSON.parse(data) : undefined });
          cut = buffer.indexOf("\n\n");
        }
        for (const w of waiters.splice(0)) w();
      }
    } catch {
      // aborted by close()
    }
    ended = true;
    for (const w of waiters.splice(0)) w();
  };
  void pump();
  return {
    status: res.status,
    contentType: res.headers.get("content-type"),
    /** The next event (of that name, skipping others), or an error after `ms`. */
    async next(name?: string, ms = 5_000): Promise<StreamEvent> {
      const deadline = Date.now() + ms;
      for (;;) {
        const index = events.findIndex((e) => !name || e.event === name);
        if (index >= 0) return events.splice(index, 1)[0] as StreamEvent;
        if (ended) throw new Error(`the stream ended before ${name ?? "an event"}`);
        const left = deadline - Date.now();
        if (left <= 0) throw new Error(`no ${name ?? "event"} within ${ms} ms`);
        await new Promise<void>((resolve) => {
          waiters.push(resolve);
          setTimeout(resolve, left);
        });
      }
    },
    /**
     * The parts and votes named by the next change and by every change after it until the stream is
     * quiet for `quietMs`: one write of several rows may reach the page as more than one change
     * when the machine is busy, and a test should not depend on how they were gathered.
     */
    async changesUntilQuiet(quietMs = 400): Promise<{ parts: string[]; votes: string[] }> {
      const parts = new Set<string>();
      const votes = new Set<string>();
      const take = (e: StreamEvent) => {
        const change = e.data as { parts: string[]; votes: string[] };
        for (const part of change.parts) parts.add(part);
        for (const vote of change.votes) votes.add(vote);
      };
      take(await this.next("change"));
      for (;;) {
        try {
          take(await this.next("change", quietMs));
        } catch {
          return { parts: [...parts].sort(), votes: [...votes].sort() };
        }
      }
    },
    /** Everything received and not yet taken. */
    pending: () => [...events],
    ended: () => ended,
    close: () => controller.abort(),
  };
}
