import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    include: [
      "server/**/*.test.ts",
      "common/**/*.test.ts",
      "app/**/*.test.ts",
      // Component tests: each starts with `// @vitest-environment happy-dom`.
      "app/**/*.test.tsx",
      "bench/**/*.test.ts",
      "scripts/**/*.test.ts",
    ],
    // Tests of Debian's LibreOffice run apart (`npm run test:office`, vitest.office.config.ts).
    exclude: ["**/node_modules/**", "**/*.office.test.ts"],
    globalSetup: ["server/test/global-setup.ts"],
    environment: "node",
    // Each file opens its own copy of the database; two at a time fits two cores.
    pool: "forks",
    maxWorkers: 2,
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
