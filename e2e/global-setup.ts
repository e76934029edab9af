import fs from "node:fs";

/** Nothing left from an earlier run: the journeys start on an empty installation. */
export function globalSetup(): void {
  fs.rmSync(".tmp/e2e-data", { recursive: true, force: true });
}

export { globalSetup as default };
