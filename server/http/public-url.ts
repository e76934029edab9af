import type { Config } from "../config.js";

/**
 * The address links in e-mails point at: PUBLIC_URL, else the port this server listens on at
 * localhost. Never a request's Host or X-Forwarded-Host: whoever sends the request would then
 * choose where a password-reset link leads.
 */
export function publicUrlFor(config: Pick<Config, "publicUrl">, listeningPort: number): string {
  return config.publicUrl ?? `http://localhost:${listeningPort}`;
}

export const publicUrlUnsetWarning = (fallback: string) =>
  `PUBLIC_URL is not set: links in e-mails will point at ${fallback}. Set PUBLIC_URL to the address people open Quorate at (e.g. https://board.example.org).`;
