import path from 'node:path';
import { z } from 'zod';
import { PROJECT_ROOT } from './paths';

// Configuration is one validated object built at start (STYLE habit 7): a bad value stops the
// process with a clear message instead of failing later in a request.

const bool = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((v) => v === 'true' || v === '1' || v === 'yes');

/** Half of S3's one-week cap on a signed link: each link stays valid one more such time. */
const S3_LINK_SECONDS_MAX = 302_400;

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
  HOST: z.string().min(1).default('127.0.0.1'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'DATABASE_URL must start with postgres:// or postgresql://')
    .optional(),
  REDIS_URL: z
    .string()
    .regex(/^rediss?:\/\//, 'REDIS_URL must start with redis:// or rediss://')
    .optional(),
  EMBEDDED_PG_PORT: z.coerce.number().int().min(0).max(65535).default(0),
  DB_POOL_SIZE: z.coerce.number().int().min(1).max(200).default(10),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  SESSION_TTL_DAYS: z.coerce.number().int().min(1).max(365).default(30),
  // In-process caches of sessions and first feed pages (issue 19); 0 turns them off.
  CACHE_TTL_SECONDS: z.coerce.number().int().min(0).max(300).default(30),
  COOKIE_SECURE: z.enum(['auto', 'true', 'false']).default('auto'),
  TRUST_PROXY: bool.default(false),
  APP_ORIGIN: z.string().optional(),
  AUTH_RATE_LIMIT: z.coerce.number().int().min(1).default(10),
  UPLOAD_DIR: z.string().optional(),
  // The built web app (`npm run build`); another folder serves a copy (e2e/offline.spec.ts changes one).
  WEB_DIR: z.string().optional(),
  MAP_TILE_URL: z.string().default('https://tile.openstreetmap.org/{z}/{x}/{y}.png'),
  MAP_TILE_ATTRIBUTION: z.string().default('&copy; OpenStreetMap contributors'),
  SEED_SAMPLE_DATA: bool.default(true),
  // Email (issue 18). Links in emails start with PUBLIC_URL (default: http://HOST:PORT).
  PUBLIC_URL: z.url({ protocol: /^https?$/, error: 'PUBLIC_URL must be an http:// or https:// URL' }).optional(),
  // Without SMTP_URL, messages are written as .eml files to DATA_DIR/mail.
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'SMTP_URL must start with smtp:// or smtps://')
    .optional(),
  MAIL_FROM: z.string().min(3).default('FitCircle <no-reply@localhost>'),
  // Password reset and address confirmation requests per hour, per address and per client IP.
  EMAIL_RATE_LIMIT: z.coerce.number().int().min(1).default(5),
  EMAIL_RATE_LIMIT_IP: z.coerce.number().int().min(1).default(20),
  // Benchmark-only routes (scripts/bench): never on unless asked for.
  ENABLE_BENCH_ROUTES: bool.default(false),
  // The admin area needs two-step sign-in (issue 35). Only the browser tests' server turns it off.
  ADMIN_REQUIRES_TWO_FACTOR: bool.default(true),
  // Object storage for uploads (issue 36): all of the first five, or none (the disk, UPLOAD_DIR).
  S3_ENDPOINT: z.url({ protocol: /^https?$/, error: 'S3_ENDPOINT must be an http:// or https:// URL' }).optional(),
  S3_BUCKET: z
    .string()
    .regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, 'S3_BUCKET must be a bucket name (3-63 of a-z, 0-9, dots, hyphens)')
    .optional(),
  S3_REGION: z.string().optional(),
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  S3_FORCE_PATH_STYLE: bool.optional(),
  // Set: /uploads/<key> redirects to a short-lived signed URL on this address (modules/media).
  S3_PUBLIC_URL: z.url({ protocol: /^https?$/, error: 'S3_PUBLIC_URL must be an http:// or https:// URL' }).optional(),
  // How long each signed link is handed out; it stays valid one more such time (S3's limit: a week).
  S3_LINK_SECONDS: z.coerce
    .number({ error: 'S3_LINK_SECONDS must be a whole number of seconds' })
    .int('S3_LINK_SECONDS must be a whole number of seconds')
    .min(1, 'S3_LINK_SECONDS must be at least 1')
    .max(
      S3_LINK_SECONDS_MAX,
      `S3_LINK_SECONDS must be at most ${S3_LINK_SECONDS_MAX} (links would outlive S3's one week)`,
    )
    .optional(),
  // ActivityPub (issue 37). Private addresses only for tests on loopback (no request forgery).
  FEDERATION_ENABLED: bool.default(true),
  FEDERATION_ALLOW_PRIVATE_ADDRESSES: bool.default(false),
});

const S3_REQUIRED = ['S3_ENDPOINT', 'S3_BUCKET', 'S3_REGION', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const;

/** The bucket settings, or null for the disk; some but not all of them set stops the process. */
function s3Settings(e: z.infer<typeof envSchema>) {
  const set = Object.keys(e).filter((k) => k.startsWith('S3_'));
  if (set.length === 0) return null;
  const missing = S3_REQUIRED.filter((k) => e[k] === undefined);
  if (missing.length > 0) {
    throw new ConfigError(
      `Invalid configuration:\n  ${set.join(', ')} set but ${missing.join(', ')} missing: object storage needs all of ${S3_REQUIRED.join(', ')} (or none of the S3_ settings, for the disk)`,
    );
  }
  return {
    endpoint: e.S3_ENDPOINT as string,
    bucket: e.S3_BUCKET as string,
    region: e.S3_REGION as string,
    accessKeyId: e.S3_ACCESS_KEY_ID as string,
    secretAccessKey: e.S3_SECRET_ACCESS_KEY as string,
    forcePathStyle: e.S3_FORCE_PATH_STYLE ?? false,
    publicUrl: e.S3_PUBLIC_URL?.replace(/\/+$/, '') ?? null,
    linkSeconds: e.S3_LINK_SECONDS ?? 300,
  };
}

export type S3Settings = NonNullable<ReturnType<typeof s3Settings>>;

export type AppConfig = ReturnType<typeof buildConfig>;

export function buildConfig(env: Record<string, string | undefined> = process.env) {
  // Empty strings count as unset, so `FOO= npm start` behaves like no FOO.
  const cleaned = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ''));
  const parsed = envSchema.safeParse(cleaned);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  const dataDir = path.resolve(PROJECT_ROOT, e.DATA_DIR);
  // A server listening on every interface is reached locally as localhost.
  const linkHost = e.HOST === '0.0.0.0' || e.HOST === '::' ? 'localhost' : e.HOST;
  return {
    env: e.NODE_ENV,
    host: e.HOST,
    port: e.PORT,
    dataDir,
    databaseUrl: e.DATABASE_URL,
    redisUrl: e.REDIS_URL,
    embeddedPgPort: e.EMBEDDED_PG_PORT,
    dbPoolSize: e.DB_POOL_SIZE,
    logLevel: e.LOG_LEVEL,
    sessionTtlMs: e.SESSION_TTL_DAYS * 24 * 60 * 60 * 1000,
    cacheTtlMs: e.CACHE_TTL_SECONDS * 1000,
    cookieSecure: e.COOKIE_SECURE,
    trustProxy: e.TRUST_PROXY,
    allowedOrigins: (e.APP_ORIGIN ?? '')
      .split(',')
      .map((o) => o.trim().replace(/\/$/, ''))
      .filter(Boolean),
    authRateLimitPerMinute: e.AUTH_RATE_LIMIT,
    uploadDir: path.resolve(PROJECT_ROOT, e.UPLOAD_DIR ?? path.join(e.DATA_DIR, 'uploads')),
    /** Where uploads go when set (an S3-compatible bucket); null: the disk at uploadDir. */
    s3: s3Settings(e),
    mapTileUrl: e.MAP_TILE_URL,
    mapTileAttribution: e.MAP_TILE_ATTRIBUTION,
    seedSampleData: e.SEED_SAMPLE_DATA,
    publicUrl: (e.PUBLIC_URL ?? `http://${linkHost.includes(':') ? `[${linkHost}]` : linkHost}:${e.PORT}`).replace(
      /\/+$/,
      '',
    ),
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    mailDir: path.join(dataDir, 'mail'),
    emailRateLimitPerHour: e.EMAIL_RATE_LIMIT,
    emailRateLimitPerIpPerHour: e.EMAIL_RATE_LIMIT_IP,
    enableBenchRoutes: e.ENABLE_BENCH_ROUTES,
    adminRequiresTwoFactor: e.ADMIN_REQUIRES_TWO_FACTOR,
    federation: {
      enabled: e.FEDERATION_ENABLED,
      allowPrivateAddresses: e.FEDERATION_ALLOW_PRIVATE_ADDRESSES,
      /** ActivityPub posts accepted per minute from one remote server (tests lower it). */
      inboundPerServerPerMinute: 300,
    },
    webDir: path.resolve(PROJECT_ROOT, e.WEB_DIR ?? path.join('dist', 'web')),
    /** The first-screen renderer `npm run build` writes beside the web app (modules/first-screen). */
    firstScreenRenderer: path.join(PROJECT_ROOT, 'dist', 'ssr', 'render-first-screen.js'),
  };
}

export class ConfigError extends Error {}
