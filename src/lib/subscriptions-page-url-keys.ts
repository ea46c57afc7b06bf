/** The back office Subscriptions page's tabs, in the order they are shown (the list first). */
export const SUBSCRIPTIONS_PAGE_TABS = ['subscriptions', 'analytics'] as const;
export type SubscriptionsPageTab = (typeof SUBSCRIPTIONS_PAGE_TABS)[number];

export type SubscriptionsPageUrlKeys = { tab?: SubscriptionsPageTab };

/**
 * The open tab (?tab=analytics), kept with the router's helpers (they load with every page), so a reload, a
 * shared link or Back keeps it; anything else in `tab` is dropped.
 */
export function subscriptionsPageUrlKeys(raw: Record<string, unknown>): SubscriptionsPageUrlKeys {
  return typeof raw.tab === 'string' && (SUBSCRIPTIONS_PAGE_TABS as readonly string[]).includes(raw.tab)
    ? { tab: raw.tab as SubscriptionsPageTab }
    : {};
}
