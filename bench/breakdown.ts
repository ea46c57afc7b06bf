/**
 * Where the time of one shop.listProducts call goes, layer by layer, without HTTP and without
 * concurrency (so a busy machine disturbs it less than the load runs). Run in a child process:
 *   node --import tsx bench/breakdown.ts '{"pgUrl": "..."}'
 * and prints one line `BREAKDOWN <json>`: CPU and wall ms per call for each layer.
 */
import { and, asc, eq, isNull } from 'drizzle-orm';
import type { Request } from 'express';
import pg from 'pg';
import superjson from 'superjson';
import { createAuth } from '../server/auth/auth';
import { loadConfig } from '../server/config';
import { openDatabase } from '../server/db/client';
import { products } from '../server/db/schema/index';
import { contextFromRequest } from '../server/http/context';
import { silentLogger } from '../server/logger';
import { createMailer } from '../server/mail/mailer';
import { createCatalogueCache, uncachedCatalogue } from '../server/modules/shop/catalogue-cache';
import { listShopProducts } from '../server/modules/shop/service';
import { createCaller } from '../server/trpc/app-router';
import { createContext } from '../server/trpc/context';
import { handShopList } from './handwritten';

export type Layer = { layer: string; cpuMsPerCall: number; wallMsPerCall: number };

const WARMUP = 100;
const CALLS = 400;

async function time(layer: string, fn: () => Promise<unknown>): Promise<Layer> {
  for (let i = 0; i < WARMUP; i++) await fn();
  const cpu = process.cpuUsage();
  const started = performance.now();
  for (let i = 0; i < CALLS; i++) await fn();
  const wall = performance.now() - started;
  const used = process.cpuUsage(cpu);
  return { layer, cpuMsPerCall: (used.user + used.system) / 1000 / CALLS, wallMsPerCall: wall / CALLS };
}

async function main() {
  const { pgUrl } = JSON.parse(process.argv[2] ?? '{}') as { pgUrl: string };
  const config = loadConfig();
  const handle = await openDatabase({ kind: 'postgres', url: pgUrl });
  const pool = new pg.Pool({ connectionString: pgUrl, max: 10 });
  const mailer = createMailer({ db: handle.db, smtpUrl: config.smtpUrl, from: config.mailFrom, logger: silentLogger });
  const deps = { db: handle.db, mailer, config, logger: silentLogger, catalogue: uncachedCatalogue(handle.db) };
  const cached = { ...deps, catalogue: await createCatalogueCache(handle) };
  const auth = createAuth(deps);
  // As Express hands it over: headers, and the socket the client's address is read from.
  const anonymous = {
    headers: { accept: 'application/json', host: '127.0.0.1' },
    socket: { remoteAddress: '127.0.0.1' },
  } as unknown as Request;
  const prepared = handle.db.query.products
    .findMany({
      where: and(eq(products.showInShop, true), isNull(products.archivedAt)),
      orderBy: [asc(products.name)],
      with: { variants: true },
    })
    .prepare('bench_shop_list');
  const layers: Layer[] = [];
  layers.push(await time('hand-written SQL + mapping (B2 without HTTP)', () => handShopList(pool)));
  layers.push(await time('listShopProducts (Drizzle relational query + mapping)', () => listShopProducts(handle.db, null)));
  layers.push(await time('same Drizzle query, prepared once (.prepare())', () => prepared.execute()));
  layers.push(await time('contextFromRequest, anonymous (no session cookie)', () => contextFromRequest(deps, auth, anonymous)));
  const caller = createCaller(createContext(deps));
  layers.push(
    await time('tRPC caller shop.listProducts, uncached (procedure + middleware + Drizzle)', () => caller.shop.listProducts()),
  );
  const cachedCaller = createCaller(createContext(cached));
  layers.push(await time('tRPC caller shop.listProducts, catalogue cache warm', () => cachedCaller.shop.listProducts()));
  const data = await listShopProducts(handle.db, null);
  layers.push(
    await time('superjson + JSON.stringify of the 24 products', async () =>
      JSON.stringify([{ result: { data: superjson.serialize(data) } }]),
    ),
  );
  console.log(`BREAKDOWN ${JSON.stringify(layers)}`);
  await cached.catalogue.close();
  await pool.end();
  await handle.close();
}

main().then(
  () => process.exit(0),
  (error) => {
    console.error('[bench-breakdown] failed', error);
    process.exit(1);
  },
);
