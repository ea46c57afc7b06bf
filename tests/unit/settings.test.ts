import { describe, expect, it } from 'vitest';
import { DEFAULT_SHOP_SETTINGS, settingsFromStored, shopSettingsPatchSchema, shopSettingsSchema } from '../../shared/settings';

describe('shop settings schema', () => {
  it('gives every setting a default within its own bounds', () => {
    expect(shopSettingsSchema.parse(DEFAULT_SHOP_SETTINGS)).toEqual(DEFAULT_SHOP_SETTINGS);
    expect(DEFAULT_SHOP_SETTINGS.maxTradeLineQuantity).toBeGreaterThan(DEFAULT_SHOP_SETTINGS.maxRetailLineQuantity);
  });

  it('reads stored values over the defaults, ignoring unknown keys and values that no longer fit', () => {
    expect(settingsFromStored({ bankTransferHoldDays: 5, maxUnpaidOrders: -1, gone: 1 })).toEqual({
      ...DEFAULT_SHOP_SETTINGS,
      bankTransferHoldDays: 5,
    });
  });

  it('takes a patch of only the changed settings, without filling in defaults', () => {
    expect(shopSettingsPatchSchema.parse({ maxUnpaidOrders: 4 })).toEqual({ maxUnpaidOrders: 4 });
    expect(shopSettingsPatchSchema.parse({})).toEqual({});
    expect(shopSettingsPatchSchema.safeParse({ maxUnpaidOrders: 0 }).success).toBe(false);
    expect(shopSettingsPatchSchema.safeParse({ unknown: 1 }).success).toBe(false);
  });
});
