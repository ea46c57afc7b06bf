import path from 'node:path';
import { loadConfig } from '../config';
import { openDatabase, targetFromEnv } from '../db/client';
import { runMigrations } from '../db/migrate';

// `npm run db:migrate`: applies drizzle/ migrations to DATABASE_URL or the embedded database.
const config = loadConfig();
const handle = await openDatabase(targetFromEnv(process.env, path.join(config.dataDir, 'pglite')));
await runMigrations(handle);
await handle.close();
console.log(`migrations applied (${handle.kind})`);
