import pg from 'pg';
import { openDatabase } from '../../server/db/client';
import { runMigrations } from '../../server/db/migrate';

export function databaseUrl(adminUrl: string, name: string): string {
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

async function withAdmin<T>(adminUrl: string, fn: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

export async function dropDatabase(adminUrl: string, name: string): Promise<void> {
  await withAdmin(adminUrl, (c) => c.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`));
}

export async function createTemplateDatabase(adminUrl: string, name: string): Promise<void> {
  await dropDatabase(adminUrl, name);
  await withAdmin(adminUrl, (c) => c.query(`CREATE DATABASE "${name}"`));
  const handle = await openDatabase({ kind: 'postgres', url: databaseUrl(adminUrl, name), poolSize: 1 });
  await runMigrations(handle);
  await handle.close();
}

/** Copies the template; parallel copies of one template can collide, so they retry briefly. */
export async function cloneDatabase(adminUrl: string, template: string, name: string): Promise<void> {
  for (let attempt = 0; ; attempt++) {
    try {
      await withAdmin(adminUrl, (c) => c.query(`CREATE DATABASE "${name}" TEMPLATE "${template}"`));
      return;
    } catch (error) {
      if (attempt >= 20 || !String(error).includes('being accessed by other users')) throw error;
      await new Promise((r) => setTimeout(r, 100 + Math.random() * 200));
    }
  }
}
