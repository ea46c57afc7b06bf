import { z } from 'zod';

/**
 * The whole environment the server reads, checked once at start (see .env.example and the README's table).
 * Every message names its variable, so a bad deployment stops with a line that says what to fix.
 * An empty value counts as unset, as in `.env.example`.
 */

const unsetIfEmpty = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? undefined : value);
const optional = <T extends z.ZodType>(schema: T) => z.preprocess(unsetIfEmpty, schema.optional());

const text = (name: string) => z.string({ error: `${name} must be text` });
const oneOf = <const T extends readonly [string, ...string[]]>(name: string, values: T) =>
  z.enum(values, { error: `${name} must be one of ${values.join(', ')}` });

function isUrl(value: string, protocols: string[]): boolean {
  try {
    return protocols.includes(new URL(value).protocol);
  } catch {
    return false;
  }
}

const httpUrl = (name: string) =>
  text(name).refine((v) => isUrl(v, ['http:', 'https:']), `${name} must be an http:// or https:// URL`);

export const envSchema = z
  .object({
    NODE_ENV: optional(oneOf('NODE_ENV', ['development', 'production', 'test'])),
    PORT: optional(
      z.coerce
        .number({ error: 'PORT must be a whole number from 0 to 65535' })
        .int()
        .min(0)
        .max(65_535, 'PORT must be a whole number from 0 to 65535'),
    ),
    BASE_URL: optional(httpUrl('BASE_URL')),
    TRUSTED_ORIGINS: optional(
      text('TRUSTED_ORIGINS').refine(
        (v) => v.split(',').every((origin) => origin.trim() === '' || isUrl(origin.trim(), ['http:', 'https:'])),
        'TRUSTED_ORIGINS must be a comma-separated list of http:// or https:// origins',
      ),
    ),
    DATABASE_URL: optional(
      text('DATABASE_URL').regex(/^postgres(ql)?:\/\/\S+$/, 'DATABASE_URL must start with postgres:// or postgresql://'),
    ),
    DATA_DIR: optional(text('DATA_DIR')),
    PGLITE_DIR: optional(text('PGLITE_DIR')),
    UPLOAD_DIR: optional(text('UPLOAD_DIR')),
    S3_BUCKET: optional(
      text('S3_BUCKET').regex(
        /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/,
        'S3_BUCKET must be a bucket name: 3 to 63 lowercase letters, digits, dots or hyphens',
      ),
    ),
    S3_ENDPOINT: optional(httpUrl('S3_ENDPOINT')),
    S3_REGION: optional(text('S3_REGION').regex(/^[a-z0-9-]+$/, 'S3_REGION must be a region name, e.g. eu-west-2')),
    S3_ACCESS_KEY_ID: optional(text('S3_ACCESS_KEY_ID')),
    S3_SECRET_ACCESS_KEY: optional(text('S3_SECRET_ACCESS_KEY')),
    S3_FORCE_PATH_STYLE: optional(oneOf('S3_FORCE_PATH_STYLE', ['true', 'false'])),
    BETTER_AUTH_SECRET: optional(text('BETTER_AUTH_SECRET')),
    SMTP_URL: optional(
      text('SMTP_URL').refine((v) => isUrl(v, ['smtp:', 'smtps:']), 'SMTP_URL must start with smtp:// or smtps://'),
    ),
    MAIL_TRANSPORT: optional(oneOf('MAIL_TRANSPORT', ['smtp', 'log'])),
    MAIL_FROM: optional(text('MAIL_FROM')),
    BANK_ACCOUNT_NAME: optional(text('BANK_ACCOUNT_NAME')),
    BANK_SORT_CODE: optional(text('BANK_SORT_CODE').regex(/^\d{2}-\d{2}-\d{2}$/, 'BANK_SORT_CODE must look like 04-00-04')),
    BANK_ACCOUNT_NUMBER: optional(text('BANK_ACCOUNT_NUMBER').regex(/^\d{8}$/, 'BANK_ACCOUNT_NUMBER must be 8 digits')),
    SELLER_LEGAL_NAME: optional(text('SELLER_LEGAL_NAME')),
    SELLER_ADDRESS: optional(text('SELLER_ADDRESS')),
    SELLER_VAT_NUMBER: optional(text('SELLER_VAT_NUMBER')),
    SELLER_COMPANY_NUMBER: optional(text('SELLER_COMPANY_NUMBER')),
    SELLER_EMAIL: optional(z.email({ error: 'SELLER_EMAIL must be an email address, e.g. hello@example.co.uk' })),
    SELLER_PHONE: optional(
      text('SELLER_PHONE').regex(/^\+?[0-9 ()-]{6,20}$/, 'SELLER_PHONE must be a phone number, e.g. 01904 123456'),
    ),
    SELLER_TRADING_NAME: optional(text('SELLER_TRADING_NAME').max(80, 'SELLER_TRADING_NAME must be at most 80 characters')),
    TRUST_PROXY_IP_HEADER: optional(
      text('TRUST_PROXY_IP_HEADER').regex(/^[A-Za-z0-9-]+$/, 'TRUST_PROXY_IP_HEADER must be a header name, e.g. x-forwarded-for'),
    ),
    RATE_LIMIT: optional(oneOf('RATE_LIMIT', ['on', 'off'])),
    SEED_DEMO: optional(oneOf('SEED_DEMO', ['true', 'false'])),
    LOG_LEVEL: optional(oneOf('LOG_LEVEL', ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'])),
    JOB_RETRY_BASE_MS: optional(
      z.coerce
        .number({ error: 'JOB_RETRY_BASE_MS must be a positive whole number' })
        .int('JOB_RETRY_BASE_MS must be a positive whole number')
        .positive('JOB_RETRY_BASE_MS must be a positive whole number'),
    ),
    METRICS_TOKEN: optional(text('METRICS_TOKEN').min(16, 'METRICS_TOKEN must be at least 16 characters')),
    STRIPE_SECRET_KEY: optional(
      text('STRIPE_SECRET_KEY').regex(
        /^(sk|rk)_(test|live)_\S+$/,
        'STRIPE_SECRET_KEY must be a Stripe secret key (sk_test_… or sk_live_…)',
      ),
    ),
    STRIPE_PUBLISHABLE_KEY: optional(
      text('STRIPE_PUBLISHABLE_KEY').regex(
        /^pk_(test|live)_\S+$/,
        'STRIPE_PUBLISHABLE_KEY must be a Stripe publishable key (pk_test_… or pk_live_…)',
      ),
    ),
    STRIPE_WEBHOOK_SECRET: optional(
      text('STRIPE_WEBHOOK_SECRET').regex(/^whsec_\S+$/, 'STRIPE_WEBHOOK_SECRET must be a webhook signing secret (whsec_…)'),
    ),
    STRIPE_API_URL: optional(httpUrl('STRIPE_API_URL')),
  })
  .superRefine((env, ctx) => {
    if (env.NODE_ENV !== 'production') return;
    const problem = (message: string) => ctx.addIssue({ code: 'custom', message });
    if (!env.BETTER_AUTH_SECRET) problem('BETTER_AUTH_SECRET is required when NODE_ENV=production.');
    else if (env.BETTER_AUTH_SECRET.length < 32) problem('BETTER_AUTH_SECRET must be at least 32 characters.');
    if (!env.BASE_URL?.startsWith('https://'))
      problem('BASE_URL must be the https:// address of the shop when NODE_ENV=production.');
    if (!env.SMTP_URL && env.MAIL_TRANSPORT !== 'log')
      problem('SMTP_URL is required when NODE_ENV=production (or set MAIL_TRANSPORT=log to keep emails unsent in the outbox).');
    if (env.RATE_LIMIT === 'off') problem('RATE_LIMIT=off is not allowed when NODE_ENV=production.');
    // The metrics name routes, queue depths and order counts: not for anyone who finds the address.
    if (!env.METRICS_TOKEN)
      problem('METRICS_TOKEN is required when NODE_ENV=production (GET /metrics needs it as a Bearer token).');
    // Every VAT invoice names the seller: demo details would make it invalid.
    for (const name of ['SELLER_LEGAL_NAME', 'SELLER_ADDRESS', 'SELLER_VAT_NUMBER', 'SELLER_COMPANY_NUMBER'] as const) {
      if (!env[name]) problem(`${name} is required when NODE_ENV=production (it is printed on every VAT invoice).`);
    }
    // A shop selling online must give customers an email address that reaches the seller.
    if (!env.SELLER_EMAIL)
      problem('SELLER_EMAIL is required when NODE_ENV=production (it is shown on every page as the contact address).');
    // Card payments need all three keys: without the webhook secret no order could ever be confirmed paid.
    const stripeKeys = ['STRIPE_SECRET_KEY', 'STRIPE_PUBLISHABLE_KEY', 'STRIPE_WEBHOOK_SECRET'] as const;
    const missing = stripeKeys.filter((key) => !env[key]);
    if (missing.length > 0 && missing.length < stripeKeys.length) {
      problem(
        `Stripe is half configured: ${missing.join(', ')} ${missing.length === 1 ? 'is' : 'are'} missing. Set all of ${stripeKeys.join(', ')} or none.`,
      );
    }
  })
  .superRefine((env, ctx) => {
    if (env.MAIL_TRANSPORT === 'smtp' && !env.SMTP_URL)
      ctx.addIssue({ code: 'custom', message: 'SMTP_URL is required when MAIL_TRANSPORT=smtp.' });
  })
  .superRefine((env, ctx) => {
    // Half an object-storage configuration would quietly keep images on this instance's disk.
    const s3Settings = ['S3_ENDPOINT', 'S3_REGION', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY', 'S3_FORCE_PATH_STYLE'] as const;
    const given = s3Settings.filter((name) => env[name] !== undefined);
    if (!env.S3_BUCKET && given.length > 0)
      ctx.addIssue({
        code: 'custom',
        message: `S3_BUCKET is required when ${given.join(', ')} ${given.length > 1 ? 'are' : 'is'} set.`,
      });
    if (Boolean(env.S3_ACCESS_KEY_ID) !== Boolean(env.S3_SECRET_ACCESS_KEY))
      ctx.addIssue({
        code: 'custom',
        message: 'S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY must be set together (or neither, for an instance role).',
      });
  });

export type Env = z.infer<typeof envSchema>;

/** A condition the server cannot start under, explained in its message (a bad variable, the embedded database in use). */
export class StartupError extends Error {
  override name = 'StartupError';
}

/** A configuration the server must not start with; the message lists every problem, one per line. */
export class ConfigError extends StartupError {
  override name = 'ConfigError';
}

/** Checks the environment; throws ConfigError naming each bad variable. */
export function parseEnv(env: NodeJS.ProcessEnv): Env {
  const result = envSchema.safeParse(env);
  if (result.success) return result.data;
  const messages = [...new Set(result.error.issues.map((issue) => issue.message))];
  throw new ConfigError(messages.join('\n'));
}
