import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { makeSignature } from 'better-auth/crypto';
import pg from 'pg';
import { sessionCookieName } from '../server/auth/auth';
import { type Db, openDatabase } from '../server/db/client';
import { DEMO_NET_PRICES, DEMO_PRODUCTS, DEMO_TIER_SHARE } from '../server/db/demo-data';
import { runMigrations } from '../server/db/migrate';
import { products, productVariants } from '../server/db/schema/index';
import { WEIGHTS } from '../shared/constants';
import { BENCH_AUTH_SECRET, settings } from './config';

export type Scratch = { pgUrl: string; pgName: string; pgliteDir: string; shopProductIds: string[] };

/** postgres://.../postgres -> the same server with another database name. */
export function withDatabase(url: string, name: string): string {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
}

async function admin<T>(fn: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: settings.adminUrl });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

/** Names of the scratch database and directory, known before they exist so an interrupt can remove them. */
export function scratchNames(): Pick<Scratch, 'pgName' | 'pgliteDir'> {
  return {
    pgName: `bench_${Date.now().toString(36)}_${process.pid}`,
    pgliteDir: mkdtempSync(path.join(os.tmpdir(), 'bench-pglite-')),
  };
}

/** Creates the PostgreSQL database and the PGlite directory, migrates both and seeds the catalogue. */
export async function createScratch(names: Pick<Scratch, 'pgName' | 'pgliteDir'> = scratchNames()): Promise<Scratch> {
  const { pgName, pgliteDir } = names;
  const pgUrl = withDatabase(settings.adminUrl, pgName);
  const scratch: Scratch = { pgUrl, pgName, pgliteDir, shopProductIds: [] };
  try {
    await admin((c) => c.query(`create database "${pgName}"`));
    const pgHandle = await openDatabase({ kind: 'postgres', url: pgUrl });
    try {
      await runMigrations(pgHandle);
      scratch.shopProductIds = await seedCatalogue(pgHandle.db);
      await pgHandle.db.execute('analyze');
    } finally {
      await pgHandle.close();
    }
    const liteHandle = await openDatabase({ kind: 'pglite', dataDir: pgliteDir });
    try {
      await runMigrations(liteHandle);
      await seedCatalogue(liteHandle.db);
      await liteHandle.db.execute('analyze');
    } finally {
      await liteHandle.close();
    }
  } catch (error) {
    await dropScratch(scratch);
    throw error;
  }
  return scratch;
}

export async function dropScratch(scratch: Pick<Scratch, 'pgName' | 'pgliteDir'>): Promise<void> {
  await admin((c) => c.query(`drop database if exists "${scratch.pgName}" with (force)`)).catch((error) =>
    console.error(`[bench] could not drop ${scratch.pgName}:`, error),
  );
  rmSync(scratch.pgliteDir, { recursive: true, force: true });
}

/**
 * 500 products with 5 weights each (2,500 variants): 24 shown in the shop, the rest hidden, so
 * shop.listProducts returns 24. Stock is plentiful so checkout never runs out.
 */
export async function seedCatalogue(db: Db): Promise<string[]> {
  const shopIndexes = new Set(Array.from({ length: settings.shopProducts }, (_, i) => Math.floor((i * settings.products) / 24)));
  const rows = Array.from({ length: settings.products }, (_, i) => {
    const demo = DEMO_PRODUCTS[i % DEMO_PRODUCTS.length];
    if (!demo) throw new Error('no demo products');
    return {
      name: `${demo.name} No. ${String(i + 1).padStart(3, '0')}`,
      slug: `${demo.slug}-no-${String(i + 1).padStart(3, '0')}`,
      description: demo.description,
      imageUrl: `/images/products/${demo.slug}.svg`,
      vatRate: i % 7 === 3 ? null : '0.2000',
      supportsMoistureOptions: demo.supportsMoistureOptions,
      showInShop: shopIndexes.has(i),
      ingredients: demo.ingredients,
      allergens: demo.allergens,
      packageLengthCm: '20.00',
      packageWidthCm: '14.00',
      packageHeightCm: '3.00',
      weightKg: '0.300',
    };
  });
  const inserted = await db.insert(products).values(rows).returning({ id: products.id, showInShop: products.showInShop });
  await db.insert(productVariants).values(
    inserted.flatMap((p) =>
      WEIGHTS.map((weight) => ({
        productId: p.id,
        weight,
        priceNetPence: DEMO_NET_PRICES[weight],
        tier1PriceNetPence: Math.round(DEMO_NET_PRICES[weight] * DEMO_TIER_SHARE[1]),
        tier2PriceNetPence: Math.round(DEMO_NET_PRICES[weight] * DEMO_TIER_SHARE[2]),
        tier3PriceNetPence: Math.round(DEMO_NET_PRICES[weight] * DEMO_TIER_SHARE[3]),
        stock: 10_000_000,
      })),
    ),
  );
  return inserted.filter((p) => p.showInShop).map((p) => p.id);
}

export type Shoppers = { tag: string; cookies: string[] };

/**
 * better-auth's signed session cookie for a seeded session, signed with better-auth's own public
 * `makeSignature` (better-auth/crypto): a sign-in per shopper would cost more than the bench itself.
 */
export async function sessionCookie(token: string, production: boolean): Promise<string> {
  const signature = await makeSignature(token, BENCH_AUTH_SECRET);
  return `${sessionCookieName(production)}=${encodeURIComponent(`${token}.${signature}`)}`;
}

/**
 * Signed-in shoppers for the checkout bench: verified users with a customer profile, a live
 * session and a cart of 3 lines (3 different shop products), each used for exactly one order.
 */
export async function prepareShoppers(pgUrl: string, tag: string, count: number, shopProductIds: string[]): Promise<Shoppers> {
  const client = new pg.Client({ connectionString: pgUrl });
  await client.connect();
  try {
    await client.query('begin');
    const id = `$1 || '-' || g`;
    const range = 'generate_series(1, $2::int) g';
    await client.query(
      `insert into "user" (id, name, email, email_verified) select ${id}, 'Bench Shopper ' || g, ${id} || '@bench.example', true from ${range}`,
      [tag, count],
    );
    await client.query(
      `insert into profiles (user_id, full_name, email, address1, city, postcode, account_type, role)
       select ${id}, 'Bench Shopper ' || g, ${id} || '@bench.example', '1 Bench Street', 'York', 'YO1 7HH', 'Customer', 'customer' from ${range}`,
      [tag, count],
    );
    // As after a sign-in moments ago (created now, 7 days to live), so no request is due for better-auth's daily extension.
    await client.query(
      `insert into session (id, token, expires_at, user_id) select 's-' || ${id}, 't-' || ${id}, now() + interval '7 days', ${id} from ${range}`,
      [tag, count],
    );
    await client.query(`insert into carts (user_id) select ${id} from ${range}`, [tag, count]);
    await client.query(
      `insert into cart_items (cart_id, product_id, weight, moisture, quantity, added_at)
       select c.id, ($3::uuid[])[1 + ((g * 7 + k.off) % cardinality($3::uuid[]))],
              ($4::text[])[1 + ((g + k.n) % 5)]::weight, 'normal', 1 + ((g + k.n) % 2), now() + k.n * interval '1 ms'
       from ${range}
       join carts c on c.user_id = ${id}
       cross join (values (0, 0), (5, 1), (11, 2)) as k(off, n)`,
      [tag, count, shopProductIds, [...WEIGHTS]],
    );
    await client.query('commit');
    // Statistics as autovacuum keeps them on a shop whose tables grow over days, not seconds (bench/README.md, B5).
    await client.query('analyze "user", profiles, session, carts, cart_items, orders');
  } catch (error) {
    await client.query('rollback').catch(() => {});
    throw error;
  } finally {
    await client.end();
  }
  const production = true;
  const cookies = await Promise.all(Array.from({ length: count }, (_, i) => sessionCookie(`t-${tag}-${i + 1}`, production)));
  return { tag, cookies };
}

/** Orders placed by one pool of shoppers (to check that every 2xx really placed an order). */
export async function countOrders(pgUrl: string, tag: string): Promise<number> {
  const client = new pg.Client({ connectionString: pgUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ n: string }>(`select count(*) as n from orders where user_id like $1 || '-%'`, [tag]);
    return Number(rows[0]?.n ?? 0);
  } finally {
    await client.end();
  }
}

export type ActivitySummary = {
  samples: number;
  /** Mean number of the app's connections in each state per sample. */
  waitingOnLock: number;
  idleInTransaction: number;
  active: number;
  /** Statements seen waiting on a lock, with how many times (first 60 characters). */
  lockWaitStatements: Record<string, number>;
};

/**
 * Samples pg_stat_activity of the scratch database twice a second during a checkout run, to show
 * where concurrent orders wait (row locks) and how long the app keeps transactions open.
 */
export async function sampleActivity(pgUrl: string): Promise<{ stop: () => Promise<ActivitySummary> }> {
  const client = new pg.Client({ connectionString: pgUrl });
  await client.connect();
  const summary: ActivitySummary = { samples: 0, waitingOnLock: 0, idleInTransaction: 0, active: 0, lockWaitStatements: {} };
  let inFlight: Promise<void> | null = null;
  const sample = async () => {
    const { rows } = await client.query<{ state: string | null; wait: string | null; query: string }>(
      `select state, wait_event_type as wait, left(regexp_replace(query, '\\s+', ' ', 'g'), 60) as query
       from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid() and backend_type = 'client backend'`,
    );
    summary.samples++;
    for (const row of rows) {
      if (row.wait === 'Lock') {
        summary.waitingOnLock++;
        summary.lockWaitStatements[row.query] = (summary.lockWaitStatements[row.query] ?? 0) + 1;
      }
      if (row.state === 'idle in transaction') summary.idleInTransaction++;
      if (row.state === 'active') summary.active++;
    }
  };
  const timer = setInterval(() => {
    if (inFlight) return;
    inFlight = sample()
      .catch(() => {})
      .finally(() => {
        inFlight = null;
      });
  }, 500);
  return {
    stop: async () => {
      clearInterval(timer);
      await inFlight;
      await client.end();
      const n = Math.max(1, summary.samples);
      return {
        ...summary,
        waitingOnLock: summary.waitingOnLock / n,
        idleInTransaction: summary.idleInTransaction / n,
        active: summary.active / n,
      };
    },
  };
}
