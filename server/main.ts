import { ConfigError, loadConfig } from "./config.js";
import { DataDirInUseError } from "./data-dir-lock.js";
import { publicUrlUnsetWarning } from "./http/public-url.js";
import { startServer } from "./start-server.js";

async function main(): Promise<void> {
  const config = loadConfig();
  const server = await startServer(config, {
    serveSpa: true,
    logger: true,
    mailLog: (entry) => console.log(entry),
  });
  const where = config.databaseUrl ? "PostgreSQL" : `embedded Postgres in ${config.dataDir}`;
  console.log(
    `Quorate ${server.services.version} is running at ${server.url.replace("127.0.0.1", "localhost")} (${where}).`,
  );
  const { seal } = server.services;
  console.log(`PDFs are sealed as "${seal.name}" (certificate SHA-256 ${seal.fingerprint}).`);
  if (!config.publicUrl) console.warn(publicUrlUnsetWarning(server.services.publicUrl()));
  if (!config.smtpUrl)
    console.log(
      "SMTP_URL is not set: e-mails are not sent. Each one is written here, links included, and kept in the outbox.",
    );
  const shutdown = (signal: string) => {
    console.log(`${signal} received: finishing requests and closing.`);
    server.stop().then(
      () => process.exit(0),
      (err) => {
        console.error(err);
        process.exit(1);
      },
    );
  };
  process.once("SIGTERM", () => shutdown("SIGTERM"));
  process.once("SIGINT", () => shutdown("SIGINT"));
}

main().catch((err) => {
  if (err instanceof ConfigError || err instanceof DataDirInUseError) {
    console.error(err.message);
    process.exit(2);
  }
  console.error(err);
  process.exit(1);
});
