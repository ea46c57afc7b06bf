import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { SellerIdentity } from '../shared/seller';
import { type Env, parseEnv, StartupError } from './env';

/** The folder holding package.json: found by walking up, so it is the same from server/ and from the bundle in build/. */
export const PROJECT_ROOT = projectRootFrom(path.dirname(fileURLToPath(import.meta.url)));

/** The server-rendering module `npm run build` makes (`vite build --ssr src/entry-server.tsx`). */
export const SSR_ENTRY_FILE = path.join(PROJECT_ROOT, 'build', 'ssr', 'entry-server.js');

function projectRootFrom(start: string): string {
  for (let dir = start; ; dir = path.dirname(dir)) {
    if (existsSync(path.join(dir, 'package.json'))) return dir;
    if (path.dirname(dir) === dir) throw new Error(`no package.json above ${start}`);
  }
}

/** S3-compatible object storage for product images (S3_* variables; see server/storage/s3-image-store.ts). */
export type S3Settings = {
  bucket: string;
  /** Custom endpoint for S3-compatible services (MinIO, R2, …); unset means AWS. */
  endpoint?: string;
  region: string;
  accessKeyId?: string;
  secretAccessKey?: string;
  /** bucket in the path (endpoint/bucket/key) instead of the host name: MinIO and most S3-compatible services. */
  forcePathStyle: boolean;
};

export type AppConfig = {
  production: boolean;
  port: number;
  /** Public origin of the shop, e.g. http://localhost:3000; links in emails start with it. */
  baseUrl: string;
  /** Origins allowed to call the API with cookies (the base URL plus TRUSTED_ORIGINS). */
  trustedOrigins: string[];
  authSecret: string;
  /** PostgreSQL connection string; absent means the embedded database in pgliteDir. */
  databaseUrl?: string;
  dataDir: string;
  /** The embedded database's directory (PGLITE_DIR, default $DATA_DIR/pglite). */
  pgliteDir: string;
  /** DATA_DIR (or PGLITE_DIR) as configured, for messages: `.data` rather than an absolute path. */
  dataDirName: string;
  uploadDir: string;
  /** Object storage for product images; unset keeps them in uploadDir. */
  s3?: S3Settings;
  smtpUrl?: string;
  /** 'smtp' sends the outbox; 'log' keeps emails unsent in the outbox and logs one line per email. */
  mailTransport: 'smtp' | 'log';
  /** Log the links of unsent emails so a developer can follow them (development without SMTP only). */
  mailLogLinks: boolean;
  mailFrom: string;
  /** Seed demo catalogue and accounts on start (never in production). */
  seedDemo: boolean;
  /**
   * Header carrying the client IP for rate limiting. Behind a proxy (TRUST_PROXY_IP_HEADER set)
   * it is the header the proxy sets; otherwise the server writes the socket address into its own.
   */
  clientIpHeader: string;
  trustProxyIpHeader: boolean;
  /** better-auth rate limiting; on except where a test turns it off. */
  rateLimit: boolean;
  /** First retry delay of failed background jobs (doubling up to 1 h); JOB_RETRY_BASE_MS, for tests only. */
  jobRetryBaseMs: number;
  /** pino level; 'silent' turns logging off. */
  logLevel: string;
  /** Bearer token GET /metrics requires when set. */
  metricsToken?: string;
  /** Bank details printed on invoices for payment by bank transfer. */
  bank: { accountName: string; sortCode: string; accountNumber: string };
  /**
   * The seller as a UK VAT invoice and every page must name it (SELLER_*: demo values outside production, required
   * in it; the phone number is optional everywhere).
   */
  seller: SellerDetails;
  /** Card payments; null when the Stripe keys are not set (the shop then takes bank transfer only). */
  stripe: StripeConfig | null;
};

export type SellerDetails = SellerIdentity;

export type StripeConfig = {
  secretKey: string;
  publishableKey: string;
  webhookSecret: string;
  /** Another API base for the SDK (a local Stripe double such as stripe-mock); unset: api.stripe.com. */
  apiUrl?: string;
};

/** All three keys, or none (bank transfer only); env.ts refuses a half set in production. */
function stripeFrom(env: Env): StripeConfig | null {
  if (!env.STRIPE_SECRET_KEY || !env.STRIPE_PUBLISHABLE_KEY || !env.STRIPE_WEBHOOK_SECRET) return null;
  return {
    secretKey: env.STRIPE_SECRET_KEY,
    publishableKey: env.STRIPE_PUBLISHABLE_KEY,
    webhookSecret: env.STRIPE_WEBHOOK_SECRET,
    apiUrl: env.STRIPE_API_URL,
  };
}

/**
 * Reads configuration from the environment (see .env.example), checked by the zod schema in ./env:
 * throws ConfigError naming every bad variable.
 */
export function loadConfig(rawEnv: NodeJS.ProcessEnv = process.env): AppConfig {
  const env = parseEnv(rawEnv);
  const production = env.NODE_ENV === 'production';
  const port = env.PORT ?? 3000;
  const baseUrl = (env.BASE_URL ?? `http://localhost:${port}`).replace(/\/$/, '');
  const dataDirName = env.PGLITE_DIR ?? env.DATA_DIR ?? '.data';
  const dataDir = path.resolve(PROJECT_ROOT, env.DATA_DIR ?? '.data');
  const extraOrigins = (env.TRUSTED_ORIGINS ?? '')
    .split(',')
    .map((o) => o.trim())
    .filter(Boolean);
  const mailTransport = env.MAIL_TRANSPORT ?? (env.SMTP_URL ? 'smtp' : 'log');
  return {
    production,
    port,
    baseUrl,
    trustedOrigins: [new URL(baseUrl).origin, ...extraOrigins],
    authSecret: resolveAuthSecret(env.BETTER_AUTH_SECRET, dataDir),
    databaseUrl: env.DATABASE_URL,
    dataDir,
    pgliteDir: env.PGLITE_DIR ? path.resolve(PROJECT_ROOT, env.PGLITE_DIR) : path.join(dataDir, 'pglite'),
    dataDirName,
    uploadDir: path.resolve(PROJECT_ROOT, env.UPLOAD_DIR ?? path.join(dataDir, 'uploads')),
    s3: env.S3_BUCKET
      ? {
          bucket: env.S3_BUCKET,
          endpoint: env.S3_ENDPOINT,
          region: env.S3_REGION ?? 'us-east-1',
          accessKeyId: env.S3_ACCESS_KEY_ID,
          secretAccessKey: env.S3_SECRET_ACCESS_KEY,
          forcePathStyle: env.S3_FORCE_PATH_STYLE === 'true',
        }
      : undefined,
    smtpUrl: mailTransport === 'smtp' ? env.SMTP_URL : undefined,
    mailTransport,
    // An explicit MAIL_TRANSPORT=log never prints token links, nor does production (the schema requires one of the two there).
    mailLogLinks: !production && mailTransport === 'log' && env.MAIL_TRANSPORT !== 'log',
    mailFrom: env.MAIL_FROM ?? 'Royal Biltong <orders@royalbiltong.co.uk>',
    seedDemo: !production && env.SEED_DEMO !== 'false',
    clientIpHeader: env.TRUST_PROXY_IP_HEADER || 'x-shop-client-ip',
    trustProxyIpHeader: Boolean(env.TRUST_PROXY_IP_HEADER),
    rateLimit: env.RATE_LIMIT !== 'off',
    jobRetryBaseMs: env.JOB_RETRY_BASE_MS ?? 30_000,
    logLevel: env.LOG_LEVEL ?? 'info',
    metricsToken: env.METRICS_TOKEN,
    bank: {
      accountName: env.BANK_ACCOUNT_NAME ?? 'Royal Biltong Ltd',
      sortCode: env.BANK_SORT_CODE ?? '04-00-04',
      accountNumber: env.BANK_ACCOUNT_NUMBER ?? '12345678',
    },
    seller: {
      legalName: env.SELLER_LEGAL_NAME ?? 'Royal Biltong Ltd',
      // One line per comma: 'Unit 3, Castle Yard, York YO1 7HH'.
      address: (env.SELLER_ADDRESS ?? 'Unit 3, The Smokehouse, Castle Yard, York YO1 7HH, United Kingdom')
        .split(',')
        .map((line) => line.trim())
        .filter(Boolean),
      vatNumber: env.SELLER_VAT_NUMBER ?? 'GB 123 4567 89',
      companyNumber: env.SELLER_COMPANY_NUMBER ?? '01234567',
      email: env.SELLER_EMAIL ?? 'hello@royalbiltong.co.uk',
      phone: env.SELLER_PHONE ?? null,
      tradingName: env.SELLER_TRADING_NAME ?? 'Royal Biltong',
    },
    stripe: stripeFrom(env),
  };
}

/** Production supplies BETTER_AUTH_SECRET (the schema insists); development keeps a generated one in the data dir. */
function resolveAuthSecret(fromEnv: string | undefined, dataDir: string): string {
  if (fromEnv) return fromEnv;
  const file = path.join(dataDir, 'dev-auth-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(32).toString('hex');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

/** loadConfig for the command-line entry points: a bad variable prints its message and exits with 1. */
export function loadConfigOrExit(env: NodeJS.ProcessEnv = process.env): AppConfig {
  try {
    return loadConfig(env);
  } catch (error) {
    return exitOnStartupError(error);
  }
}

/**
 * For the command-line entry points: a StartupError (a bad variable, the embedded database in use) prints its
 * message and exits with 1 instead of a stack trace; anything else is rethrown.
 */
export function exitOnStartupError(error: unknown): never {
  if (error instanceof StartupError) {
    process.stderr.write(`${error.message}\n`);
    process.exit(1);
  }
  throw error;
}
