import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { auditLog, shopSettings } from '../../server/db/schema/index';
import { readShopSettings, updateShopSettings } from '../../server/modules/settings/service';
import { DEFAULT_SHOP_SETTINGS } from '../../shared/settings';
import { issuesOf } from '../support/admin';
import { type MadeUser, makeUser } from '../support/factories';
import { createTestShop, type TestShop } from '../support/test-shop';

let shop: TestShop;
let admin: MadeUser;
const db = () => shop.database.db;
beforeAll(async () => {
  shop = await createTestShop();
  admin = await makeUser(db(), { role: 'admin' });
});
afterAll(() => shop.close());
beforeEach(async () => {
  await db().delete(shopSettings);
  await db().delete(auditLog);
});

describe('shop settings', () => {
  it('reads every default when nothing is stored', async () => {
    expect(await shop.callerFor(admin).settings.get()).toEqual(DEFAULT_SHOP_SETTINGS);
    expect(DEFAULT_SHOP_SETTINGS).toMatchObject({ bankTransferHoldDays: 3, maxUnpaidOrders: 2, maxRetailLineQuantity: 20 });
  });

  it('stores only the changed settings, with one audit row holding each one before and after', async () => {
    const after = await shop
      .callerFor(admin)
      .settings.update({ bankTransferHoldDays: 5, maxUnpaidOrders: 2, maxSubscriptionsPerPlan: 1 });
    expect(after).toEqual({ ...DEFAULT_SHOP_SETTINGS, bankTransferHoldDays: 5, maxSubscriptionsPerPlan: 1 });
    const stored = await db().select().from(shopSettings).orderBy(shopSettings.key);
    expect(stored.map((row) => [row.key, row.value, row.updatedBy])).toEqual([
      ['bankTransferHoldDays', 5, admin.id],
      ['maxSubscriptionsPerPlan', 1, admin.id],
    ]);
    expect(await db().select().from(auditLog)).toEqual([
      expect.objectContaining({
        actorUserId: admin.id,
        action: 'settings.update',
        before: { bankTransferHoldDays: 3, maxSubscriptionsPerPlan: 2 },
        after: { bankTransferHoldDays: 5, maxSubscriptionsPerPlan: 1 },
      }),
    ]);
    // A second save of another setting keeps the first (only what changed is sent and stored).
    await updateShopSettings(db(), admin.id, { maxRetailLineQuantity: 12 });
    expect(await readShopSettings(db())).toEqual({
      ...DEFAULT_SHOP_SETTINGS,
      bankTransferHoldDays: 5,
      maxSubscriptionsPerPlan: 1,
      maxRetailLineQuantity: 12,
    });
    const [second] = await db()
      .select()
      .from(auditLog)
      .where(eq(auditLog.after, { maxRetailLineQuantity: 12 }));
    expect(second?.before).toEqual({ maxRetailLineQuantity: 20 });
  });

  it('writes nothing when nothing changed', async () => {
    await shop.callerFor(admin).settings.update({ maxUnpaidOrders: DEFAULT_SHOP_SETTINGS.maxUnpaidOrders });
    expect(await db().select().from(shopSettings)).toEqual([]);
    expect(await db().select().from(auditLog)).toEqual([]);
  });

  it('refuses a value out of bounds, a fraction, text and an unknown setting with a message each, changing nothing', async () => {
    const caller = shop.callerFor(admin);
    expect(await issuesOf(caller.settings.update({ bankTransferHoldDays: 0 }))).toEqual([
      'bankTransferHoldDays: Hold time must be at least 1',
    ]);
    expect(await issuesOf(caller.settings.update({ maxRetailLineQuantity: 1000 }))).toEqual([
      'maxRetailLineQuantity: Quantity per line must be at most 99',
    ]);
    expect(await issuesOf(caller.settings.update({ maxUnpaidOrders: 1.5 }))).toEqual([
      'maxUnpaidOrders: Unpaid orders per customer must be a whole number',
    ]);
    expect(await issuesOf(caller.settings.update({ maxUnpaidOrders: '3' as unknown as number }))).toEqual([
      'maxUnpaidOrders: Unpaid orders per customer is required',
    ]);
    expect(await issuesOf(caller.settings.update({ role: 'admin' } as never))).toHaveLength(1);
    expect(await db().select().from(shopSettings)).toEqual([]);
    expect(await db().select().from(auditLog)).toEqual([]);
  });

  it('reads a stored value that no longer fits its setting as the default', async () => {
    await db()
      .insert(shopSettings)
      .values([
        { key: 'maxUnpaidOrders', value: 500 },
        { key: 'bankTransferHoldDays', value: 4 },
        { key: 'retired', value: 'x' },
      ]);
    expect(await readShopSettings(db())).toEqual({ ...DEFAULT_SHOP_SETTINGS, bankTransferHoldDays: 4 });
  });
});
