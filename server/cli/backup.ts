import { existsSync } from 'node:fs';
import path from 'node:path';
import { exitOnStartupError, loadConfigOrExit } from '../config';
import { backupPglite, backupPostgres, restorePglite, restorePostgres } from '../db/backup';
import { databaseTarget } from '../db/client';

// `npm run db:backup [file]` and `npm run db:restore <file> [target]`, for DATABASE_URL or the embedded database.
const [command, file, restoreTarget] = process.argv.slice(2);
const config = loadConfigOrExit();
const target = databaseTarget(config);
const stamp = new Date().toISOString().replace(/[:.]/g, '-');

if (command === 'backup') {
  const out = file ?? path.join(config.dataDir, 'backups', `shop-${stamp}.${target.kind === 'postgres' ? 'dump' : 'tar.gz'}`);
  const { mkdirSync } = await import('node:fs');
  mkdirSync(path.dirname(out), { recursive: true });
  if (target.kind === 'postgres') await backupPostgres(target.url, out);
  else await backupPglite(target.dataDir ?? '', out).catch(exitOnStartupError);
  console.log(`backup written to ${out}`);
} else if (command === 'restore') {
  if (!file || !existsSync(file)) throw new Error('usage: npm run db:restore <backup file> [postgres url | new pglite dir]');
  if (target.kind === 'postgres' || restoreTarget?.startsWith('postgres'))
    await restorePostgres(restoreTarget ?? (target as { url: string }).url, file);
  else {
    const dir = restoreTarget ?? `${target.dataDir}-restored-${stamp}`;
    await restorePglite(file, dir);
    console.log(`restored into ${dir}; start with PGLITE_DIR=${dir} npm start`);
  }
  console.log('restore finished');
} else {
  throw new Error('usage: backup [file] | restore <file> [target]');
}
