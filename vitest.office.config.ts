import { defineConfig } from "vitest/config";

/**
 * `npm run test:office`: the tests that need Debian's LibreOffice (`*.office.test.ts`), apart
 * from `npm test`, which needs nothing but Node. `.ci/run` installs LibreOffice and runs them.
 */
export default defineConfig({
  test: {
    include: ["server/**/*.office.test.ts"],
    environment: "node",
    pool: "forks",
    maxWorkers: 1,
    testTimeout: 120_000,
  },
});
