import type { TokenSigner } from "./areas/auth/access-token.js";
import type { Config } from "./config.js";
import type { Database } from "./db/client.js";
import type { LinkSigner } from "./http/link-signer.js";
import type { JobWorker } from "./jobs/worker.js";
import type { EventStream } from "./live/event-stream.js";
import type { MeetingEvents } from "./live/meeting-events.js";
import type { InstallationSeal } from "./signing/installation-seal.js";
import type { FileStore } from "./storage/file-store.js";

/** What routes, commands and jobs need from the outside world; built once in main.ts. */
export type Services = {
  config: Config;
  database: Database;
  jobs: JobWorker;
  version: string;
  tokens: TokenSigner;
  /** Files under DATA_DIR/files (papers, packs, pictures). */
  storage: FileStore;
  /** Set once migrations have been applied; /api/ready reports it. */
  readiness: { ready: boolean };
  /** What changed on which meeting, heard from the database (server/live/). */
  meetingEvents: MeetingEvents;
  /** Open live streams, ended when the server stops (a stream never ends by itself). */
  liveStreams: Set<EventStream>;
  /** Signs and checks links that carry their own proof (share links). */
  links: LinkSigner;
  /** The certificate and key sealed PDFs are signed with (server/signing/). */
  seal: InstallationSeal;
  /** The address e-mailed links start with (`http/public-url.ts`); never taken from a request. */
  publicUrl(): string;
};
