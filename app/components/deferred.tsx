import {
  Component,
  type ReactNode,
  Suspense,
  useEffect,
  useState,
  useSyncExternalStore,
} from "react";

let idle = false;
let scheduled = false;
const listeners = new Set<() => void>();

function becomeIdle(): void {
  idle = true;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  if (!scheduled) {
    scheduled = true;
    // After the page has been shown and the browser has nothing better to do; at most 2 s.
    if (typeof window.requestIdleCallback === "function") {
      window.requestIdleCallback(becomeIdle, { timeout: 2_000 });
    } else {
      window.setTimeout(becomeIdle, 500);
    }
  }
  return () => listeners.delete(listener);
}

/** True once the browser has been idle since the app started: time to fetch what may be used. */
export function useIdle(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => idle,
    () => false,
  );
}

/**
 * The placeholder while the first page is being shown; then, once the browser is idle (or
 * at once when `now`, say the person pressed the placeholder), `children`, which hold a lazy
 * part. The placeholder stays until that part has arrived.
 */
export function WhenIdle({
  children,
  placeholder,
  now = false,
}: {
  children: ReactNode;
  placeholder: ReactNode;
  now?: boolean;
}) {
  const ready = useIdle() || now;
  return ready ? <LazyPart fallback={placeholder}>{children}</LazyPart> : placeholder;
}

/**
 * Nothing until first opened, then `children` (a lazy dialog, say) stay mounted, so closing
 * plays its transition and opening again is immediate.
 */
export function OnceOpened({ opened, children }: { opened: boolean; children: ReactNode }) {
  const [shown, setShown] = useState(opened);
  if (opened && !shown) setShown(true);
  return shown || opened ? <LazyPart fallback={null}>{children}</LazyPart> : null;
}

/** Fetches lazy parts once the browser is idle, so they open without a wait when first used. */
export function usePreloadWhenIdle(...parts: readonly { preload: () => Promise<void> }[]): void {
  const ready = useIdle();
  // biome-ignore lint/correctness/useExhaustiveDependencies: the parts are module constants; preloading once is the point.
  useEffect(() => {
    if (!ready) return;
    // A failed fetch is tried again when the part is first shown.
    for (const part of parts) part.preload().catch(() => undefined);
  }, [ready]);
}

type LazyPartState = { failed: boolean };

/**
 * `fallback` while a lazy part is on its way, and for good should it fail to arrive (the
 * connection dropped): a menu that cannot load must not take the page down with it.
 */
export class LazyPart extends Component<
  { fallback: ReactNode; children: ReactNode },
  LazyPartState
> {
  override state: LazyPartState = { failed: false };

  static getDerivedStateFromError(): LazyPartState {
    return { failed: true };
  }

  override render() {
    if (this.state.failed) return this.props.fallback;
    return <Suspense fallback={this.props.fallback}>{this.props.children}</Suspense>;
  }
}
