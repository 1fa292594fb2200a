import { z } from "zod";
import { site } from "./domain/company/site.ts";

// Every setting of the site, read once from the environment. Development defaults for secrets
// exist so that `npm start` works on a new machine; production refuses to start with them.
export const DEV_SECRETS = {
  COOKIE_SECRET: "dev-cookie-secret-change-me-0000000000",
  GATE_PASSWORD_EVENT_PLANNERS: "spark-planners",
  GATE_PASSWORD_DEVELOPMENT: "spark-development",
  STAFF_AUTH_SECRET: "dev-staff-auth-secret-change-me-00000000",
} as const;

/** The public origin: canonical URLs, Open Graph and the sitemap are built with it (a build setting). */
const publicSiteUrlSchema = z.url().default(site.defaultOrigin);

/** PUBLIC_SITE_URL alone, validated as the server validates it: vite.config.ts bakes it into the pages. */
export function publicSiteUrl(source: Record<string, string | undefined>): string {
  const result = publicSiteUrlSchema.safeParse(source.PUBLIC_SITE_URL);
  if (!result.success) throw new Error(`Invalid configuration: PUBLIC_SITE_URL ${z.prettifyError(result.error)}`);
  return result.data.replace(/\/$/, "");
}

const flag = z.enum(["0", "1", "true", "false"]).transform((v) => v === "1" || v === "true");

/** Send HSTS with `preload`: only once the domain owner has chosen to submit it to the preload list. */
const hstsPreloadSchema = flag.default(false);

/** HSTS_PRELOAD alone, validated as the server validates it: scripts/postbuild.ts writes it into the static headers. */
export function hstsPreload(source: Record<string, string | undefined>): boolean {
  const result = hstsPreloadSchema.safeParse(source.HSTS_PRELOAD);
  if (!result.success) throw new Error(`Invalid configuration: HSTS_PRELOAD ${z.prettifyError(result.error)}`);
  return result.data;
}

/**
 * Which proxies in front of the server are trusted (as Express' and Fastify's `trust proxy`, via
 * proxy-addr): `0` none, a number of hops (`1`: the one proxy right in front), or a comma-separated
 * list of addresses and CIDR ranges (`127.0.0.1, 10.0.0.0/8`, also `loopback`, `uniquelocal`).
 * "Trust everyone" is refused: it would let any visitor choose their own address.
 */
const trustProxy = z
  .string()
  .trim()
  .transform((value, ctx): number | string[] | false => {
    if (value === "" || value === "0" || value === "false") return false;
    if (/^\d+$/.test(value)) return Number(value);
    const list = value
      .split(",")
      .map((entry) => entry.trim())
      .filter(Boolean);
    const address = /^(loopback|linklocal|uniquelocal|[0-9.]+(\/\d{1,2})?|[0-9a-f:.]+(\/\d{1,3})?)$/i;
    const bad = list.filter((entry) => !address.test(entry));
    if (list.length === 0 || bad.length > 0) {
      ctx.addIssue({
        code: "custom",
        message: `expected 0, a hop count or addresses/CIDR ranges, got ${bad.join(", ") || value}`,
      });
      return z.NEVER;
    }
    return list;
  });

const schema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default("0.0.0.0"),
  PUBLIC_SITE_URL: publicSiteUrlSchema,
  DATABASE_URL: z.string().optional(),
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(200).default(10),
  DATA_DIR: z.string().default("./data"),
  COOKIE_SECRET: z.string().min(32).default(DEV_SECRETS.COOKIE_SECRET),
  /** Earlier COOKIE_SECRETs, comma-separated: their cookies stay valid until they expire (secret rotation). */
  COOKIE_SECRETS_OLD: z
    .string()
    .default("")
    .transform((value) =>
      value
        .split(",")
        .map((secret) => secret.trim())
        .filter(Boolean),
    )
    .pipe(z.array(z.string().min(32, "each old cookie secret needs at least 32 characters"))),
  GATE_PASSWORD_EVENT_PLANNERS: z.string().min(8).default(DEV_SECRETS.GATE_PASSWORD_EVENT_PLANNERS),
  GATE_PASSWORD_DEVELOPMENT: z.string().min(8).default(DEV_SECRETS.GATE_PASSWORD_DEVELOPMENT),
  STAFF_AUTH_SECRET: z.string().min(32).default(DEV_SECRETS.STAFF_AUTH_SECRET),
  STAFF_INVITE_TTL_HOURS: z.coerce.number().int().min(1).max(720).default(72),
  STAFF_SIGN_IN_MAX: z.coerce.number().int().min(1).default(10),
  STAFF_SIGN_IN_WINDOW_SECONDS: z.coerce.number().int().min(1).default(600),
  STAFF_ACCOUNT_SIGN_IN_MAX: z.coerce.number().int().min(1).default(10),
  STAFF_SESSION_IDLE_MINUTES: z.coerce.number().int().min(2).max(1440).default(30),
  STAFF_SESSION_MAX_HOURS: z.coerce.number().int().min(1).max(720).default(12),
  RATE_LIMIT_ENABLED: flag.default(true),
  RATE_LIMIT_FORM_MAX: z.coerce.number().int().min(1).default(10),
  RATE_LIMIT_GATE_MAX: z.coerce.number().int().min(1).default(10),
  RATE_LIMIT_WINDOW_SECONDS: z.coerce.number().int().min(1).default(600),
  MAX_BODY_BYTES: z.coerce
    .number()
    .int()
    .min(1024)
    .default(16 * 1024),
  TRUST_PROXY: trustProxy.default(false),
  HSTS_PRELOAD: hstsPreloadSchema,
  /** Server processes (node:cluster); more than 1 needs PostgreSQL (PGlite is one process per folder). */
  WEB_CONCURRENCY: z.coerce.number().int().min(1).max(32).default(1),
  /** On SIGTERM /healthz fails this long before the listener closes, so a proxy's health check moves traffic away first. */
  SHUTDOWN_DELAY_SECONDS: z.coerce.number().min(0).max(60).default(3),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "silent"]).default("info"),
  ALLOW_DEV_SECRETS: flag.default(false),
  // Mail (docs/decisions/0800-mail-through-pg-boss.md). Without SMTP_URL mail is kept in the outbox table.
  SMTP_URL: z.url({ protocol: /^smtps?$/ }).optional(),
  MAIL_FROM: z.string().min(3).default(`${site.name} <${site.email.info}>`),
  MAIL_TEAM_CONTACT: z.email().default(site.email.info),
  MAIL_TEAM_TOUR: z.email().default(site.email.sales),
  MAIL_TEAM_WEBINAR: z.email().default(site.email.sales),
  MAIL_TEAM_ENQUIRY: z.email().default(site.email.sales),
  // The job queue: retries with exponential backoff from MAIL_RETRY_DELAY_SECONDS up to an hour.
  JOBS_ENABLED: flag.default(true),
  JOBS_POLL_SECONDS: z.coerce.number().min(0.5).max(60).default(2),
  MAIL_RETRY_LIMIT: z.coerce.number().int().min(0).max(50).default(12),
  MAIL_RETRY_DELAY_SECONDS: z.coerce.number().int().min(1).max(3600).default(30),
  NEWSLETTER_RESEND_MINUTES: z.coerce.number().int().min(0).default(10),
  // When the retention sweep runs (cron, Europe/Berlin); "off" schedules none (browser tests).
  RETENTION_CRON: z
    .string()
    .regex(/^(off|(\S+\s+){4}\S+)$/, "a five-field cron expression or off")
    .default("*/15 * * * *"),
  // Webinar reminders (docs/decisions/1050): the sweep that queues the 24-hour mail and the 5-minute SMS.
  WEBINAR_REMINDER_CRON: z
    .string()
    .regex(/^(off|(\S+\s+){4}\S+)$/, "a five-field cron expression or off")
    .default("* * * * *"),
  // Content (issue 45): the job that publishes the drafts scheduled for a set time.
  CONTENT_PUBLISH_CRON: z
    .string()
    .regex(/^(off|(\S+\s+){4}\S+)$/, "a five-field cron expression or off")
    .default("* * * * *"),
  // Tour reminders (issue 46): the sweep that queues the mail 24 hours before a tour.
  TOUR_REMINDER_CRON: z
    .string()
    .regex(/^(off|(\S+\s+){4}\S+)$/, "a five-field cron expression or off")
    .default("*/5 * * * *"),
  // Event options (issue 47, decision 1132): the sweep that lapses first options, promotes the second and mails them.
  ENQUIRY_EXPIRY_CRON: z
    .string()
    .regex(/^(off|(\S+\s+){4}\S+)$/, "a five-field cron expression or off")
    .default("*/5 * * * *"),
  // The staff's morning digest (docs/decisions/1117): due follow-ups and new unassigned leads.
  STAFF_DIGEST_CRON: z
    .string()
    .regex(/^(off|(\S+\s+){4}\S+)$/, "a five-field cron expression or off")
    .default("0 7 * * 1-5"),
  /** Tests only: a sweep job may carry the time it runs at ({ now }). Refused in production. */
  JOBS_TEST_CLOCK: flag.default(false),
  // SMS: an HTTP provider (JSON POST with a bearer token); without SMS_PROVIDER_URL the SMS outbox.
  SMS_PROVIDER_URL: z.url({ protocol: /^https?$/ }).optional(),
  SMS_PROVIDER_TOKEN: z.string().min(1).optional(),
  // Issue 41: SMS reminders accepted site-wide per hour and per Berlin day (each is one SMS), then refused.
  SMS_BUDGET_PER_HOUR: z.coerce.number().int().min(1).default(30),
  SMS_BUDGET_PER_DAY: z.coerce.number().int().min(1).default(150),
  // Issue 41: seats one network (IPv4 /24, IPv6 /48) may hold per webinar session.
  WEBINAR_SEATS_PER_NETWORK: z.coerce.number().int().min(1).default(5),
  // Webinar (issue 16): how long the landing page keeps its open sessions in memory; 0 = ask every time.
  WEBINAR_SESSIONS_CACHE_SECONDS: z.coerce.number().int().min(0).max(300).default(15),
  // Media library (issue 45, decision 1148): S3-compatible object storage when all four are set, else DATA_DIR/media.
  S3_ENDPOINT: z.url({ protocol: /^https?$/ }).optional(),
  S3_BUCKET: z.string().min(3).max(63).optional(),
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  S3_REGION: z.string().min(1).default("us-east-1"),
});

export type Env = z.infer<typeof schema>;

/** The name of every setting, in the order above (.env.example must list exactly these). */
export const settingNames = Object.keys(schema.shape);

export function parseEnv(source: Record<string, string | undefined>): Env {
  const result = schema.safeParse(source);
  if (!result.success) {
    throw new Error(`Invalid configuration:\n${z.prettifyError(result.error)}`);
  }
  const env = result.data;
  if (env.WEB_CONCURRENCY > 1 && !env.DATABASE_URL) {
    throw new Error("Invalid configuration: WEB_CONCURRENCY above 1 needs DATABASE_URL (PGlite is one process).");
  }
  if (env.SMS_PROVIDER_URL && !env.SMS_PROVIDER_TOKEN) {
    throw new Error("Invalid configuration: SMS_PROVIDER_URL needs SMS_PROVIDER_TOKEN.");
  }
  const s3Keys = ["S3_ENDPOINT", "S3_BUCKET", "S3_ACCESS_KEY_ID", "S3_SECRET_ACCESS_KEY"] as const;
  const s3Set = s3Keys.filter((key) => env[key] !== undefined);
  if (s3Set.length > 0 && s3Set.length < s3Keys.length) {
    throw new Error(
      `Invalid configuration: S3 media storage needs all of ${s3Keys.join(", ")}; ` +
        `missing ${s3Keys.filter((key) => env[key] === undefined).join(", ")} (or unset them all for the folder under DATA_DIR).`,
    );
  }
  if (env.NODE_ENV === "production" && env.JOBS_TEST_CLOCK) {
    throw new Error("Refusing to start in production with JOBS_TEST_CLOCK (a test-only clock).");
  }
  if (env.NODE_ENV === "production" && !env.ALLOW_DEV_SECRETS) {
    const weak = (Object.keys(DEV_SECRETS) as (keyof typeof DEV_SECRETS)[]).filter(
      (key) => env[key] === DEV_SECRETS[key],
    );
    if (weak.length > 0) {
      throw new Error(
        `Refusing to start in production with development secrets: set ${weak.join(", ")} ` +
          "(or ALLOW_DEV_SECRETS=1 for a local production build only).",
      );
    }
  }
  return env;
}

let cached: Env | undefined;
export function env(): Env {
  cached ??= parseEnv(process.env);
  return cached;
}
