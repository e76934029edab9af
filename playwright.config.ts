import { defineConfig } from "@playwright/test";

const port = Number(process.env.E2E_PORT ?? 3100);

export default defineConfig({
  testDir: "e2e",
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 1,
  retries: 0,
  reporter: [["list"]],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    trace: "retain-on-failure",
    launchOptions: {
      executablePath: "/usr/bin/chromium",
      args: [
        "--headless",
        "--no-sandbox",
        "--disable-gpu",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
        "--no-first-run",
      ],
    },
  },
  webServer: {
    // A fresh data folder with the demo board every run (the assistant journey asks about
    // the demo's meetings); npm start builds the app when it is out of date.
    // The server's console goes to a file too: without SMTP every e-mail is written there, and the
    // journeys take their links from it as a newcomer would (e2e/helpers.ts mailedLinkFor).
    command:
      "rm -rf .tmp/e2e-data && mkdir -p .tmp && npx tsx server/demo/run-demo.ts && node scripts/start.mjs 2>&1 | tee .tmp/e2e-server.log",
    url: `http://127.0.0.1:${port}/api/ready`,
    timeout: 180_000,
    reuseExistingServer: false,
    // One proxy hop trusted: registrations say which address they come from (e2e/accounts.ts).
    env: {
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: ".tmp/e2e-data",
      LOG_LEVEL: "warn",
      TRUST_PROXY: "1",
    },
  },
});
