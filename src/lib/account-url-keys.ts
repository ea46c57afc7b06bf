/** The customer account's tabs, in the order they are shown (Subscriptions first). */
export const ACCOUNT_TABS = ['subscriptions', 'details', 'orders', 'invoices'] as const;
export type AccountTab = (typeof ACCOUNT_TABS)[number];

export type AccountUrlKeys = { tab?: AccountTab; placed?: string };

/**
 * The account page's own URL keys, kept with the router's helpers (they load with every page): the open
 * tab, so a reload or Back keeps it, and `placed`, the order just placed by bank transfer whose
 * confirmation the page shows at the top.
 */
export function accountUrlKeys(raw: Record<string, unknown>): AccountUrlKeys {
  const keys: AccountUrlKeys = {};
  if (typeof raw.tab === 'string' && (ACCOUNT_TABS as readonly string[]).includes(raw.tab)) keys.tab = raw.tab as AccountTab;
  if (typeof raw.placed === 'string' && raw.placed.length <= 64) keys.placed = raw.placed;
  return keys;
}
