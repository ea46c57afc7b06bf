import { inArray, type SQL, sql } from 'drizzle-orm';
import {
  DEFAULT_SHOP_SETTINGS,
  type ShopSettingKey,
  type ShopSettings,
  type ShopSettingsPatch,
  settingsFromStored,
  shopSettingsPatchSchema,
  shopSettingsSchema,
} from '../../../shared/settings';
import type { Db, DbOrTx } from '../../db/client';
import { shopSettings } from '../../db/schema/index';
import { recordAudit } from '../audit/service';

/** Every setting: the stored value where the admin set one, its default otherwise. */
export async function readShopSettings(db: DbOrTx): Promise<ShopSettings> {
  const rows = await db.select({ key: shopSettings.key, value: shopSettings.value }).from(shopSettings);
  return settingsFromStored(Object.fromEntries(rows.map((row) => [row.key, row.value])));
}

/**
 * Saves the settings the admin changed, in one transaction with one audit row holding each changed
 * setting's value before and after. Saves are applied one after another (a transaction-scoped
 * advisory lock), so two admins saving at once both see the right 'before'.
 */
export async function updateShopSettings(db: Db, actorUserId: string, patch: ShopSettingsPatch): Promise<ShopSettings> {
  const wanted = shopSettingsPatchSchema.parse(patch);
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('shop_settings'))`);
    const current = await readShopSettings(tx);
    const changed = (Object.keys(wanted) as ShopSettingKey[]).filter(
      (key) => wanted[key] !== undefined && wanted[key] !== current[key],
    );
    if (changed.length === 0) return current;
    const now = new Date();
    await tx
      .insert(shopSettings)
      .values(changed.map((key) => ({ key, value: wanted[key], updatedAt: now, updatedBy: actorUserId })))
      .onConflictDoUpdate({
        target: shopSettings.key,
        set: { value: sql`excluded.value`, updatedAt: now, updatedBy: actorUserId },
      });
    await recordAudit(tx, {
      actorUserId,
      action: 'settings.update',
      targetType: 'settings',
      targetId: null,
      before: Object.fromEntries(changed.map((key) => [key, current[key]])),
      after: Object.fromEntries(changed.map((key) => [key, wanted[key]])),
    });
    return readShopSettings(tx);
  });
}

/** Some settings by key (for services that need one or two, e.g. checkout's limits). */
export async function readSettings<K extends ShopSettingKey>(db: DbOrTx, keys: K[]): Promise<Pick<ShopSettings, K>> {
  const rows = await db
    .select({ key: shopSettings.key, value: shopSettings.value })
    .from(shopSettings)
    .where(inArray(shopSettings.key, keys));
  return settingsFromStored(Object.fromEntries(rows.map((row) => [row.key, row.value])));
}

/**
 * One setting as an SQL expression, for a statement that needs it alongside other work (a cart write holds a
 * line to the quantity per line in the same statement). It reads as settingsFromStored does: the stored value
 * when it is a whole number within the setting's bounds, the default when there is no row or the stored value
 * no longer fits.
 */
export function settingSql(key: ShopSettingKey): SQL<number> {
  const shape = shopSettingsSchema.shape[key].unwrap();
  const { minValue, maxValue } = shape;
  const fallback = DEFAULT_SHOP_SETTINGS[key];
  if (!shape.isInt || minValue === null || maxValue === null || !Number.isInteger(fallback)) {
    throw new Error(`settingSql reads whole-number settings with bounds; ${key} is not one`);
  }
  const number = sql`(${shopSettings.value})::numeric`;
  // CASE tries its branches in order, so a stored string or boolean is never cast to a number.
  return sql<number>`coalesce((
    select case when jsonb_typeof(${shopSettings.value}) <> 'number' then null
                when ${number} = trunc(${number}) and ${number} between ${sql.raw(String(minValue))} and ${sql.raw(String(maxValue))}
                then ${number}::integer end
    from ${shopSettings} where ${shopSettings.key} = ${key}), ${sql.raw(String(fallback))})`.mapWith(Number);
}
