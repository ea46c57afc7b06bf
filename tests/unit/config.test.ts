import { spawnSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig, PROJECT_ROOT } from '../../server/config';
import { databaseTarget } from '../../server/db/client';

const scratchDir = () => mkdtempSync(path.join(tmpdir(), 'shop-config-'));
const production = {
  NODE_ENV: 'production',
  BETTER_AUTH_SECRET: 'x'.repeat(40),
  BASE_URL: 'https://shop.example',
  SMTP_URL: 'smtp://mail.example:587',
  SELLER_LEGAL_NAME: 'Acme Biltong Ltd',
  SELLER_ADDRESS: '1 Main Street, Leeds LS1 1AA',
  SELLER_VAT_NUMBER: 'GB 999 9999 99',
  SELLER_COMPANY_NUMBER: '09999999',
  SELLER_EMAIL: 'hello@acme-biltong.example',
  METRICS_TOKEN: 'a-metrics-token-for-the-test',
};

import { stripeOptions } from '../../server/modules/payment/stripe-client';
import { nextDunningAttempt } from '../../shared/payments';

describe('configuration', () => {
  it('requires a strong BETTER_AUTH_SECRET in production', () => {
    expect(() => loadConfig({ ...production, BETTER_AUTH_SECRET: undefined })).toThrow('BETTER_AUTH_SECRET is required');
    expect(() => loadConfig({ ...production, BETTER_AUTH_SECRET: 'short' })).toThrow('at least 32');
    expect(loadConfig(production).seedDemo).toBe(false);
  });

  it('requires the seller details in production and uses demo ones in development', () => {
    expect(() => loadConfig({ ...production, SELLER_LEGAL_NAME: undefined, SELLER_COMPANY_NUMBER: '' })).toThrow(
      'SELLER_LEGAL_NAME is required when NODE_ENV=production (it is printed on every VAT invoice).\nSELLER_COMPANY_NUMBER is required',
    );
    expect(loadConfig(production).seller).toEqual({
      legalName: 'Acme Biltong Ltd',
      address: ['1 Main Street', 'Leeds LS1 1AA'],
      vatNumber: 'GB 999 9999 99',
      companyNumber: '09999999',
      email: 'hello@acme-biltong.example',
      phone: null,
      tradingName: 'Royal Biltong',
    });
    const dev = loadConfig({ DATA_DIR: scratchDir() }).seller;
    expect(dev).toMatchObject({ legalName: 'Royal Biltong Ltd', companyNumber: '01234567', vatNumber: 'GB 123 4567 89' });
  });

  it('requires the customer contact email in production; the phone and trading name are optional', () => {
    expect(() => loadConfig({ ...production, SELLER_EMAIL: '' })).toThrow(
      'SELLER_EMAIL is required when NODE_ENV=production (it is shown on every page as the contact address).',
    );
    expect(() => loadConfig({ ...production, SELLER_EMAIL: 'not an address' })).toThrow('SELLER_EMAIL must be an email address');
    expect(() => loadConfig({ ...production, SELLER_PHONE: 'call us' })).toThrow('SELLER_PHONE must be a phone number');
    expect(loadConfig({ ...production, SELLER_PHONE: '+44 (0)1904 123456', SELLER_TRADING_NAME: 'Acme' }).seller).toMatchObject({
      phone: '+44 (0)1904 123456',
      tradingName: 'Acme',
      legalName: 'Acme Biltong Ltd',
    });
    // Development needs none of them: a demo address, no phone, the default trading name.
    expect(loadConfig({ DATA_DIR: scratchDir() }).seller).toMatchObject({
      email: 'hello@royalbiltong.co.uk',
      phone: null,
      tradingName: 'Royal Biltong',
    });
  });

  it('requires METRICS_TOKEN in production, naming it', () => {
    expect(() => loadConfig({ ...production, METRICS_TOKEN: undefined })).toThrow(
      'METRICS_TOKEN is required when NODE_ENV=production',
    );
    expect(() => loadConfig({ ...production, METRICS_TOKEN: 'short' })).toThrow('METRICS_TOKEN must be at least 16 characters');
    expect(loadConfig({ ...production, NODE_ENV: 'development', METRICS_TOKEN: undefined }).metricsToken).toBeUndefined();
  });

  it('requires an https BASE_URL in production', () => {
    expect(() => loadConfig({ ...production, BASE_URL: undefined })).toThrow('BASE_URL must be the https:// address');
    expect(() => loadConfig({ ...production, BASE_URL: 'http://shop.example' })).toThrow('BASE_URL must be the https://');
    expect(() => loadConfig({ ...production, BASE_URL: 'not a url' })).toThrow('BASE_URL must be an http:// or https:// URL');
  });

  it('requires SMTP_URL in production, or an explicit MAIL_TRANSPORT=log that never logs links', () => {
    expect(() => loadConfig({ ...production, SMTP_URL: undefined })).toThrow('SMTP_URL is required when NODE_ENV=production');
    expect(() => loadConfig({ ...production, SMTP_URL: '' })).toThrow('SMTP_URL is required');
    expect(() => loadConfig({ ...production, SMTP_URL: 'http://mail.example' })).toThrow(
      'SMTP_URL must start with smtp:// or smtps://',
    );
    const logged = loadConfig({ ...production, SMTP_URL: undefined, MAIL_TRANSPORT: 'log' });
    expect(logged).toMatchObject({ mailTransport: 'log', mailLogLinks: false, smtpUrl: undefined });
    expect(loadConfig(production)).toMatchObject({ mailTransport: 'smtp', smtpUrl: 'smtp://mail.example:587' });
  });

  it('logs email links only in development without SMTP and without an explicit MAIL_TRANSPORT=log', () => {
    const dataDir = scratchDir();
    expect(loadConfig({ DATA_DIR: dataDir }).mailLogLinks).toBe(true);
    expect(loadConfig({ DATA_DIR: dataDir, MAIL_TRANSPORT: 'log' }).mailLogLinks).toBe(false);
    expect(loadConfig({ DATA_DIR: dataDir, SMTP_URL: 'smtp://localhost:2525' }).mailLogLinks).toBe(false);
    expect(() => loadConfig({ DATA_DIR: dataDir, MAIL_TRANSPORT: 'smtp' })).toThrow(
      'SMTP_URL is required when MAIL_TRANSPORT=smtp',
    );
  });

  it('names each bad variable, all at once', () => {
    const dataDir = scratchDir();
    expect(() => loadConfig({ DATA_DIR: dataDir, DATABASE_URL: 'mysql://u@h/db' })).toThrow(
      'DATABASE_URL must start with postgres:// or postgresql://',
    );
    expect(() => loadConfig({ DATA_DIR: dataDir, PORT: '80a' })).toThrow('PORT must be a whole number from 0 to 65535');
    expect(() => loadConfig({ DATA_DIR: dataDir, PORT: '70000' })).toThrow('PORT must be a whole number');
    expect(() => loadConfig({ DATA_DIR: dataDir, NODE_ENV: 'staging' })).toThrow('NODE_ENV must be one of');
    expect(() => loadConfig({ DATA_DIR: dataDir, RATE_LIMIT: 'no' })).toThrow('RATE_LIMIT must be one of on, off');
    expect(() => loadConfig({ ...production, RATE_LIMIT: 'off' })).toThrow('RATE_LIMIT=off is not allowed');
    expect(() => loadConfig({ DATA_DIR: dataDir, METRICS_TOKEN: 'short' })).toThrow('METRICS_TOKEN must be at least 16');
    expect(() => loadConfig({ DATA_DIR: dataDir, TRUSTED_ORIGINS: 'https://a.example, nope' })).toThrow('TRUSTED_ORIGINS');
    let message = '';
    try {
      loadConfig({ DATA_DIR: dataDir, DATABASE_URL: 'mysql://u@h/db', LOG_LEVEL: 'loud' });
    } catch (error) {
      message = (error as Error).message;
    }
    expect(message.split('\n')).toEqual([
      'DATABASE_URL must start with postgres:// or postgresql://',
      'LOG_LEVEL must be one of fatal, error, warn, info, debug, trace, silent',
    ]);
  });

  it('treats empty values as unset, as .env.example writes them', () => {
    const config = loadConfig({ DATA_DIR: scratchDir(), DATABASE_URL: '', PORT: '', SMTP_URL: '', METRICS_TOKEN: '' });
    expect(config).toMatchObject({ port: 3000, databaseUrl: undefined, smtpUrl: undefined, metricsToken: undefined });
  });

  it('generates and keeps a development secret in the data directory', () => {
    const dataDir = scratchDir();
    const first = loadConfig({ DATA_DIR: dataDir });
    const second = loadConfig({ DATA_DIR: dataDir });
    expect(first.authSecret).toHaveLength(64);
    expect(second.authSecret).toBe(first.authSecret);
  });

  it('chooses PostgreSQL from DATABASE_URL and embedded PGlite otherwise', () => {
    const dataDir = scratchDir();
    expect(databaseTarget(loadConfig({ DATA_DIR: dataDir, DATABASE_URL: 'postgresql://u@h:5432/db' }))).toEqual({
      kind: 'postgres',
      url: 'postgresql://u@h:5432/db',
    });
    expect(databaseTarget(loadConfig({ DATA_DIR: dataDir }))).toEqual({
      kind: 'pglite',
      dataDir: path.join(dataDir, 'pglite'),
      dataDirName: dataDir,
    });
    expect(databaseTarget(loadConfig({ DATA_DIR: dataDir, PGLITE_DIR: '.data/restored' }))).toEqual({
      kind: 'pglite',
      dataDir: path.join(PROJECT_ROOT, '.data/restored'),
      dataDirName: '.data/restored',
    });
  });

  it('keeps product images in UPLOAD_DIR unless S3_BUCKET is set, and refuses half an object-storage setting', () => {
    const dataDir = scratchDir();
    expect(loadConfig({ DATA_DIR: dataDir }).s3).toBeUndefined();
    expect(loadConfig({ DATA_DIR: dataDir, S3_BUCKET: 'shop-images' }).s3).toEqual({
      bucket: 'shop-images',
      region: 'us-east-1',
      forcePathStyle: false,
    });
    const minio = {
      DATA_DIR: dataDir,
      S3_BUCKET: 'shop-images',
      S3_ENDPOINT: 'http://minio.internal:9000',
      S3_REGION: 'eu-west-2',
      S3_ACCESS_KEY_ID: 'key',
      S3_SECRET_ACCESS_KEY: 'secret',
      S3_FORCE_PATH_STYLE: 'true',
    };
    expect(loadConfig(minio).s3).toEqual({
      bucket: 'shop-images',
      endpoint: 'http://minio.internal:9000',
      region: 'eu-west-2',
      accessKeyId: 'key',
      secretAccessKey: 'secret',
      forcePathStyle: true,
    });
    expect(() => loadConfig({ ...minio, S3_BUCKET: '' })).toThrow(
      'S3_BUCKET is required when S3_ENDPOINT, S3_REGION, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY, S3_FORCE_PATH_STYLE are set.',
    );
    expect(() => loadConfig({ DATA_DIR: dataDir, S3_REGION: 'eu-west-2' })).toThrow(
      'S3_BUCKET is required when S3_REGION is set.',
    );
    expect(() => loadConfig({ ...minio, S3_SECRET_ACCESS_KEY: undefined })).toThrow(
      'S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY must be set together',
    );
    expect(() => loadConfig({ ...minio, S3_BUCKET: 'Shop_Images' })).toThrow('S3_BUCKET must be a bucket name');
    expect(() => loadConfig({ ...minio, S3_ENDPOINT: 'minio:9000' })).toThrow('S3_ENDPOINT must be an http:// or https:// URL');
    expect(() => loadConfig({ ...minio, S3_FORCE_PATH_STYLE: 'yes' })).toThrow('S3_FORCE_PATH_STYLE must be one of true, false');
  });

  it('uses PORT for the base URL', () => {
    const config = loadConfig({ PORT: '4321', DATA_DIR: scratchDir() });
    expect(config.baseUrl).toBe('http://localhost:4321');
    expect(config.trustedOrigins).toContain('http://localhost:4321');
  });

  it('npm start stops with exit code 1 and the message when a variable is bad', () => {
    const result = spawnSync(process.execPath, ['--import', 'tsx', path.join(PROJECT_ROOT, 'server/cli/start.ts')], {
      // BASE_URL: Vitest sets it to '/' in its own environment.
      env: {
        ...process.env,
        NODE_ENV: 'development',
        BASE_URL: '',
        DATABASE_URL: 'mysql://shop@db.example/shop',
        DATA_DIR: scratchDir(),
      },
      encoding: 'utf8',
      timeout: 60_000,
    });
    expect(result.status).toBe(1);
    expect(result.stderr.trim()).toBe('DATABASE_URL must start with postgres:// or postgresql://');
  }, 60_000);
});

describe('Stripe configuration', () => {
  const keys = { STRIPE_SECRET_KEY: 'sk_test_1', STRIPE_PUBLISHABLE_KEY: 'pk_test_1', STRIPE_WEBHOOK_SECRET: 'whsec_1' };

  it('is off without keys (bank transfer only) and on with all three', () => {
    expect(loadConfig({ DATA_DIR: scratchDir() }).stripe).toBeNull();
    expect(loadConfig({ ...production, ...keys }).stripe).toEqual({
      secretKey: 'sk_test_1',
      publishableKey: 'pk_test_1',
      webhookSecret: 'whsec_1',
      apiUrl: undefined,
    });
  });

  it('refuses a half configuration in production, naming what is missing', () => {
    expect(() => loadConfig({ ...production, STRIPE_SECRET_KEY: 'sk_test_1', STRIPE_PUBLISHABLE_KEY: 'pk_test_1' })).toThrow(
      'Stripe is half configured: STRIPE_WEBHOOK_SECRET is missing.',
    );
    expect(() => loadConfig({ ...production, STRIPE_WEBHOOK_SECRET: 'whsec_1' })).toThrow(
      'STRIPE_SECRET_KEY, STRIPE_PUBLISHABLE_KEY are missing',
    );
  });

  it('points the SDK at STRIPE_API_URL (host, port, protocol)', () => {
    const config = loadConfig({ ...production, ...keys, STRIPE_API_URL: 'http://localhost:12111' });
    expect(config.stripe?.apiUrl).toBe('http://localhost:12111');
    expect(stripeOptions(config.stripe as NonNullable<typeof config.stripe>)).toMatchObject({
      host: 'localhost',
      port: '12111',
      protocol: 'http',
    });
  });
});

describe('dunning schedule', () => {
  it('retries on days 1, 3 and 7 after the renewal, then stops', () => {
    const start = new Date('2026-11-22T06:00:00Z');
    expect([1, 2, 3, 4].map((n) => nextDunningAttempt(start, n)?.toISOString() ?? null)).toEqual([
      '2026-11-23T06:00:00.000Z',
      '2026-11-25T06:00:00.000Z',
      '2026-11-29T06:00:00.000Z',
      null,
    ]);
  });
});
