import type { DiscountType } from './constants';
import { formatGBP } from './money';

export type PromotionRule = {
  code: string;
  discountType: DiscountType;
  /** Basis points for a percentage (1000 = 10%), pence for a fixed amount. */
  discountValue: number;
  minOrderAmountPence: number;
  maxUses: number | null;
  currentUses: number;
  isActive: boolean;
  /** Last valid day, YYYY-MM-DD (inclusive), or null for no end. */
  validUntil: string | null;
};

/** Why a code cannot be used on this order, in words for the shopper; null when it can. */
export function promotionRefusal(rule: PromotionRule | null, subtotalPence: number, today: string): string | null {
  if (!rule?.isActive) return 'This code is not valid';
  if (rule.validUntil !== null && today > rule.validUntil) return 'This code has expired';
  if (rule.maxUses !== null && rule.currentUses >= rule.maxUses) return 'This code has reached its usage limit';
  if (subtotalPence < rule.minOrderAmountPence) return `Spend ${formatGBP(rule.minOrderAmountPence)} to use this code`;
  return null;
}

export function normaliseCode(code: string): string {
  return code.trim().toUpperCase();
}

/** Today's date in the shop's time zone (UK), as YYYY-MM-DD. */
export function shopToday(now: Date = new Date()): string {
  return ukDate.format(now);
}

// Made once: building an Intl formatter costs far more than using it (it is called on every order).
const ukDate = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/London', year: 'numeric', month: '2-digit', day: '2-digit' });
