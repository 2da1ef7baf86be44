import { randomBytes } from 'node:crypto';
import { hostname } from 'node:os';
import { resolve } from 'node:path';
import { z } from 'zod';
import { DIRECT_NO_PLACEHOLDER } from '@job-intake/contracts/provider/provider-portal';
import { trustProxySchema } from './trust-proxy';

/** The repository root, both from src/ (dev) and dist/ (built). */
export const REPOSITORY_ROOT = resolve(__dirname, '..', '..', '..');

const port = z.coerce.number().int().min(1).max(65535);
const url = (protocols: string[]) =>
  z
    .string()
    .url()
    .refine((value) => protocols.includes(new URL(value).protocol), {
      message: `must start with ${protocols.map((p) => `${p}//`).join(' or ')}`,
    });

const schema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
  PORT: port.default(3000),
  /** Where the embedded PostgreSQL and uploads live. */
  DATA_DIR: z.string().min(1).default(resolve(REPOSITORY_ROOT, 'data')),
  /** An external PostgreSQL; without it the embedded one is started. */
  DATABASE_URL: url(['postgres:', 'postgresql:']).optional(),
  EMBEDDED_POSTGRES_PORT: port.default(54329),
  /** Longest one statement of the app's own database sessions may run. */
  DATABASE_STATEMENT_TIMEOUT_MS: z.coerce.number().int().min(100).max(3_600_000).default(30_000),
  /** Longest one of the app's sessions may sit idle inside a transaction before PostgreSQL ends it. */
  DATABASE_IDLE_IN_TRANSACTION_TIMEOUT_MS: z.coerce
    .number()
    .int()
    .min(100)
    .max(3_600_000)
    .default(60_000),
  /** EventStoreDB for events; without it events go to the PostgreSQL event store. */
  EVENTSTORE_URL: url(['esdb:', 'esdb+discover:', 'kurrentdb:']).optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** An OTLP/HTTP receiver of traces (Jaeger, a Collector); unset: tracing is off (decision 0043). */
  OTEL_EXPORTER_OTLP_ENDPOINT: url(['http:', 'https:']).optional(),
  /** How the spans are encoded: protobuf (OTLP's default) or JSON; gRPC is not offered. */
  OTEL_EXPORTER_OTLP_PROTOCOL: z.enum(['http/protobuf', 'http/json']).default('http/protobuf'),
  /**
   * This instance's name among several on one database (PostgreSQL's application_name of its
   * worker-lease connections, shown by `ops projections status`); default: host-pid-random.
   */
  INSTANCE_ID: z
    .string()
    .regex(/^[\w.-]{1,63}$/, 'must be 1 to 63 letters, digits, dots, dashes or underscores')
    .default(() => {
      const host = hostname()
        .replace(/[^\w.-]/g, '-')
        .slice(0, 40);
      return `${host}-${process.pid}-${randomBytes(3).toString('hex')}`;
    }),
  /** How long a command's response waits for the read models to catch up. */
  READ_MODEL_WAIT_MS: z.coerce.number().int().min(0).max(60000).default(5000),
  /** How long POST /job/{id}/import waits for the provider's answer before answering 202. */
  IMPORT_WAIT_MS: z.coerce.number().int().min(0).max(120000).default(15000),
  FRONTEND_DIST: z
    .string()
    .min(1)
    .default(resolve(REPOSITORY_ROOT, 'frontend', 'dist')),
  /** Signs session tokens; generated once into DATA_DIR when unset. */
  JWT_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  /**
   * Encrypts secrets kept in the database (webhook signing secrets, the audit signing key), the
   * same on every instance: 32 bytes as 64 hex characters; generated once into DATA_DIR when unset
   * (decision 0059).
   */
  SECRETS_KEY: z
    .string()
    .regex(/^[0-9a-f]{64}$/i, 'must be 32 bytes as 64 hex characters (openssl rand -hex 32)')
    .optional(),
  /** Session token lifetime in seconds. */
  JWT_TTL_SECONDS: z.coerce
    .number()
    .int()
    .min(60)
    .max(30 * 24 * 3600)
    .default(8 * 3600),
  /** The address the app is reached at, for links in e-mails. */
  PUBLIC_URL: z.string().url().optional(),
  /** The provider's second API (contacts, locations, API keys); unset: a local sandbox is started. */
  PROVIDER_API_URL: url(['http:', 'https:']).optional(),
  /** The application's own key for the provider's API; required with PROVIDER_API_URL. */
  PROVIDER_API_KEY: z.string().min(1).optional(),
  /** Port of the local provider sandbox when PROVIDER_API_URL is unset (default: a free port). */
  PROVIDER_SANDBOX_PORT: z.coerce.number().int().min(0).max(65535).optional(),
  /** The provider's page of a notice job, holding {directNo}; unset: the sandbox's page, if any. */
  PROVIDER_PORTAL_URL: url(['http:', 'https:'])
    .refine((value) => value.includes(DIRECT_NO_PLACEHOLDER), { message: 'must hold {directNo}' })
    .optional(),
  /** How long one call to the provider's API may take. */
  PROVIDER_TIMEOUT_MS: z.coerce.number().int().min(100).max(120000).default(10000),
  /** Google Maps Platform web services (autocomplete, geocoding); unset: the local sandbox. */
  GEOCODING_API_URL: url(['http:', 'https:']).optional(),
  GEOCODING_API_KEY: z.string().min(1).optional(),
  /** ReportAll USA's parcel API; unset: the local sandbox. */
  PARCEL_API_URL: url(['http:', 'https:']).optional(),
  PARCEL_API_KEY: z.string().min(1).optional(),
  /** Port of the local maps and parcel sandbox when either URL is unset (default: a free port). */
  LOOKUP_SANDBOX_PORT: z.coerce.number().int().min(0).max(65535).optional(),
  /** How long one call to the maps or parcel service may take. */
  LOOKUP_TIMEOUT_MS: z.coerce.number().int().min(100).max(60000).default(5000),
  /** The property map's tile images (`https://host/{z}/{x}/{y}.png`); unset: outlines only. */
  MAP_TILE_URL: url(['http:', 'https:'])
    .refine((value) => ['{z}', '{x}', '{y}'].every((part) => value.includes(part)), {
      message: 'must hold {z}, {x} and {y}',
    })
    // The host goes into the CSP's img-src: a plain name ({s}. for Leaflet's subdomains).
    .refine(
      (value) => /^(\{s\}\.)?[a-z0-9.-]+(:\d+)?$/i.test(decodeURIComponent(new URL(value).host)),
      {
        message: 'must name a plain host ({s}. allowed first)',
      },
    )
    .optional(),
  /** The credit the tile server asks for (e.g. '© OpenStreetMap contributors'). */
  MAP_TILE_ATTRIBUTION: z.string().min(1).max(300).optional(),
  /** An SMTP server (`smtp://user:pass@host:587`); without it a local catcher keeps the e-mails. */
  SMTP_URL: url(['smtp:', 'smtps:']).optional(),
  /** Port of the local e-mail catcher (a free one is taken when it is busy). */
  SMTP_PORT: port.default(1025),
  /** The local webhook receiver (decision 0049): 'false' where the deployment has none. */
  LOCAL_WEBHOOK_RECEIVER: z
    .enum(['true', 'false'])
    .default('true')
    .transform((value) => value === 'true'),
  /** Port of the local webhook receiver (a free one is taken when it is busy). */
  WEBHOOK_RECEIVER_PORT: port.default(1026),
  /** The sender of the app's own e-mails (password reset). */
  MAIL_FROM: z.string().min(3).default('Job Intake <no-reply@job-intake.local>'),
  /** The page footer's support phone and e-mail and the provider's postal address (GET /config). */
  SUPPORT_PHONE: z.string().trim().min(1).max(40).default('(440) 555-0100'),
  SUPPORT_EMAIL: z.string().trim().email().max(254).default('support@job-intake.local'),
  PROVIDER_POSTAL_ADDRESS: z
    .string()
    .trim()
    .min(1)
    .max(300)
    .default('Job Intake Services, 100 Provider Way, Mentor, OH 44060'),
  /** Operators' bearer token for GET /metrics (Prometheus); unset: no metrics at all (404). */
  METRICS_TOKEN: z.string().min(16, 'must be at least 16 characters').optional(),
  /** Swagger UI for anyone at /api/v1/docs; otherwise only super admins get /api/v1/openapi.json. */
  API_DOCS_PUBLIC: z
    .enum(['true', 'false'])
    .default('false')
    .transform((value) => value === 'true'),
  /**
   * Webhook endpoints may be http and resolve to private, loopback or link-local addresses: for
   * tests, the sandbox and the local receiver of the default set-up only (decision 0048).
   */
  WEBHOOKS_ALLOW_PRIVATE: z
    .enum(['true', 'false'])
    .default('false')
    .transform((value) => value === 'true'),
  /**
   * Days the webhook events (what Replay reads) and the finished deliveries (the delivery log) are
   * kept; at least two, as a delivery is retried for a day (decision 0058).
   */
  WEBHOOK_RETENTION_DAYS: z.coerce.number().int().min(2).max(3650).default(30),
  /** Reset and registration requests allowed per client address and minute. */
  AUTH_RATE_LIMIT: z.coerce.number().int().min(1).max(100000).default(10),
  /** Requests one API token may make a minute, counted per token on every instance together. */
  API_TOKEN_RATE_LIMIT: z.coerce.number().int().min(1).max(100000).default(600),
  /** Failed sign-ins per client address before each further one must wait (decision 0013). */
  SIGN_IN_FAILURES_PER_ADDRESS: z.coerce.number().int().min(1).max(100000).default(100),
  /** Express's `trust proxy`: which proxies' X-Forwarded-For is believed; default: none. */
  TRUST_PROXY: trustProxySchema.default('false'),
  /** The public new-job form's captcha: ALTCHA (self-hosted proof of work) or Google reCAPTCHA. */
  CAPTCHA_PROVIDER: z.enum(['altcha', 'recaptcha']).default('altcha'),
  /** Signs ALTCHA challenges; unset: derived from the session token key. */
  ALTCHA_HMAC_KEY: z.string().min(32, 'must be at least 32 characters').optional(),
  /** PBKDF2 iterations of one ALTCHA attempt: the work a browser does per try. */
  ALTCHA_COST: z.coerce.number().int().min(1).max(1_000_000).default(5000),
  /**
   * The Ed25519 private key that signs audit records (PKCS#8, PEM or base64 DER), the same on every
   * instance; unset: generated once and kept in the database (decision 0046).
   */
  AUDIT_SIGNING_KEY: z.string().min(1).optional(),
  /** MB one client address may upload to public forms in 24 hours (decision 0031). */
  PUBLIC_UPLOAD_MB_PER_ADDRESS: z.coerce.number().int().min(1).max(1_000_000).default(200),
  /** MB one public form may take in 24 hours, from every address together. */
  PUBLIC_UPLOAD_MB_PER_FORM: z.coerce.number().int().min(1).max(1_000_000).default(2048),
  /** MB of public-form uploads no job took yet; past it the oldest are removed first. */
  PUBLIC_UPLOAD_UNCLAIMED_MB: z.coerce.number().int().min(1).max(10_000_000).default(5120),
  /** Jobs one public form may create in 24 hours, from every address together (decision 0031). */
  PUBLIC_JOBS_PER_FORM_PER_DAY: z.coerce.number().int().min(1).max(1_000_000).default(500),
  /** Saves (drafts and Submit Form) one share link takes in 24 hours, from every address together. */
  LINK_SAVES_PER_DAY: z.coerce.number().int().min(1).max(1_000_000).default(500),
  /** MB of answers one share link takes in 24 hours, from every address together. */
  LINK_ANSWERS_MB_PER_DAY: z.coerce.number().int().min(1).max(100_000).default(20),
  RECAPTCHA_SITE_KEY: z.string().min(1).optional(),
  RECAPTCHA_SECRET: z.string().min(1).optional(),
  RECAPTCHA_VERIFY_URL: url(['http:', 'https:']).default(
    'https://www.google.com/recaptcha/api/siteverify',
  ),
  /** Where uploads live: the local disk under DATA_DIR/uploads, or an S3-compatible bucket. */
  FILE_STORAGE: z.enum(['local', 's3']).default('local'),
  S3_BUCKET: z.string().min(3).max(63).optional(),
  /** An S3-compatible server (MinIO); unset: AWS S3 itself. */
  S3_ENDPOINT: url(['http:', 'https:']).optional(),
  S3_REGION: z.string().min(1).default('us-east-1'),
  /** Unset (both): the AWS SDK's own credential chain. */
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
});

/** reCAPTCHA needs both of its keys; a bucket needs its name, and its keys come in pairs. */
const checkedSchema = schema.superRefine((config, context) => {
  const require = (keys: readonly (keyof AppConfig)[], message: string) => {
    for (const key of keys)
      if (!config[key]) context.addIssue({ code: 'custom', path: [key], message });
  };
  if (config.CAPTCHA_PROVIDER === 'recaptcha')
    require(['RECAPTCHA_SITE_KEY', 'RECAPTCHA_SECRET'], 'required with CAPTCHA_PROVIDER=recaptcha');
  if (config.FILE_STORAGE === 's3') require(['S3_BUCKET'], 'required with FILE_STORAGE=s3');
  if (config.S3_ACCESS_KEY_ID || config.S3_SECRET_ACCESS_KEY)
    require(['S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'], 'S3 keys come in pairs: set both');
});

export type AppConfig = z.infer<typeof schema>;

export class InvalidConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((problem) => `  - ${problem}`).join('\n')}`);
    this.name = 'InvalidConfigError';
  }
}

/** Reads the configuration from the environment; every bad value is named in one error. */
export function loadConfig(env: NodeJS.ProcessEnv): AppConfig {
  const emptyAsUnset = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== ''));
  const parsed = checkedSchema.safeParse(emptyAsUnset);
  if (parsed.success) return parsed.data;
  throw new InvalidConfigError(
    parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`),
  );
}

export const APP_CONFIG = Symbol('APP_CONFIG');
/** The database's connection URL (the embedded server's when DATABASE_URL is not set). */
export const DATABASE_URL = Symbol('DATABASE_URL');
