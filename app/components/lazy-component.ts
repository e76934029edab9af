import { type ComponentType, createElement, type ReactNode, use } from "react";
import { loadAreaTexts } from "../i18n/area-texts.js";

const failedParts = new Set<() => void>();

/** Lets parts whose fetch failed be fetched again when next shown (Try again, spec §8). */
export function forgetFailedParts(): void {
  for (const forget of failedParts) forget();
  failedParts.clear();
}

export type LazyComponent<Props> = ((props: Props) => ReactNode) & {
  /** Starts fetching now, so the part is ready when first shown. */
  preload: () => Promise<void>;
};

/**
 * A component fetched when first shown (or preloaded), so the JavaScript needed to show
 * My Home stays within its budget (scripts/bundle-budget.ts). Pages and parts that show other
 * areas' texts wait for those too (`areaTexts`, on by default); the shell's own menus and
 * dialogs use start-up texts only. Show it under a Suspense boundary: the router's for pages.
 *
 * Not React.lazy: that keeps a failed fetch for good, so Try again after a dropped connection
 * could never show the page. Here a failed fetch is kept (rendering again fails at once) until
 * `forgetFailedParts`, which Try again calls; the next render then fetches anew.
 */
export function lazyComponent<Name extends string, Props extends object>(
  load: () => Promise<Record<Name, ComponentType<Props>>>,
  name: Name,
  { areaTexts = true }: { areaTexts?: boolean } = {},
): LazyComponent<Props> {
  let loading: Promise<ComponentType<Props>> | undefined;
  const get = () => {
    if (loading) return loading;
    const fetching = Promise.all([load(), areaTexts ? loadAreaTexts() : undefined]).then(
      ([module]) => {
        const component = module[name];
        // Marked as React marks the promises `use` has seen, so a part preloaded before it is
        // first shown renders at once instead of suspending for a tick.
        Object.assign(fetching, { status: "fulfilled", value: component });
        return component;
      },
      (error: unknown) => {
        Object.assign(fetching, { status: "rejected", reason: error });
        failedParts.add(() => {
          if (loading === fetching) loading = undefined;
        });
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
  return Object.assign(Lazy, { preload: () => get().then(() => undefined) });
}
