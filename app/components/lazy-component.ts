import { type ComponentType, createElement, type ReactNode, use } from "react";
import { reportNetworkFailure } from "../data/connectivity.js";
import { loadAreaTexts } from "../i18n/area-texts.js";

/** A part's code (or its texts) could not be fetched: the connection, or a release since. */
export class PartLoadError extends Error {
  constructor(part: string, cause: unknown) {
    super(`Quorate could not fetch ${part}.`, { cause });
    this.name = "PartLoadError";
  }
}

const forgetters = new Set<() => void>();
const forgetListeners = new Set<() => void>();
let forgotten = 0;

/**
 * Lets parts whose fetch failed be fetched again when next shown: Try again (spec §8), the
 * connection coming back, or the person pressing a part's stand-in again.
 */
export function forgetFailedParts(): void {
  if (forgetters.size === 0) return;
  for (const forget of forgetters) forget();
  forgetters.clear();
  forgotten += 1;
  for (const listener of forgetListeners) listener();
}

/** For LazyPart: a count that moves each time failures are forgotten. */
export function subscribeToForgetting(listener: () => void): () => void {
  forgetListeners.add(listener);
  return () => forgetListeners.delete(listener);
}

export function timesForgotten(): number {
  return forgotten;
}

export type LazyComponent<Props> = ((props: Props) => ReactNode) & {
  /** Starts fetching now, so the part is ready when first shown; rejects if it cannot be. */
  preload: () => Promise<void>;
  /** Whether it has arrived, so it can be shown without waiting. */
  loaded: () => boolean;
};

/**
 * A component fetched when first shown (or preloaded), so the JavaScript needed to show
 * My Home stays within its budget (scripts/bundle-budget.ts). Pages and parts that show other
 * areas' texts wait for those too (`areaTexts`, on by default); the shell's own menus and
 * dialogs use start-up texts only. Show it under a Suspense boundary: the router's for pages,
 * LazyPart (deferred.tsx) for the rest.
 *
 * Not React.lazy: that keeps a failed fetch for good, so Try again after a dropped connection
 * could never show the page. Here a failed fetch is kept (rendering again fails at once, with
 * a PartLoadError) until `forgetFailedParts`; the next render then fetches anew.
 */
export function lazyComponent<Name extends string, Props extends object>(
  load: () => Promise<Record<Name, ComponentType<Props>>>,
  name: Name,
  { areaTexts = true }: { areaTexts?: boolean } = {},
): LazyComponent<Props> {
  let loading: Promise<ComponentType<Props>> | undefined;
  let arrived = false;
  const get = () => {
    if (loading) return loading;
    const fetching = Promise.all([load(), areaTexts ? loadAreaTexts() : undefined]).then(
      ([module]) => {
        const component = module[name];
        arrived = true;
        // Marked as React marks the promises `use` has seen, so a part preloaded before it is
        // first shown renders at once instead of suspending for a tick.
        Object.assign(fetching, { status: "fulfilled", value: component });
        return component;
      },
      (cause: unknown) => {
        const error = new PartLoadError(name, cause);
        Object.assign(fetching, { status: "rejected", reason: error });
        forgetters.add(() => {
          if (loading === fetching) loading = undefined;
        });
        // Most often the connection: the offline banner says so, and its return forgets this.
        reportNetworkFailure();
        throw error;
      },
    );
    loading = fetching;
    return fetching;
  };
  // biome-ignore lint/correctness/noComponentHookFactories: called once per part at module load, so each component identity is stable.
  function Lazy(props: Props) {
    // The same promise on every render until it settles, as `use` requires.
    return createElement(use(get()), props);
  }
  Lazy.displayName = `Lazy(${name})`;
  return Object.assign(Lazy, {
    preload: () => get().then(() => undefined),
    loaded: () => arrived,
  });
}
