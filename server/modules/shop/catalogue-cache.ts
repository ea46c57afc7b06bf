import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { ShopProduct } from '../../../shared/catalogue';
import type { Db, DbHandle } from '../../db/client';
import type { PriceTierOrRetail } from '../catalogue/pricing';
import { listShopProducts } from './service';

/** Sent by the database triggers of drizzle/0001 whenever products or variants (stock included) change. */
export const CATALOGUE_CHANNEL = 'catalogue_changed';

/** Payload prefix of a catch-up marker (see catchUp): not a change, so no instance drops its cache for it. */
const MARKER_PREFIX = 'caught-up:';

/** How long a catch-up waits for its marker before dropping the cache instead (the channel is down). */
const CATCH_UP_TIMEOUT_MS = 2_000;

export type CatalogueCache = {
  /** The shop's product list at a viewer's price tier (null: retail), loaded once per catalogue change. */
  list: (tier: PriceTierOrRetail) => Promise<ShopProduct[]>;
  /** Counts catalogue changes seen by this cache: whatever was derived from a list is stale once it moves. */
  generation: () => number;
  /**
   * Resolves once every catalogue change committed before the call has reached this cache, so a writer's
   * next read sees its own write (the triggers' NOTIFY arrives after the commit, on another connection).
   */
  catchUp: () => Promise<void>;
  /** Drops everything. */
  invalidate: () => void;
  close: () => Promise<void>;
};

/**
 * The shop list is read on every visit and changes only when an order, an admin or a renewal
 * writes products or stock, so each instance keeps it in memory until the database says it changed
 * (LISTEN/NOTIFY, so other instances' writes count too). While the channel is not heard (the
 * connection is down), nothing is cached and every call reads the database.
 */
export async function createCatalogueCache(handle: Pick<DbHandle, 'db' | 'listen'>): Promise<CatalogueCache> {
  const entries = new Map<string, Promise<ShopProduct[]>>();
  const waiting = new Map<string, () => void>();
  let listening = false;
  let generation = 0;
  // A load in flight when a change arrives is dropped with the rest: entries are stored when they start.
  const invalidate = () => {
    entries.clear();
    generation += 1;
  };

  const load = (tier: PriceTierOrRetail): Promise<ShopProduct[]> => {
    const key = String(tier);
    const cached = entries.get(key);
    if (cached) return cached;
    const products = listShopProducts(handle.db, tier);
    if (listening) {
      entries.set(key, products);
      // A failed load is not kept.
      products.catch(() => {
        if (entries.get(key) === products) entries.delete(key);
      });
    }
    return products;
  };

  const unlisten = await handle.listen(CATALOGUE_CHANNEL, {
    onNotify: (payload) => {
      if (!payload.startsWith(MARKER_PREFIX)) return invalidate();
      waiting.get(payload)?.();
    },
    onListening: (now) => {
      listening = now;
      invalidate();
    },
  });

  /**
   * PostgreSQL delivers notifications to a listener in commit order, whatever the channel's sender:
   * when a marker sent after the caller's commit comes back, every change committed before it has
   * been heard. Cheap (one NOTIFY), and only catalogue changes drop the cache.
   */
  const catchUp = async () => {
    if (!listening) return; // nothing is cached: every read goes to the database
    const marker = `${MARKER_PREFIX}${randomUUID()}`;
    let timer: NodeJS.Timeout | undefined;
    const heard = new Promise<boolean>((resolve) => {
      waiting.set(marker, () => resolve(true));
      timer = setTimeout(() => resolve(false), CATCH_UP_TIMEOUT_MS);
    });
    try {
      await handle.db.execute(sql`select pg_notify(${CATALOGUE_CHANNEL}, ${marker})`);
      if (!(await heard)) invalidate();
    } catch {
      invalidate(); // the write itself succeeded: answer it, with a cache that cannot be stale
    } finally {
      clearTimeout(timer);
      waiting.delete(marker);
    }
  };

  return {
    list: load,
    // Not listening: nothing derived from a list may be kept either.
    generation: () => (listening ? generation : ++generation),
    catchUp,
    invalidate,
    close: unlisten,
  };
}

/** For one-off processes (CLI jobs) that never list the shop: every call reads the database. */
export function uncachedCatalogue(db: Db): CatalogueCache {
  let generation = 0;
  return {
    list: (tier) => listShopProducts(db, tier),
    // Nothing is kept, so everything derived from a list is stale at once.
    generation: () => ++generation,
    catchUp: async () => {},
    invalidate: () => {},
    close: async () => {},
  };
}
