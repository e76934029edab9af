import { isIP } from "node:net";
import path from "node:path";
import { z } from "zod";
import type { S3Settings } from "./storage/s3-storage.js";

const proxyNames = new Set(["loopback", "linklocal", "uniquelocal"]);

function isProxyAddress(entry: string): boolean {
  if (proxyNames.has(entry)) return true;
  const [address = "", prefix, ...rest] = entry.split("/");
  if (rest.length > 0 || isIP(address) === 0) return false;
  if (prefix === undefined) return true;
  const max = isIP(address) === 4 ? 32 : 128;
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= max;
}

/**
 * Which proxies' X-Forwarded-* headers to believe: false (none), a hop count (`true` is one hop),
 * or the proxies' addresses (CIDR ranges and loopback/linklocal/uniquelocal allowed). The client
 * address is then the right-most X-Forwarded-For entry that is not a trusted proxy, so a client
 * cannot choose its own address by sending the header.
 */
const trustProxyFromEnv = z.string().transform((raw, ctx): TrustProxy => {
  const value = raw.trim().toLowerCase();
  if (["false", "no", "0"].includes(value)) return false;
  if (["true", "yes"].includes(value)) return 1;
  if (/^\d+$/.test(value)) {
    const hops = Number(value);
    if (hops <= 20) return hops;
  }
  const entries = value
    .split(",")
    .map((e) => e.trim())
    .filter(Boolean);
  const bad = entries.filter((e) => !isProxyAddress(e));
  if (entries.length === 0 || bad.length > 0) {
    ctx.addIssue({
      code: "custom",
      message: `use false, true, a number of proxy hops (1–20) or the proxies' addresses separated by commas${bad.length > 0 ? ` (not an address: ${bad.join(", ")})` : ""}`,
    });
    return z.NEVER;
  }
  return entries;
});

export type TrustProxy = false | number | string[];

const commaList = z.string().transform((s) =>
  s
    .split(",")
    .map((e) => e.trim().toLowerCase())
    .filter(Boolean),
);

/**
 * Every environment variable Quorate reads, with its default. The README's
 * configuration table is written from this list; keep them together.
 */
export const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default("0.0.0.0"),
  DATA_DIR: z.string().min(1).default("./data"),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, "must start with postgres:// or postgresql://")
    .optional(),
  PUBLIC_URL: z.url("must be a full address such as https://board.example.org").optional(),
  SESSION_DAYS: z.coerce.number().int().min(1).max(90).default(14),
  TRUST_PROXY: trustProxyFromEnv.default(false),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, "must start with smtp:// or smtps://")
    .optional(),
  MAIL_FROM: z.string().min(3).default("Quorate <no-reply@quorate.local>"),
  JWT_SECRET: z.string().min(32, "must be at least 32 characters").optional(),
  SUPPORT_EMAILS: commaList.default([]),
  OIDC_ISSUER: z.url("must be the identity provider's issuer address").optional(),
  OIDC_CLIENT_ID: z.string().min(1).optional(),
  OIDC_CLIENT_SECRET: z.string().min(1).optional(),
  OIDC_SCOPES: z.string().min(1).default("openid email profile"),
  OIDC_B2C_POLICY: z.string().min(1).optional(),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  LOGIN_MAX_FAILURES: z.coerce.number().int().min(1).max(1000).default(5),
  LOGIN_WINDOW_MINUTES: z.coerce.number().int().min(1).max(1440).default(15),
  JOBS_POLL_MS: z.coerce.number().int().min(10).max(60000).default(1000),
  DEMO_PASSWORD: z.string().min(8).default("Quorate2026!"),
  /** An OpenAI-compatible endpoint (OpenAI, Azure OpenAI, Ollama, vLLM) for the assistant. */
  AI_BASE_URL: z
    .url("must be the endpoint's base address, e.g. https://api.openai.com/v1")
    .optional(),
  AI_MODEL: z.string().min(1).optional(),
  AI_API_KEY: z.string().min(1).optional(),
  /** An embedding model at AI_BASE_URL (e.g. text-embedding-3-small): search also by meaning. */
  AI_EMBEDDING_MODEL: z.string().min(1).optional(),
  /** Where files live: the data folder, or an S3-compatible bucket. Encrypted either way. */
  STORAGE: z.enum(["disk", "s3"]).default("disk"),
  S3_BUCKET: z.string().min(3).optional(),
  S3_ENDPOINT: z.url("must be the S3-compatible server's address").optional(),
  S3_REGION: z.string().min(1).default("us-east-1"),
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  S3_PREFIX: z
    .string()
    .regex(/^[A-Za-z0-9._-]+(\/[A-Za-z0-9._-]+)*\/?$/, "must be a path such as quorate/")
    .refine(
      (v) => !v.split("/").some((part) => part === "." || part === ".."),
      "must be a path such as quorate/",
    )
    .optional(),
  /** 32 bytes, as 64 hex digits or base64: the key every stored file's key is derived from. */
  SOFFICE_PATH: z.string().min(1).optional(),
  FILES_KEY: z
    .string()
    .refine((v) => filesKeyBytes(v) !== undefined, "must be 32 bytes as 64 hex digits or base64")
    .optional(),
  /** A P12 (PKCS#12) file whose certificate seals PDFs; unset, one is generated on first start. */
  SIGNING_P12: z.string().min(1).optional(),
  SIGNING_P12_PASSWORD: z.string().optional(),
});

/** FILES_KEY's 32 bytes, or undefined when it is not 32 bytes in hex or base64. */
export function filesKeyBytes(value: string): Buffer | undefined {
  const trimmed = value.trim();
  const bytes = /^[0-9a-f]{64}$/i.test(trimmed)
    ? Buffer.from(trimmed, "hex")
    : /^[A-Za-z0-9+/]{43}=?$/.test(trimmed)
      ? Buffer.from(trimmed, "base64")
      : undefined;
  return bytes?.length === 32 ? bytes : undefined;
}

export type Config = {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  publicUrl: string | undefined;
  sessionDays: number;
  trustProxy: TrustProxy;
  smtpUrl: string | undefined;
  mailFrom: string;
  jwtSecret: string | undefined;
  supportEmails: string[];
  /** Set when AI_BASE_URL, AI_MODEL and AI_API_KEY are: the assistant then uses the model. */
  ai: { baseUrl: string; model: string; apiKey: string } | undefined;
  /** Set when AI_BASE_URL, AI_API_KEY and AI_EMBEDDING_MODEL are: passages are embedded. */
  embeddings: { baseUrl: string; model: string; apiKey: string } | undefined;
  oidc:
    | {
        issuer: string;
        clientId: string;
        clientSecret: string | undefined;
        scopes: string;
        b2cPolicy: string | undefined;
      }
    | undefined;
  logLevel: z.infer<typeof envSchema>["LOG_LEVEL"];
  loginMaxFailures: number;
  loginWindowMinutes: number;
  jobsPollMs: number;
  demoPassword: string;
  /** The data folder holds the files unless an S3 bucket is set. */
  storage: { kind: "disk" } | { kind: "s3"; s3: S3Settings };
  /** FILES_KEY; absent, the data folder's own key is used (made on first start). */
  filesKey: Buffer | undefined;
  /** LibreOffice's soffice for Office files as PDF; unset, it is looked for on PATH. */
  sofficePath: string | undefined;
  /** SIGNING_P12 and its password: the seal's certificate; unset, one is generated (server/signing/). */
  signingP12: { path: string; password: string } | undefined;
};

export class ConfigError extends Error {}

/** Reads the environment once; a bad value stops the start with a message naming the variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const blankAsUnset = Object.fromEntries(
    Object.entries(env).filter(([, v]) => v !== undefined && v !== ""),
  );
  const parsed = envSchema.safeParse(blankAsUnset);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join(".")}: ${i.message}`);
    throw new ConfigError(`Quorate cannot start: bad configuration.\n${lines.join("\n")}`);
  }
  const e = parsed.data;
  if (e.OIDC_ISSUER && !e.OIDC_CLIENT_ID) {
    throw new ConfigError(
      "Quorate cannot start: bad configuration.\n  OIDC_CLIENT_ID: required when OIDC_ISSUER is set",
    );
  }
  if (e.STORAGE === "s3" && (!e.S3_BUCKET || !e.FILES_KEY)) {
    // Every process must read what the others stored: one key for all, not one per data folder.
    throw new ConfigError(
      `Quorate cannot start: bad configuration.\n${[
        !e.S3_BUCKET && "  S3_BUCKET: required when STORAGE=s3",
        !e.FILES_KEY && "  FILES_KEY: required when STORAGE=s3 (every process needs the same key)",
      ]
        .filter(Boolean)
        .join("\n")}`,
    );
  }
  if (e.SIGNING_P12_PASSWORD && !e.SIGNING_P12) {
    throw new ConfigError(
      "Quorate cannot start: bad configuration.\n  SIGNING_P12: required when SIGNING_P12_PASSWORD is set",
    );
  }
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir: path.resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    publicUrl: e.PUBLIC_URL?.replace(/\/$/, ""),
    sessionDays: e.SESSION_DAYS,
    trustProxy: e.TRUST_PROXY,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    jwtSecret: e.JWT_SECRET,
    supportEmails: e.SUPPORT_EMAILS,
    oidc:
      e.OIDC_ISSUER && e.OIDC_CLIENT_ID
        ? {
            issuer: e.OIDC_ISSUER,
            clientId: e.OIDC_CLIENT_ID,
            clientSecret: e.OIDC_CLIENT_SECRET,
            scopes: e.OIDC_SCOPES,
            b2cPolicy: e.OIDC_B2C_POLICY,
          }
        : undefined,
    logLevel: e.LOG_LEVEL,
    loginMaxFailures: e.LOGIN_MAX_FAILURES,
    loginWindowMinutes: e.LOGIN_WINDOW_MINUTES,
    jobsPollMs: e.JOBS_POLL_MS,
    demoPassword: e.DEMO_PASSWORD,
    storage:
      e.STORAGE === "s3" && e.S3_BUCKET
        ? {
            kind: "s3",
            s3: {
              bucket: e.S3_BUCKET,
              endpoint: e.S3_ENDPOINT,
              region: e.S3_REGION,
              accessKeyId: e.S3_ACCESS_KEY_ID,
              secretAccessKey: e.S3_SECRET_ACCESS_KEY,
              prefix: e.S3_PREFIX ? e.S3_PREFIX.replace(/\/?$/, "/") : "",
            },
          }
        : { kind: "disk" },
    filesKey: e.FILES_KEY ? filesKeyBytes(e.FILES_KEY) : undefined,
    sofficePath: e.SOFFICE_PATH,
    signingP12: e.SIGNING_P12
      ? { path: path.resolve(e.SIGNING_P12), password: e.SIGNING_P12_PASSWORD ?? "" }
      : undefined,
    ai:
      e.AI_BASE_URL && e.AI_MODEL && e.AI_API_KEY
        ? { baseUrl: e.AI_BASE_URL.replace(/\/$/, ""), model: e.AI_MODEL, apiKey: e.AI_API_KEY }
        : undefined,
    embeddings:
      e.AI_BASE_URL && e.AI_EMBEDDING_MODEL && e.AI_API_KEY
        ? {
            baseUrl: e.AI_BASE_URL.replace(/\/$/, ""),
            model: e.AI_EMBEDDING_MODEL,
            apiKey: e.AI_API_KEY,
          }
        : undefined,
  };
}
