import { readFileSync } from 'node:fs';
import type { Logger as QueryLogger } from 'drizzle-orm/logger';
import { inject } from 'vitest';
import { type DbHandle, openDatabase } from '../../server/db/client';
import { cloneDatabase, databaseUrl, dropDatabase } from './postgres-admin';

export type TestDatabase = DbHandle & { engine: 'pglite' | 'postgres'; url?: string; destroy: () => Promise<void> };

/**
 * A fresh, migrated database for one test file: a PGlite copy of the template, or a PostgreSQL clone.
 * `queryLogger` is told every statement run through Drizzle (the statement-count tests read it).
 */
export async function createTestDatabase(options: { poolSize?: number; queryLogger?: QueryLogger } = {}): Promise<TestDatabase> {
  const postgres = inject('postgresTemplate');
  if (postgres) {
    const name = `shop_test_${process.pid}_${Math.random().toString(36).slice(2, 10)}`;
    await cloneDatabase(postgres.adminUrl, postgres.template, name);
    const url = databaseUrl(postgres.adminUrl, name);
    const handle = await openDatabase({
      kind: 'postgres',
      url,
      poolSize: options.poolSize ?? 10,
      queryLogger: options.queryLogger,
    });
    return {
      ...handle,
      engine: 'postgres',
      url,
      destroy: async () => {
        await handle.close();
        await dropDatabase(postgres.adminUrl, name);
      },
    };
  }
  const dump = readFileSync(inject('pgliteTemplatePath'));
  const handle = await openDatabase({ kind: 'pglite', loadDataDir: new Blob([dump]), queryLogger: options.queryLogger });
  return { ...handle, engine: 'pglite', destroy: () => handle.close() };
}
