/** Business constants shared by client and server. */

export const WEIGHTS = ['125g', '250g', '500g', '1kg', '2kg'] as const;
export type Weight = (typeof WEIGHTS)[number];
export const DEFAULT_WEIGHT: Weight = '250g';

export const MOISTURE_LEVELS = ['wet', 'normal', 'dry'] as const;
export type Moisture = (typeof MOISTURE_LEVELS)[number];
export const DEFAULT_MOISTURE: Moisture = 'wet';

export const MOISTURE_OPTIONS: ReadonlyArray<{ value: Moisture; label: string; description: string }> = [
  { value: 'wet', label: 'Mooo!', description: 'Soft & Tender (recommended)' },
  { value: 'normal', label: 'Sweet Spot', description: 'Medium' },
  { value: 'dry', label: 'Old timer', description: 'Dry/Tougher' },
];

/** 'wet' -> 'Mooo!' (the label shoppers know), for emails, invoices and summaries. */
export function moistureLabel(moisture: string): string {
  return MOISTURE_OPTIONS.find((o) => o.value === moisture)?.label ?? moisture;
}

export const FAT_OPTIONS = ['lean', 'with-fat'] as const;
export type FatOption = (typeof FAT_OPTIONS)[number];
export const DEFAULT_FAT: FatOption = 'lean';

export const FREQUENCIES = ['Weekly', 'Fortnightly', 'Monthly', 'Quarterly'] as const;
export type Frequency = (typeof FREQUENCIES)[number];
// The plans are sold by the month (the home page says so), so the cards open on Monthly.
export const DEFAULT_FREQUENCY: Frequency = 'Monthly';

export const ROLES = ['customer', 'wholesaler', 'admin'] as const;
export type Role = (typeof ROLES)[number];
export const ROLE_LABELS: Readonly<Record<Role, string>> = { customer: 'Customer', wholesaler: 'Wholesaler', admin: 'Admin' };

export const ACCOUNT_TYPES = ['Customer', 'Wholesale', 'Admin'] as const;
export type AccountType = (typeof ACCOUNT_TYPES)[number];

export const ACCOUNT_STATUSES = ['pending', 'approved', 'rejected'] as const;
export type AccountStatus = (typeof ACCOUNT_STATUSES)[number];

export const COMPANY_TYPES = ['retailer', 'gym', 'pub', 'sports club', 'other'] as const;
export type CompanyType = (typeof COMPANY_TYPES)[number];

export const PRICE_TIERS = [1, 2, 3] as const;
export type PriceTier = (typeof PRICE_TIERS)[number];

export const SUBSCRIPTION_STATUSES = ['active', 'paused', 'cancelled'] as const;
export type SubscriptionStatus = (typeof SUBSCRIPTION_STATUSES)[number];

/** 'expired': an unpaid card order released after 30 minutes (set by the expiry job, never by hand). */
/** 'refunded': the card payment was refunded in full (set by Stripe's charge.refunded webhook, never by hand). */
export const ORDER_STATUSES = [
  'awaiting_payment',
  'paid',
  'packed',
  'shipped',
  'delivered',
  'cancelled',
  'expired',
  'refunded',
] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

export const ORDER_SOURCES = ['shop', 'subscription', 'wholesale_on_account'] as const;
export type OrderSource = (typeof ORDER_SOURCES)[number];

export const INVOICE_STATUSES = ['unpaid', 'paid', 'void'] as const;
export type InvoiceStatus = (typeof INVOICE_STATUSES)[number];
/** An invoice's status as the admin tables show it: an unpaid invoice past its due date is overdue. */
export const INVOICE_DISPLAY_STATUSES = [...INVOICE_STATUSES, 'overdue'] as const;
export type InvoiceDisplayStatus = (typeof INVOICE_DISPLAY_STATUSES)[number];

export const DISCOUNT_TYPES = ['percentage', 'fixed'] as const;
export type DiscountType = (typeof DISCOUNT_TYPES)[number];

/** VAT choices of the product form, in basis points; null is 'Exempt'. */
export const VAT_OPTIONS: ReadonlyArray<{ label: string; bps: number | null }> = [
  { label: '20%', bps: 2000 },
  { label: '5%', bps: 500 },
  { label: '0%', bps: 0 },
  { label: 'Exempt', bps: null },
];

export const FLAVOURS = ['Original', 'Chilli', 'Garlic', 'Smoky BBQ', 'Peri-Peri'] as const;

export const PLANS = [
  {
    name: 'The Scout',
    bags: 1,
    features: ['1x 250g bag', '1 flavour', 'Cancel anytime'],
    freeShipping: false,
  },
  {
    name: 'The Knight',
    bags: 2,
    features: ['2x 250g bags', '2 flavours', 'Cancel anytime'],
    freeShipping: false,
  },
  {
    name: 'The Monarch',
    bags: 3,
    features: ['3x 250g bags', '3 flavours', 'Free shipping', 'Cancel anytime'],
    freeShipping: true,
  },
] as const;
export type PlanName = (typeof PLANS)[number]['name'];

/** 500 ms retry when the profile row is not there yet. */
export const PROFILE_RETRY_DELAY_MS = 500;
export const SHOP_SKELETON_COUNT = 6;
