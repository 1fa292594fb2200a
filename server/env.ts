import { z } from "zod";
import { site } from "../app/content/site.ts";

// Every setting of the site, read once from the environment. Development defaults for secrets
// exist so that `npm start` works on a new machine; production refuses to start with them.
export const DEV_SECRETS = {
  COOKIE_SECRET: "dev-cookie-secret-change-me-0000000000",
  GATE_PASSWORD_EVENT_PLANNERS: "spark-planners",
  GATE_PASSWORD_DEVELOPMENT: "spark-development",
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

const schema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default("0.0.0.0"),
  PUBLIC_SITE_URL: publicSiteUrlSchema,
  DATABASE_URL: z.string().optional(),
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(200).default(10),
  DATA_DIR: z.string().default("./data"),
  COOKIE_SECRET: z.string().min(32).default(DEV_SECRETS.COOKIE_SECRET),
  GATE_PASSWORD_EVENT_PLANNERS: z.string().min(8).default(DEV_SECRETS.GATE_PASSWORD_EVENT_PLANNERS),
  GATE_PASSWORD_DEVELOPMENT: z.string().min(8).default(DEV_SECRETS.GATE_PASSWORD_DEVELOPMENT),
  RATE_LIMIT_ENABLED: flag.default(true),
  RATE_LIMIT_FORM_MAX: z.coerce.number().int().min(1).default(10),
  RATE_LIMIT_GATE_MAX: z.coerce.number().int().min(1).default(10),
  RATE_LIMIT_WINDOW_SECONDS: z.coerce.number().int().min(1).default(600),
  MAX_BODY_BYTES: z.coerce
    .number()
    .int()
    .min(1024)
    .default(16 * 1024),
  TRUST_PROXY: flag.default(false),
  ALLOW_DEV_SECRETS: flag.default(false),
});

export type Env = z.infer<typeof schema>;

export function parseEnv(source: Record<string, string | undefined>): Env {
  const result = schema.safeParse(source);
  if (!result.success) {
    throw new Error(`Invalid configuration:\n${z.prettifyError(result.error)}`);
  }
  const env = result.data;
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
