import { readFileSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { PROJECT_ROOT } from '../config';
import { type Db, type DbHandle, rowsOf } from './client';

export const MIGRATIONS_DIR = path.join(PROJECT_ROOT, 'drizzle');

// Any fixed number: instances starting together take turns applying migrations.
const MIGRATION_LOCK_ID = 727_001;

export async function runMigrations(handle: DbHandle): Promise<void> {
  const config = { migrationsFolder: MIGRATIONS_DIR };
  if (handle.kind === 'pglite') {
    await migratePglite(handle.db as unknown as PgliteDatabase, config);
    return;
  }
  // One dedicated connection holds the advisory lock for the whole run.
  const client = new pg.Client({ connectionString: handle.url });
  await client.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_ID]);
    await migratePg(drizzlePg({ client }), config);
  } finally {
    await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_ID]).catch(() => {});
    await client.end();
  }
}

export type MigrationState = { applied: number; expected: number; current: boolean };

const expectedMigrations = (() => {
  let cached: { count: number; latest: number } | null = null;
  return () => {
    if (!cached) {
      const journal = JSON.parse(readFileSync(path.join(MIGRATIONS_DIR, 'meta', '_journal.json'), 'utf8')) as {
        entries: { when: number }[];
      };
      cached = { count: journal.entries.length, latest: Math.max(0, ...journal.entries.map((e) => e.when)) };
    }
    return cached;
  };
})();

/**
 * Whether the database has every migration of drizzle/: drizzle's migrator records each applied one in
 * drizzle.__drizzle_migrations with its journal timestamp, and applies in order, so the newest timestamp tells.
 */
export async function migrationState(db: Db): Promise<MigrationState> {
  const expected = expectedMigrations();
  const [row] = rowsOf<{ applied: number; latest: string | null }>(
    await db.execute(sql`select count(*)::int as applied, max(created_at)::text as latest from drizzle.__drizzle_migrations`),
  );
  const applied = row?.applied ?? 0;
  return { applied, expected: expected.count, current: Number(row?.latest ?? 0) >= expected.latest };
}
