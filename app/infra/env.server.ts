import { randomBytes } from "node:crypto";
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { z } from "zod";

// Every setting the server reads, parsed once at start. A bad value stops the server with a
// message that names the variable, rather than failing later on a visitor's request.

const optionalUrl = z.preprocess((value) => (value === "" ? undefined : value), z.url().optional());

// A widget's data attributes in query-string form: "data-type=schedules&data-widget-id=abc".
const widgetAttributes = z.preprocess(
  (value) => (value === "" ? undefined : value),
  z
    .string()
    .refine(
      (value) =>
        [...new URLSearchParams(value).keys()].every((name) => /^data-[a-z0-9-]+$/.test(name)),
      { message: "must be data-* attributes in query-string form, e.g. data-widget-id=abc" },
    )
    .optional(),
);

const optionalText = z.preprocess(
  (value) => (value === "" ? undefined : value),
  z.string().optional(),
);

const flag = (fallback: "true" | "false") =>
  z
    .enum(["true", "false", "1", "0"])
    .default(fallback)
    .transform((value) => value === "true" || value === "1");

const schema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("production"),
  HOST: z.string().default("0.0.0.0"),
  PORT: z.coerce.number().int().min(1).max(65535).default(3000),
  DATABASE_URL: z
    .string()
    .default("file:./data/site.db")
    .refine((url) => /^(file:|postgres(ql)?:\/\/)/.test(url), {
      message: "must start with file: (SQLite) or postgres:// (PostgreSQL)",
    }),
  DATABASE_BUSY_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(5000),
  DATA_DIR: z.string().default("./data"),
  SITE_URL: optionalUrl,
  SESSION_SECRET: z.string().min(32, "must be at least 32 characters").optional(),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  FORM_RATE_LIMIT: z.coerce.number().int().min(1).default(10),
  FORM_RATE_WINDOW_SECONDS: z.coerce.number().int().min(1).default(600),
  // Failed staff sign-ins allowed per 15 minutes, per address (IP) and per account from one
  // address; past the ceiling, an account's password tries from everywhere are slowed down.
  SIGN_IN_ADDRESS_LIMIT: z.coerce.number().int().min(1).default(20),
  SIGN_IN_ACCOUNT_LIMIT: z.coerce.number().int().min(1).default(5),
  SIGN_IN_ACCOUNT_CEILING: z.coerce.number().int().min(1).default(20),
  TRUST_PROXY: z.coerce.number().int().min(0).default(0),
  // The resource library's uploads (app/infra/storage/): the largest file taken, in bytes.
  RESOURCE_MAX_BYTES: z.coerce
    .number()
    .int()
    .min(1024)
    .max(1024 ** 3)
    .default(25 * 1024 * 1024),
  // S3-compatible object storage for the uploads. Unset S3_BUCKET: files under DATA_DIR/uploads.
  S3_BUCKET: z.preprocess((value) => (value === "" ? undefined : value), z.string().optional()),
  S3_REGION: z.string().default("us-east-1"),
  S3_ENDPOINT: optionalUrl,
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  S3_FORCE_PATH_STYLE: flag("false"),
  S3_PREFIX: z
    .string()
    .regex(/^([\w.-]+\/)*$/, "must be empty or folders ending in /, such as resources/")
    .default(""),
  WEB_CONCURRENCY: z.coerce.number().int().min(1).max(64).default(1),
  // Seals the session secret into a backup (npm run backup) and opens it on restore.
  BACKUP_PASSPHRASE: z.preprocess(
    (value) => (value === "" ? undefined : value),
    z.string().min(12, "must be at least 12 characters").optional(),
  ),
  // Continuous backup of the SQLite database with Litestream (app/services/backup/replication):
  // s3://bucket/folder, reached with the S3_* settings, or file:///absolute/folder.
  BACKUP_URL: z.preprocess(
    (value) => (value === "" ? undefined : value),
    z
      .string()
      .regex(
        /^(s3:\/\/[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]\/[\w./-]*[\w-]|file:\/\/\/[^\0]+)$/,
        "must be s3://bucket/folder or file:///absolute/folder",
      )
      .optional(),
  ),
  // /metrics (Prometheus text): on the site's port for requests that carry this token
  // (Authorization: Bearer …), and/or on this port of 127.0.0.1 without one. Unset: no metrics.
  METRICS_TOKEN: z.preprocess(
    (value) => (value === "" ? undefined : value),
    z.string().min(16, "must be at least 16 characters").optional(),
  ),
  METRICS_PORT: z.preprocess(
    (value) => (value === "" ? undefined : value),
    z.coerce.number().int().min(1).max(65535).optional(),
  ),
  // The scheduling provider's widgets (app/infra/widgets.server.ts). Unset: plain links instead.
  PROVIDER_WIDGET_SCRIPT: optionalUrl,
  PROVIDER_WIDGET_ELEMENT: z
    .string()
    .regex(/^[a-z][a-z0-9]*-[a-z0-9-]*$/, "must be a custom element name such as healcode-widget")
    .default("healcode-widget"),
  PROVIDER_SCHEDULE_WIDGET: widgetAttributes,
  PROVIDER_EVENTS_WIDGET: widgetAttributes,
  PROVIDER_STORE_WIDGET: widgetAttributes,
  // The ticket checkout widget on the mindful-AI workshop page. Unset: a plain booking link.
  TICKET_WIDGET_SCRIPT: optionalUrl,
  TICKET_EVENT_ID: z.preprocess(
    (value) => (value === "" ? undefined : value),
    z
      .string()
      .regex(/^[\w-]{1,64}$/, "must be the ticket service's event id (letters, digits, - or _)")
      .optional(),
  ),
  // Delivery of contact messages and newsletter sign-ups (app/services/delivery/). Each target is
  // optional; with none set, messages and sign-ups are kept for the staff area only.
  SMTP_URL: z.preprocess(
    (value) => (value === "" ? undefined : value),
    z
      .url()
      .refine((url) => /^smtps?:\/\//.test(url), {
        message: "must start with smtp:// or smtps://, e.g. smtps://user:password@mail.example.com",
      })
      .optional(),
  ),
  MAIL_FROM: optionalText,
  STUDIO_EMAIL: z.preprocess(
    (value) => (value === "" ? undefined : value),
    z.email("must be an email address").optional(),
  ),
  FORM_SERVICE_URL: optionalUrl,
  FORM_SERVICE_KEY: optionalText,
  MAILING_API_KEY: optionalText,
  MAILING_API_URL: optionalUrl,
  MAILING_LIST_ID: z.preprocess(
    (value) => (value === "" ? undefined : value),
    z
      .string()
      .regex(/^[\w-]{1,64}$/, "must be the mailing list's id (letters, digits, - or _)")
      .optional(),
  ),
  MAILING_DOUBLE_OPT_IN: flag("true"),
  DELIVERY_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(10_000),
  DELIVERY_RETRY_SECONDS: z.coerce.number().min(0.1).max(3600).default(5),
});

// Settings that only work together: each names what it is missing.
const checked = schema.superRefine((value, context) => {
  const missing = (setting: string, message: string) =>
    context.addIssue({ code: "custom", path: [setting], message });
  if (value.BACKUP_URL && /^postgres(ql)?:\/\//.test(value.DATABASE_URL)) {
    missing(
      "BACKUP_URL",
      "is continuous backup of the SQLite database; with PostgreSQL use its own tools (WAL archiving, pg_dump) or npm run backup, and unset BACKUP_URL",
    );
  }
  if (value.METRICS_PORT !== undefined && value.METRICS_PORT === value.PORT) {
    missing("METRICS_PORT", "must differ from PORT");
  }
  if (value.FORM_SERVICE_URL && !value.FORM_SERVICE_KEY) {
    missing("FORM_SERVICE_KEY", "is required when FORM_SERVICE_URL is set");
  }
  if (value.MAILING_API_KEY && !value.MAILING_LIST_ID) {
    missing("MAILING_LIST_ID", "is required when MAILING_API_KEY is set");
  }
  if (
    value.MAILING_API_KEY &&
    !value.MAILING_API_URL &&
    !mailingDataCentre(value.MAILING_API_KEY)
  ) {
    missing(
      "MAILING_API_URL",
      "is required when MAILING_API_KEY does not end in its data centre (-us21)",
    );
  }
});

/** The data centre a Mailchimp-style key ends with ("…-us21"), which names its API's host. */
export function mailingDataCentre(key: string): string | undefined {
  return /-([a-z]+\d+)$/.exec(key)?.[1];
}

export type Env = z.infer<typeof schema>;

export function parseEnv(source: Record<string, string | undefined>): Env {
  const result = checked.safeParse(source);
  if (!result.success) {
    const lines = result.error.issues.map((issue) => `  ${issue.path.join(".")}: ${issue.message}`);
    throw new Error(`Invalid environment configuration:\n${lines.join("\n")}`);
  }
  return result.data;
}

export const env = parseEnv(process.env);

/** The public origin used in canonical links and the sitemap. */
export function siteOrigin(): string {
  return (env.SITE_URL ?? `http://localhost:${env.PORT}`).replace(/\/$/, "");
}

/**
 * Production without SITE_URL: links the site makes (a staff member's one-time link, the
 * sitemap, canonical addresses) would start with http://localhost. Said at start and to owners.
 */
export function siteUrlMissing(): boolean {
  return process.env.NODE_ENV === "production" && !env.SITE_URL;
}

/** Where the generated session secret is kept in a data folder (backups take it from there). */
export function sessionSecretFile(dataDir: string): string {
  return path.resolve(dataDir, "session-secret");
}

let cachedSecret: string | undefined;

/**
 * The secret that signs staff sessions: SESSION_SECRET when set, otherwise one generated on first
 * start and kept in DATA_DIR so sessions survive a restart. The file is never committed.
 */
export function sessionSecret(): string {
  if (env.SESSION_SECRET) return env.SESSION_SECRET;
  if (cachedSecret) return cachedSecret;
  const file = sessionSecretFile(env.DATA_DIR);
  try {
    cachedSecret = readFileSync(file, "utf8").trim();
  } catch {
    mkdirSync(path.dirname(file), { recursive: true });
    cachedSecret = randomBytes(48).toString("base64url");
    writeFileSync(file, cachedSecret, { mode: 0o600 });
  }
  return cachedSecret;
}
