import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { ExtractTablesWithRelations } from 'drizzle-orm';
import type { Logger as QueryLogger } from 'drizzle-orm/logger';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import pg from 'pg';
import type { AppConfig } from '../config';
import { lockEmbeddedDatabase } from './embedded-lock';
import { type ChannelHandlers, listenOnPglite, listenOnPostgres } from './notifications';
import { initialiseDataDirApart, keepWasmOnBaselineCompiler, PGLITE_START_PARAMS } from './pglite-memory';
import * as schema from './schema/index';

export type Schema = typeof schema;
/** The app's database handle, whether PGlite or PostgreSQL sits behind it. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
export type Tx = PgTransaction<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;
/** Anything a query can run on: the database or an open transaction. */
export type DbOrTx = Db | Tx;

export type DbHandle = {
  db: Db;
  kind: 'pglite' | 'postgres';
  close: () => Promise<void>;
  /** Raw PGlite instance (for dumps and backups); absent on PostgreSQL. */
  pglite?: PGlite;
  /** Connection string on PostgreSQL. */
  url?: string;
  /** Subscribes to a NOTIFY channel (see ./notifications); resolves to the unsubscribe call. */
  listen: (channel: string, handlers: ChannelHandlers) => Promise<() => Promise<void>>;
};

/** `queryLogger`: Drizzle's query logger, told every statement the handle runs (tests count statements with it). */
export type DbTarget = (
  | { kind: 'postgres'; url: string; poolSize?: number }
  /** dataDirName names the directory in the message when another process holds it (default: dataDir). */
  | { kind: 'pglite'; dataDir?: string; dataDirName?: string; loadDataDir?: Blob }
) & { queryLogger?: QueryLogger };

/** The rows of a raw `execute` (node-postgres and PGlite both answer with { rows }). */
export function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}

/** DATABASE_URL selects PostgreSQL (the config schema checks it is a postgres:// URL); otherwise embedded PGlite. */
export function databaseTarget(config: Pick<AppConfig, 'databaseUrl' | 'pgliteDir' | 'dataDirName'>): DbTarget {
  if (config.databaseUrl) return { kind: 'postgres', url: config.databaseUrl };
  return { kind: 'pglite', dataDir: config.pgliteDir, dataDirName: config.dataDirName };
}

export async function openDatabase(target: DbTarget): Promise<DbHandle> {
  if (target.kind === 'postgres') {
    const pool = new pg.Pool({ connectionString: target.url, max: target.poolSize ?? 10 });
    // An idle connection dropped by the server (restart, failover) must not crash the process;
    // the pool replaces it on the next query.
    pool.on('error', (error: Error & { code?: string }) => {
      if (error.code !== '57P01') console.warn(`[shop] idle database connection lost: ${error.message}`);
    });
    const db = drizzlePg({ client: pool, schema, logger: target.queryLogger }) as unknown as Db;
    return {
      db,
      kind: 'postgres',
      url: target.url,
      close: () => pool.end(),
      listen: (channel, handlers) => listenOnPostgres(target.url, channel, handlers),
    };
  }
  keepWasmOnBaselineCompiler();
  let unlock = () => {};
  if (target.dataDir) {
    mkdirSync(path.dirname(target.dataDir), { recursive: true });
    unlock = await lockEmbeddedDatabase(target.dataDir, target.dataDirName ?? target.dataDir);
    mkdirSync(target.dataDir, { recursive: true });
    if (!target.loadDataDir) {
      await initialiseDataDirApart(target.dataDir).catch((error) => {
        unlock();
        throw error;
      });
    }
  }
  const client = new PGlite({ dataDir: target.dataDir, loadDataDir: target.loadDataDir, startParams: PGLITE_START_PARAMS });
  await client.waitReady.catch((error) => {
    unlock();
    throw error;
  });
  const db = drizzlePglite({ client, schema, logger: target.queryLogger }) as unknown as Db;
  return {
    db,
    kind: 'pglite',
    pglite: client,
    close: async () => {
      try {
        await client.close();
      } finally {
        unlock();
      }
    },
    listen: (channel, handlers) => listenOnPglite(client, channel, handlers),
  };
}
