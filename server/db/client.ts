import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import type { ExtractTablesWithRelations } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import pg from 'pg';
import { type ChannelHandlers, listenOnPglite, listenOnPostgres } from './notifications';
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

export type DbTarget =
  | { kind: 'postgres'; url: string; poolSize?: number }
  | { kind: 'pglite'; dataDir?: string; loadDataDir?: Blob };

/** The rows of a raw `execute` (node-postgres and PGlite both answer with { rows }). */
export function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}

/** DATABASE_URL=postgres://... selects PostgreSQL; otherwise embedded PGlite in dataDir. */
export function targetFromEnv(env: NodeJS.ProcessEnv, defaultDataDir: string): DbTarget {
  const url = env.DATABASE_URL;
  if (url && /^postgres(ql)?:\/\//.test(url)) return { kind: 'postgres', url };
  return { kind: 'pglite', dataDir: env.PGLITE_DIR ?? defaultDataDir };
}

export async function openDatabase(target: DbTarget): Promise<DbHandle> {
  if (target.kind === 'postgres') {
    const pool = new pg.Pool({ connectionString: target.url, max: target.poolSize ?? 10 });
    // An idle connection dropped by the server (restart, failover) must not crash the process;
    // the pool replaces it on the next query.
    pool.on('error', (error: Error & { code?: string }) => {
      if (error.code !== '57P01') console.warn(`[shop] idle database connection lost: ${error.message}`);
    });
    const db = drizzlePg({ client: pool, schema }) as unknown as Db;
    return {
      db,
      kind: 'postgres',
      url: target.url,
      close: () => pool.end(),
      listen: (channel, handlers) => listenOnPostgres(target.url, channel, handlers),
    };
  }
  if (target.dataDir) mkdirSync(target.dataDir, { recursive: true });
  const client = new PGlite({ dataDir: target.dataDir, loadDataDir: target.loadDataDir });
  await client.waitReady;
  const db = drizzlePglite({ client, schema }) as unknown as Db;
  return {
    db,
    kind: 'pglite',
    pglite: client,
    close: () => client.close(),
    listen: (channel, handlers) => listenOnPglite(client, channel, handlers),
  };
}
