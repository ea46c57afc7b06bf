import { exitOnStartupError, loadConfigOrExit } from '../config';
import { databaseTarget, openDatabase } from '../db/client';
import { runMigrations } from '../db/migrate';

// `npm run db:migrate`: applies drizzle/ migrations to DATABASE_URL or the embedded database.
const config = loadConfigOrExit();
const handle = await openDatabase(databaseTarget(config)).catch(exitOnStartupError);
await runMigrations(handle);
await handle.close();
console.log(`migrations applied (${handle.kind})`);
