import fs from "node:fs";
import path from "node:path";
import { registerActionReminderJobs } from "./areas/actions/action-reminders.js";
import {
  destroyMeetingAnnotationsHandler,
  destroyMeetingAnnotationsJob,
} from "./areas/annotations/destroy-meeting-annotations.js";
import { createTokenSigner } from "./areas/auth/access-token.js";
import { registerFlyingMinuteJobs } from "./areas/between-meetings/flying-minutes/run-flying-minutes.js";
import { registerCommitteeJobs } from "./areas/committees/erase-committees.js";
import { registerDocumentJobs } from "./areas/documents/document-jobs.js";
import { extractTextHandler, extractTextJob } from "./areas/documents/extract-text-job.js";
import {
  meetingRemindersJob,
  sendDueMeetingReminders,
} from "./areas/meetings/notices/meeting-reminders.js";
import { packBuildHandler, packBuildJob } from "./areas/meetings/pack/pack-build-job.js";
import { registerTenureReminderJob } from "./areas/people/tenure-reminders.js";
import { registerSignatureJobs } from "./areas/signatures/run-signature-requests.js";
import type { Config } from "./config.js";
import {
  convertToPdfHandler,
  convertToPdfJob,
  convertWhereUnavailable,
} from "./conversion/convert-to-pdf-job.js";
import { libreOfficeConverter } from "./conversion/office-to-pdf.js";
import { type DataDirLock, lockDataDir } from "./data-dir-lock.js";
import { type Database, openDatabase, pgliteDirFor } from "./db/client.js";
import { buildApp } from "./http/build-app.js";
import { createLinkSigner } from "./http/link-signer.js";
import { publicUrlFor } from "./http/public-url.js";
import type { App } from "./http/types.js";
import { JobWorker } from "./jobs/worker.js";
import { MeetingEvents } from "./live/meeting-events.js";
import { deliverMailHandler, smtpTransport } from "./mail/deliver-mail.js";
import { parseMailbox } from "./mail/mailbox.js";
import { sendMailJob } from "./mail/send-mail.js";
import { registerEmbeddingJobs } from "./search/embed-passages-job.js";
import type { Services } from "./services.js";
import { type InstallationSeal, openInstallationSeal } from "./signing/installation-seal.js";
import { openFileStore } from "./storage/open-file-store.js";
import { projectRoot, readVersion } from "./version.js";

export type RunningServer = { app: App; services: Services; url: string; stop(): Promise<void> };

export type StartOptions = {
  serveSpa?: boolean;
  logger?: boolean;
  database?: Database;
  /** The seal to use instead of SIGNING_P12 or the generated one (tests share one per process). */
  seal?: InstallationSeal;
  runJobs?: boolean;
  /** Where e-mails go when no SMTP is set (besides the outbox): the console, for `npm start`. */
  mailLog?: (entry: string) => void;
};

/** Opens (and locks) the data, migrates, wires the services and listens. */
export async function startServer(
  config: Config,
  options: StartOptions = {},
): Promise<RunningServer> {
  let lock: DataDirLock | undefined;
  if (!options.database && !config.databaseUrl)
    lock = lockDataDir(config.dataDir, "quorate server");
  try {
    const database =
      options.database ??
      (await openDatabase(
        config.databaseUrl
          ? { databaseUrl: config.databaseUrl }
          : { pgliteDir: pgliteDirFor(config.dataDir) },
      ));
    const readiness = { ready: false };
    // The port is known once listening (PORT=0 picks one); links made before then use PORT.
    let listeningPort = config.port;
    const files = await openFileStore(config);
    const publicUrl = () => publicUrlFor(config, listeningPort);
    const seal =
      options.seal ??
      (await openInstallationSeal(config, files.store, files.key, new URL(publicUrl()).hostname));
    const jobs = new JobWorker(database.db, { pollMs: config.jobsPollMs });
    const services: Services = {
      config,
      database,
      jobs,
      version: readVersion(),
      tokens: createTokenSigner(config.jwtSecret),
      storage: files.store,
      links: createLinkSigner(files.key),
      seal,
      readiness,
      publicUrl,
      meetingEvents: new MeetingEvents(database.listen),
      liveStreams: new Set(),
    };
    const spaDir = path.join(projectRoot, "dist", "app");
    const spaBuilt = fs.existsSync(path.join(spaDir, "index.html"));
    if (options.serveSpa && !spaBuilt)
      console.warn(
        "The app is not built: serving the API only. Run `npm run build` (npm start does it for you).",
      );
    const app = await buildApp(services, {
      spaDir: options.serveSpa && spaBuilt ? spaDir : undefined,
      logger: options.logger,
    });
    const transport = config.smtpUrl ? smtpTransport(config.smtpUrl) : undefined;
    jobs.register(
      sendMailJob,
      deliverMailHandler(database.db, transport, config.mailFrom, options.mailLog),
    );
    jobs.register(packBuildJob, packBuildHandler(database.db, services.storage));
    jobs.register(
      extractTextJob,
      extractTextHandler(database.db, services.storage, {
        embedPassages: config.embeddings !== undefined,
      }),
    );
    registerEmbeddingJobs(jobs, database.db, config.embeddings);
    jobs.register(destroyMeetingAnnotationsJob, destroyMeetingAnnotationsHandler(database.db));
    const converter = libreOfficeConverter({ binary: config.sofficePath });
    jobs.register(convertToPdfJob, convertToPdfHandler(database.db, services.storage, converter));
    const from = parseMailbox(config.mailFrom);
    jobs.registerRecurring(meetingRemindersJob, async () => {
      await sendDueMeetingReminders(database.db, publicUrl(), from);
    });
    registerActionReminderJobs(jobs, database.db, publicUrl);
    registerFlyingMinuteJobs(jobs, database.db, publicUrl);
    registerSignatureJobs(jobs, database.db, publicUrl, services.links);
    registerTenureReminderJob(jobs, database.db, publicUrl);
    registerCommitteeJobs(jobs, database.db, services.storage);
    registerDocumentJobs(jobs, database.db, services.storage, publicUrl);

    await app.listen({ port: config.port, host: config.host });
    const address = app.server.address();
    if (typeof address === "object" && address) listeningPort = address.port;
    await database.migrate();
    await convertWhereUnavailable(database.db, converter);
    readiness.ready = true;
    if (options.runJobs !== false) jobs.start();

    const url = `http://127.0.0.1:${listeningPort}`;
    let stopping: Promise<void> | undefined;
    const stop = () => {
      stopping ??= (async () => {
        // Live streams never finish by themselves: end them so the close below can complete.
        for (const stream of services.liveStreams) stream.close();
        await app.close(); // stops accepting, lets in-flight requests finish
        await services.meetingEvents.close();
        await jobs.stop();
        transport?.close();
        files.close();
        if (!options.database) await database.close();
        lock?.release();
      })();
      return stopping;
    };
    return { app, services, url, stop };
  } catch (err) {
    lock?.release();
    throw err;
  }
}
