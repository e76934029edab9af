/**
 * Deterministic randomness for the benchmark dataset. Every row derives its own
 * generator from (seed, kind, index), so a row's values do not depend on the
 * order tables are generated in, and ids can be recomputed instead of stored.
 */

function fmix32(input: number): number {
  let h = input >>> 0;
  h ^= h >>> 16;
  h = Math.imul(h, 0x85ebca6b);
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35);
  h ^= h >>> 16;
  return h >>> 0;
}

/** A 32-bit hash of small integers; bijective in each argument for fixed others. */
export function mix(...values: number[]): number {
  let h = 0x9e3779b9;
  for (const v of values) h = fmix32((h ^ (v >>> 0)) + 0x6b43a9b5);
  return h;
}

export type Rng = {
  /** [0, 1) */
  next(): number;
  /** An integer in [0, n). */
  int(n: number): number;
  chance(p: number): boolean;
  pick<T>(items: readonly T[]): T;
};

/** mulberry32: small, fast and good enough for test data. */
export function rngFrom(seed: number): Rng {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
  const int = (n: number) => Math.floor(next() * n);
  return {
    next,
    int,
    chance: (p) => next() < p,
    pick<T>(items: readonly T[]): T {
      const item = items[int(items.length)];
      if (item === undefined) throw new Error("pick from an empty list");
      return item;
    },
  };
}

const hex8 = (n: number) => n.toString(16).padStart(8, "0");

/** A version-4-shaped UUID that is a pure function of (seed, kind, index). */
export function uuidFrom(seed: number, kind: number, index: number): string {
  const a = hex8(mix(seed, kind, index, 0));
  const b = hex8(mix(seed, kind, index, 1));
  const c = hex8(mix(seed, kind, index, 2));
  const d = hex8(mix(seed, kind, index, 3));
  const variant = ((Number.parseInt(c.charAt(0), 16) & 3) | 8).toString(16);
  return `${a}-${b.slice(0, 4)}-4${b.slice(5, 8)}-${variant}${c.slice(1, 4)}-${c.slice(4, 8)}${d}`;
}

/** Seeds from a word, so "large" and "board" with the same --seed still differ. */
export function seedOf(size: string, seed: number): number {
  let h = seed >>> 0;
  for (let i = 0; i < size.length; i++) h = mix(h, size.charCodeAt(i));
  return h;
}

/** Part i of `total` split into `parts` nearly equal whole shares (they add up exactly). */
export function share(total: number, parts: number, i: number): number {
  return Math.floor(((i + 1) * total) / parts) - Math.floor((i * total) / parts);
}
