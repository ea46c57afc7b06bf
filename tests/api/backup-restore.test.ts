import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { backupPostgres, dumpPglite, restorePglite, restorePostgres } from '../../server/db/backup';
import { openDatabase } from '../../server/db/client';
import { makeProduct, makeUser, shipping } from '../support/factories';
import { cloneDatabase, databaseUrl, dropDatabase } from '../support/postgres-admin';
import { rowCounts } from '../support/procedures';
import { createTestShop, type TestShop } from '../support/test-shop';

let shop: TestShop;
const dir = mkdtempSync(path.join(tmpdir(), 'shop-backup-'));
beforeAll(async () => {
  shop = await createTestShop();
  const db = shop.database.db;
  const product = await makeProduct(db, { name: 'Backed Up' });
  const me = await makeUser(db);
  await shop.callerFor(me).cart.add({ productId: product.id, weight: '500g', moisture: 'wet' });
  await shop.callerFor(me).order.place({ idempotencyKey: crypto.randomUUID(), shipping });
});
afterAll(async () => {
  await shop.close();
  rmSync(dir, { recursive: true, force: true });
});

describe(`backup and restore (${process.env.TEST_DB_ENGINE})`, () => {
  it('restores a backup into a scratch database with the same rows in every table', async () => {
    const expected = await rowCounts(shop.database.db);
    expect(expected.orders).toBe(1);
    const file = path.join(dir, 'shop.backup');

    if (shop.database.engine === 'postgres') {
      await backupPostgres(shop.database.url as string, file);
      const admin = inject('postgresTemplate');
      if (!admin) throw new Error('no PostgreSQL admin URL');
      const scratch = `shop_restore_${process.pid}`;
      await dropDatabase(admin.adminUrl, scratch);
      await cloneDatabase(admin.adminUrl, 'template0', scratch);
      try {
        await restorePostgres(databaseUrl(admin.adminUrl, scratch), file);
        const restored = await openDatabase({ kind: 'postgres', url: databaseUrl(admin.adminUrl, scratch), poolSize: 1 });
        expect(await rowCounts(restored.db)).toEqual(expected);
        await restored.close();
      } finally {
        await dropDatabase(admin.adminUrl, scratch);
      }
      return;
    }

    // PGlite: dump the running database, restore it into a new data directory.
    if (!shop.database.pglite) throw new Error('not PGlite');
    await dumpPglite(shop.database.pglite, file);
    const target = path.join(dir, 'restored');
    await restorePglite(file, target);
    const restored = await openDatabase({ kind: 'pglite', dataDir: target });
    expect(await rowCounts(restored.db)).toEqual(expected);
    await restored.close();
  });
});
