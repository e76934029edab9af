import {
  Component,
  type CSSProperties,
  type ReactNode,
  Suspense,
  useEffect,
  useRef,
  useState,
  useSyncExternalStore,
} from "react";
import {
  forgetFailedParts,
  PartLoadError,
  subscribeToForgetting,
  timesForgotten,
} from "./lazy-component.js";

let idle = false;
let started = false;
const listeners = new Set<() => void>();

function becomeIdle(): void {
  idle = true;
  for (const listener of listeners) listener();
}

/**
 * Called when the first page has been shown (routes/router.ts): from the next moment the
 * browser has nothing better to do (at most 2 s later), parts that may be used are fetched,
 * so they never compete with the first page's own requests.
 */
export function startIdleClock(): void {
  if (started) return;
  started = true;
  if (typeof window.requestIdleCallback === "function") {
    window.requestIdleCallback(becomeIdle, { timeout: 2_000 });
  } else {
    window.setTimeout(becomeIdle, 500);
  }
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** True once the browser has been idle after the first page was shown. */
export function useIdle(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => idle,
    () => false,
  );
}

type Part = { preload: () => Promise<void>; loaded: () => boolean };

/**
 * The placeholder until `part` has arrived, fetched once the browser is idle, or at once when
 * `attempt` is above 0 (the person pressed the placeholder; pressing again after a failed
 * fetch tries again). Then `children`, which show the part: one swap, and if the placeholder
 * had the keyboard focus, the part's first control takes it. A placeholder given as a function
 * is told whether it was pressed and the part is on its way, to say so.
 */
export function WhenIdle({
  part,
  children,
  placeholder,
  attempt = 0,
}: {
  part: Part;
  children: ReactNode;
  placeholder: ReactNode | ((onItsWay: boolean) => ReactNode);
  attempt?: number;
}) {
  const wanted = useIdle() || attempt > 0;
  const [arrived, setArrived] = useState(part.loaded);
  const [failedAttempt, setFailedAttempt] = useState(-1);
  const box = useRef<HTMLSpanElement>(null);
  const hadFocus = useRef(false);

  // After a failed fetch: the connection's return forgets the failure, so fetch again then.
  const forgotten = useSyncExternalStore(subscribeToForgetting, timesForgotten, timesForgotten);

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new attempt, or forgotten failures, are reasons to fetch again.
  useEffect(() => {
    if (!wanted || arrived) return;
    let current = true;
    if (attempt > 0) forgetFailedParts();
    part.preload().then(
      () => {
        if (!current) return;
        hadFocus.current = box.current?.contains(document.activeElement) ?? false;
        setArrived(true);
      },
      // It stays a placeholder; the next attempt, or the connection's return, tries again.
      () => {
        if (current) setFailedAttempt(attempt);
      },
    );
    return () => {
      current = false;
    };
  }, [wanted, arrived, part, attempt, forgotten]);

  useEffect(() => {
    if (!arrived || !hadFocus.current) return;
    hadFocus.current = false;
    // Only when nothing else took the focus meanwhile (an opened menu moves it itself).
    if (document.activeElement !== document.body) return;
    box.current?.querySelector<HTMLElement>("button, a[href], input, select, [tabindex]")?.focus();
  }, [arrived]);

  const onItsWay = attempt > 0 && failedAttempt !== attempt;
  const shown = typeof placeholder === "function" ? placeholder(onItsWay) : placeholder;
  return (
    // `display: contents`: the box is there to find the focus, not to be laid out.
    <span ref={box} style={{ display: "contents" }}>
      {arrived ? <LazyPart fallback={shown}>{children}</LazyPart> : shown}
    </span>
  );
}

/** What a trigger's stand-in is given: it opens a `popup` that is not there yet. */
export type StandInProps = {
  "aria-haspopup": "menu" | "dialog";
  "aria-expanded": false;
  "aria-busy": boolean;
  style: CSSProperties | undefined;
  onClick: () => void;
};

/**
 * A menu or popover that arrives once the browser is idle, its trigger's look-alike standing
 * in until then. Pressed early, the stand-in says its part is on its way (aria-busy, dimmed)
 * and `children(true)` opens the part on arrival; pressed again after a failed fetch, it
 * tries again.
 */
export function LazyTrigger({
  part,
  popup,
  standIn,
  children,
}: {
  part: Part;
  popup: "menu" | "dialog";
  standIn: (props: StandInProps) => ReactNode;
  children: (openOnArrival: boolean) => ReactNode;
}) {
  const [presses, setPresses] = useState(0);
  return (
    <WhenIdle
      part={part}
      attempt={presses}
      placeholder={(onItsWay) =>
        standIn({
          "aria-haspopup": popup,
          "aria-expanded": false,
          "aria-busy": onItsWay,
          style: onItsWay ? { opacity: 0.6, cursor: "progress" } : undefined,
          onClick: () => setPresses((n) => n + 1),
        })
      }
    >
      {children(presses > 0)}
    </WhenIdle>
  );
}

/**
 * Nothing until first opened, then `children(opened)`: a lazy dialog, mounted closed and
 * opened a moment later, so it knows which control opened it and gives the focus back on
 * closing. It stays mounted, so closing plays its transition and opening again is immediate.
 * Opening again after the dialog failed to arrive tries again.
 */
export function OnceOpened({
  opened,
  children,
}: {
  opened: boolean;
  children: (opened: boolean) => ReactNode;
}) {
  const [shown, setShown] = useState(opened);
  const [mounted, setMounted] = useState(false);
  if (opened && !shown) setShown(true);
  useEffect(() => {
    if (opened) forgetFailedParts();
  }, [opened]);
  if (!shown) return null;
  return (
    <LazyPart fallback={null}>
      {children(opened && mounted)}
      <OnMount run={() => setMounted(true)} />
    </LazyPart>
  );
}

/** Runs once its Suspense boundary has shown it, that is once the lazy part beside it arrived. */
function OnMount({ run }: { run: () => void }) {
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, when mounted.
  useEffect(run, []);
  return null;
}

/** Fetches lazy parts once the browser is idle, so they open without a wait when first used. */
export function usePreloadWhenIdle(...parts: readonly Part[]): void {
  const ready = useIdle();
  // biome-ignore lint/correctness/useExhaustiveDependencies: the parts are module constants; preloading once is the point.
  useEffect(() => {
    if (!ready) return;
    // A failed fetch is tried again when the part is next opened.
    for (const part of parts) part.preload().catch(() => undefined);
  }, [ready]);
}

/**
 * `fallback` while a lazy part is on its way, and should it fail to arrive (the connection
 * dropped): a menu that cannot load must not take the page down with it. It tries again once
 * failures are forgotten (the connection came back, the part was opened or pressed again).
 * Errors other than a failed fetch go on to the route's error view as before.
 */
export function LazyPart({ fallback, children }: { fallback: ReactNode; children: ReactNode }) {
  const forgotten = useSyncExternalStore(subscribeToForgetting, timesForgotten, timesForgotten);
  const [failedAt, setFailedAt] = useState<number | null>(null);
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    if (failedAt === null || forgotten <= failedAt) return;
    setFailedAt(null);
    setAttempt((n) => n + 1);
  }, [forgotten, failedAt]);
  return (
    <FetchFailureBoundary
      key={attempt}
      fallback={fallback}
      onFailure={() => setFailedAt(timesForgotten())}
    >
      <Suspense fallback={fallback}>{children}</Suspense>
    </FetchFailureBoundary>
  );
}

type BoundaryProps = { fallback: ReactNode; children: ReactNode; onFailure: () => void };

class FetchFailureBoundary extends Component<BoundaryProps, { error: unknown }> {
  override state: { error: unknown } = { error: null };

  static getDerivedStateFromError(error: unknown): { error: unknown } {
    return { error };
  }

  override componentDidCatch(error: unknown): void {
    if (error instanceof PartLoadError) this.props.onFailure();
  }

  override render() {
    const { error } = this.state;
    if (error === null) return this.props.children;
    if (error instanceof PartLoadError) return this.props.fallback;
    throw error;
  }
}
