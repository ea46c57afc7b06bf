import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The folder holding package.json: found by walking up, so it is the same from server/ and from the bundle in build/. */
export const PROJECT_ROOT = projectRootFrom(path.dirname(fileURLToPath(import.meta.url)));

function projectRootFrom(start: string): string {
  for (let dir = start; ; dir = path.dirname(dir)) {
    if (existsSync(path.join(dir, 'package.json'))) return dir;
    if (path.dirname(dir) === dir) throw new Error(`no package.json above ${start}`);
  }
}

export type AppConfig = {
  production: boolean;
  port: number;
  /** Public origin of the shop, e.g. http://localhost:3000; links in emails start with it. */
  baseUrl: string;
  /** Origins allowed to call the API with cookies (the base URL plus TRUSTED_ORIGINS). */
  trustedOrigins: string[];
  authSecret: string;
  dataDir: string;
  uploadDir: string;
  smtpUrl?: string;
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
  /** Bank details printed on invoices for payment by bank transfer. */
  bank: { accountName: string; sortCode: string; accountNumber: string };
};

/** Reads configuration from the environment (see .env.example). */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const production = env.NODE_ENV === 'production';
  const port = Number(env.PORT ?? 3000);
  const baseUrl = (env.BASE_URL ?? `http://localhost:${port}`).replace(/\/$/, '');
  const dataDir = path.resolve(PROJECT_ROOT, env.DATA_DIR ?? '.data');
  const extraOrigins = (env.TRUSTED_ORIGINS ?? '')
    .split(',')
    .map((o) => o.trim())
    .filter(Boolean);
  return {
    production,
    port,
    baseUrl,
    trustedOrigins: [new URL(baseUrl).origin, ...extraOrigins],
    authSecret: resolveAuthSecret(env, production, dataDir),
    dataDir,
    uploadDir: path.resolve(PROJECT_ROOT, env.UPLOAD_DIR ?? path.join(dataDir, 'uploads')),
    smtpUrl: env.SMTP_URL || undefined,
    mailFrom: env.MAIL_FROM ?? 'Royal Biltong <orders@royalbiltong.co.uk>',
    seedDemo: !production && env.SEED_DEMO !== 'false',
    clientIpHeader: env.TRUST_PROXY_IP_HEADER || 'x-shop-client-ip',
    trustProxyIpHeader: Boolean(env.TRUST_PROXY_IP_HEADER),
    rateLimit: env.RATE_LIMIT !== 'off',
    jobRetryBaseMs: positiveInteger('JOB_RETRY_BASE_MS', env.JOB_RETRY_BASE_MS) ?? 30_000,
    bank: {
      accountName: env.BANK_ACCOUNT_NAME ?? 'Royal Biltong Ltd',
      sortCode: env.BANK_SORT_CODE ?? '04-00-04',
      accountNumber: env.BANK_ACCOUNT_NUMBER ?? '12345678',
    },
  };
}

function positiveInteger(name: string, value: string | undefined): number | undefined {
  if (value === undefined || value === '') return undefined;
  const number = Number(value);
  if (!Number.isInteger(number) || number <= 0) throw new Error(`${name} must be a positive whole number.`);
  return number;
}

/** Production must supply BETTER_AUTH_SECRET; development keeps a generated one in the data dir. */
function resolveAuthSecret(env: NodeJS.ProcessEnv, production: boolean, dataDir: string): string {
  const fromEnv = env.BETTER_AUTH_SECRET;
  if (fromEnv) {
    if (production && fromEnv.length < 32) throw new Error('BETTER_AUTH_SECRET must be at least 32 characters.');
    return fromEnv;
  }
  if (production) throw new Error('BETTER_AUTH_SECRET is required when NODE_ENV=production.');
  const file = path.join(dataDir, 'dev-auth-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(32).toString('hex');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}
