import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../server/config';
import { targetFromEnv } from '../../server/db/client';

describe('configuration', () => {
  it('requires a strong BETTER_AUTH_SECRET in production', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow('BETTER_AUTH_SECRET is required');
    expect(() => loadConfig({ NODE_ENV: 'production', BETTER_AUTH_SECRET: 'short' })).toThrow('at least 32');
    expect(loadConfig({ NODE_ENV: 'production', BETTER_AUTH_SECRET: 'x'.repeat(40) }).seedDemo).toBe(false);
  });

  it('generates and keeps a development secret in the data directory', () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'shop-config-'));
    const first = loadConfig({ DATA_DIR: dataDir });
    const second = loadConfig({ DATA_DIR: dataDir });
    expect(first.authSecret).toHaveLength(64);
    expect(second.authSecret).toBe(first.authSecret);
  });

  it('chooses PostgreSQL from DATABASE_URL and embedded PGlite otherwise', () => {
    expect(targetFromEnv({ DATABASE_URL: 'postgres://u@h:5432/db' }, '/tmp/x')).toEqual({
      kind: 'postgres',
      url: 'postgres://u@h:5432/db',
    });
    expect(targetFromEnv({}, '/tmp/x')).toEqual({ kind: 'pglite', dataDir: '/tmp/x' });
  });

  it('uses PORT for the base URL', () => {
    const config = loadConfig({ PORT: '4321', DATA_DIR: mkdtempSync(path.join(tmpdir(), 'shop-config-')) });
    expect(config.baseUrl).toBe('http://localhost:4321');
    expect(config.trustedOrigins).toContain('http://localhost:4321');
  });
});
