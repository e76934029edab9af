/**
 * zod compiles object parsers with `new Function` unless told not to, and the content security
 * policy forbids eval, so every page logged a refused eval. zod keeps its configuration on
 * `globalThis.__zod_globalConfig` (what `z.config()` writes) and reads `jitless` when a schema is
 * built; setting it here, first thing, keeps zod itself out of the first download.
 * `zod-jitless.test.ts` holds zod to this.
 */
const holder = globalThis as { __zod_globalConfig?: { jitless?: boolean } };
holder.__zod_globalConfig = { ...holder.__zod_globalConfig, jitless: true };
