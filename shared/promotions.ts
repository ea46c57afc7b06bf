import type { DiscountType } from './constants';
import { formatGBP } from './money';
import { once } from './once';

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
  /** 'Once per customer': one redemption per customer. */
  oncePerCustomer: boolean;
  /** 'First orders only': only for a customer with no earlier uncancelled order. */
  firstOrderOnly: boolean;
};

/** Why a code cannot be used on this order, in words for the shopper; null when it can. */
export function promotionRefusal(rule: PromotionRule | null, subtotalPence: number, today: string): string | null {
  if (!rule?.isActive) return 'This code is not valid';
  if (rule.validUntil !== null && today > rule.validUntil) return 'This code has expired';
  if (rule.maxUses !== null && rule.currentUses >= rule.maxUses) return 'This code has reached its usage limit';
  if (subtotalPence < rule.minOrderAmountPence) return `Spend ${formatGBP(rule.minOrderAmountPence)} to use this code`;
  return null;
}

export const ALREADY_USED = 'You have already used this code.';
export const FIRST_ORDERS_ONLY = 'This code is for first orders only.';

/** What the shop knows of this customer when they use a code. */
export type CustomerHistory = { hasRedeemed: boolean; earlierOrders: number };

/** Why this customer cannot use a code they could otherwise use; null when they can. */
export function customerRefusal(rule: Pick<PromotionRule, 'oncePerCustomer' | 'firstOrderOnly'>, history: CustomerHistory) {
  if (rule.firstOrderOnly && history.earlierOrders > 0) return FIRST_ORDERS_ONLY;
  if (rule.oncePerCustomer && history.hasRedeemed) return ALREADY_USED;
  return null;
}

/** Codes a customer may redeem at most once: their redemptions carry the customer's key (see promotion_redemptions). */
export function limitedPerCustomer(rule: Pick<PromotionRule, 'oncePerCustomer' | 'firstOrderOnly'>): boolean {
  return rule.oncePerCustomer || rule.firstOrderOnly;
}

export const PROMOTION_STATUSES = ['Active', 'Inactive', 'Expired', 'Used up'] as const;
export type PromotionStatus = (typeof PROMOTION_STATUSES)[number];

/**
 * The back office badge. Expired and used up are facts about the code that switching it on cannot
 * change, so they win over the switch; 'Active' means a shopper could use it today.
 */
export function promotionStatus(
  rule: Pick<PromotionRule, 'isActive' | 'validUntil' | 'maxUses' | 'currentUses'>,
  today: string,
): PromotionStatus {
  if (rule.validUntil !== null && today > rule.validUntil) return 'Expired';
  if (rule.maxUses !== null && rule.currentUses >= rule.maxUses) return 'Used up';
  return rule.isActive ? 'Active' : 'Inactive';
}

export function normaliseCode(code: string): string {
  return code.trim().toUpperCase();
}

/** Today's date in the shop's time zone (UK), as YYYY-MM-DD. */
export function shopToday(now: Date = new Date()): string {
  return ukDate().format(now);
}

// Made once, on first use: building an Intl formatter costs far more than using it (it is called on every order).
const ukDate = once(
  () => new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/London', year: 'numeric', month: '2-digit', day: '2-digit' }),
);
