import type { ShopProduct } from '../../../shared/catalogue';
import type { Db, DbHandle } from '../../db/client';
import type { PriceTierOrRetail } from '../catalogue/pricing';
import { listShopProducts } from './service';

/** Sent by the database triggers of drizzle/0001 whenever products or variants (stock included) change. */
export const CATALOGUE_CHANNEL = 'catalogue_changed';

export type CatalogueCache = {
  /** The shop's product list at a viewer's price tier (null: retail), loaded once per catalogue change. */
  list: (tier: PriceTierOrRetail) => Promise<ShopProduct[]>;
  /** Drops everything (a write in this process may have changed the catalogue). */
  invalidate: () => void;
  close: () => Promise<void>;
};

type Entry = { products: Promise<ShopProduct[]> };

/**
 * The shop list is read on every visit and changes only when an order, an admin or a renewal
 * writes products or stock, so each instance keeps it in memory until the database says it changed
 * (LISTEN/NOTIFY, so other instances' writes count too). While the channel is not heard (the
 * connection is down), nothing is cached and every call reads the database.
 */
export async function createCatalogueCache(handle: Pick<DbHandle, 'db' | 'listen'>): Promise<CatalogueCache> {
  const entries = new Map<string, Entry>();
  let listening = false;
  // A load in flight when a change arrives is dropped with the rest: entries are stored when they start.
  const invalidate = () => entries.clear();

  const entryFor = (tier: PriceTierOrRetail): Entry => {
    const key = String(tier);
    const cached = entries.get(key);
    if (cached) return cached;
    const products = listShopProducts(handle.db, tier);
    const entry: Entry = { products };
    if (listening) {
      entries.set(key, entry);
      // A failed load is not kept.
      products.catch(() => {
        if (entries.get(key) === entry) entries.delete(key);
      });
    }
    return entry;
  };

  const unlisten = await handle.listen(CATALOGUE_CHANNEL, {
    onNotify: invalidate,
    onListening: (now) => {
      listening = now;
      invalidate();
    },
  });

  return {
    list: (tier) => entryFor(tier).products,
    invalidate,
    close: unlisten,
  };
}

/** For one-off processes (CLI jobs) that never list the shop: every call reads the database. */
export function uncachedCatalogue(db: Db): CatalogueCache {
  return {
    list: (tier) => listShopProducts(db, tier),
    invalidate: () => {},
    close: async () => {},
  };
}
