import { useSyncExternalStore } from "react";

/**
 * Whether the server can be reached. A failed fetch triggers a check of GET /offline;
 * while that fails we stay "offline" and check again every 15 seconds.
 */
const pollIntervalMs = 15_000;

let offline = false;
let timer: ReturnType<typeof setTimeout> | undefined;
let checking = false;
// A check asked for while one runs (the browser says "online" mid-check) runs right after it:
// the running one may have started before the connection came back.
let checkAgain = false;
const listeners = new Set<() => void>();
const reconnectListeners = new Set<() => void>();

function setOffline(next: boolean): void {
  if (offline === next) return;
  offline = next;
  for (const listener of listeners) listener();
  if (!next) for (const listener of reconnectListeners) listener();
}

async function serverReachable(): Promise<boolean> {
  try {
    const response = await fetch("/offline", { cache: "no-store", credentials: "same-origin" });
    return response.ok;
  } catch {
    return false;
  }
}

async function check(): Promise<void> {
  if (checking) {
    checkAgain = true;
    return;
  }
  checking = true;
  const reachable = await serverReachable();
  checking = false;
  if (checkAgain && !reachable) {
    checkAgain = false;
    return check();
  }
  checkAgain = false;
  setOffline(!reachable);
  clearTimeout(timer);
  timer = reachable ? undefined : setTimeout(() => void check(), pollIntervalMs);
}

/** Called by the fetch client when a request fails without any response. */
export function reportNetworkFailure(): void {
  void check();
}

/** Runs the callback each time the connection comes back, e.g. to refetch stale data. */
export function onReconnect(callback: () => void): () => void {
  reconnectListeners.add(callback);
  return () => reconnectListeners.delete(callback);
}

export function watchBrowserConnectivity(): void {
  window.addEventListener("offline", () => void check());
  window.addEventListener("online", () => void check());
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useOffline(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => offline,
    () => false,
  );
}
