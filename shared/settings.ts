import { z } from 'zod';
import { MAX_LINE_QUANTITY } from './cart';
import { TRADE_MAX_LINE_QUANTITY } from './trade-order';

/**
 * A whole-number setting: its bounds and the message the admin sees for each bad value. The admin
 * page's number inputs give '' when empty, which is "not a number" here.
 */
function wholeNumber(label: string, { min, max }: { min: number; max: number }) {
  return z
    .number({ error: `${label} is required` })
    .int(`${label} must be a whole number`)
    .min(min, `${label} must be at least ${min}`)
    .max(max, `${label} must be at most ${max}`);
}

/**
 * Every shop setting the owner can change in the back office ('Shop settings'), with its default.
 * Adding one is a line here and a field in a section of the admin page; a setting the admin never
 * saved reads as its default.
 */
export const shopSettingsSchema = z.strictObject({
  /** Working days (Monday to Friday, UK time) a bank-transfer order keeps its stock and code use unpaid. */
  bankTransferHoldDays: wholeNumber('Hold time', { min: 1, max: 20 }).default(3),
  /** Unpaid shop orders (bank transfer or card) one customer may have at once. */
  maxUnpaidOrders: wholeNumber('Unpaid orders per customer', { min: 1, max: 20 }).default(2),
  /** Active or paused subscriptions one customer may have to the same plan. */
  maxSubscriptionsPerPlan: wholeNumber('Subscriptions per plan', { min: 1, max: 10 }).default(2),
  /** Days before each renewal that the subscriber is emailed what the box holds and costs, with its one-click links. */
  renewalReminderDays: wholeNumber('Reminder days before renewal', { min: 1, max: 14 }).default(3),
  /** Bags of one size and moisture a shopper may have on one cart line. */
  maxRetailLineQuantity: wholeNumber('Quantity per line', { min: 1, max: MAX_LINE_QUANTITY }).default(20),
  /** The same for approved trade accounts, who buy by the case (a trade cart line still holds at most MAX_LINE_QUANTITY). */
  maxTradeLineQuantity: wholeNumber('Trade quantity per line', { min: 1, max: TRADE_MAX_LINE_QUANTITY }).default(
    TRADE_MAX_LINE_QUANTITY,
  ),
});

export type ShopSettings = z.output<typeof shopSettingsSchema>;
export type ShopSettingKey = keyof ShopSettings;

const SHAPE = shopSettingsSchema.shape;
export const SHOP_SETTING_KEYS = Object.keys(SHAPE) as ShopSettingKey[];

export const DEFAULT_SHOP_SETTINGS: ShopSettings = shopSettingsSchema.parse({});

/**
 * What the admin sends when saving: only the settings they changed (no defaults filled in, so a
 * save never overwrites a setting another admin changed meanwhile).
 */
export const shopSettingsPatchSchema = z.strictObject(
  Object.fromEntries(SHOP_SETTING_KEYS.map((key) => [key, SHAPE[key].unwrap().optional()])),
) as unknown as z.ZodType<Partial<ShopSettings>>;
export type ShopSettingsPatch = Partial<ShopSettings>;

const isKey = (key: string): key is ShopSettingKey => Object.hasOwn(SHAPE, key);

/**
 * The settings from what is stored: unknown keys are ignored, and a stored value that no longer
 * fits its setting (bounds tightened since) reads as the default rather than breaking checkout.
 */
export function settingsFromStored(stored: Record<string, unknown>): ShopSettings {
  const settings: Record<string, unknown> = { ...DEFAULT_SHOP_SETTINGS };
  for (const [key, value] of Object.entries(stored)) {
    if (!isKey(key)) continue;
    const parsed = SHAPE[key].safeParse(value);
    if (parsed.success) settings[key] = parsed.data;
  }
  return settings as ShopSettings;
}
