import { randomUUID } from 'node:crypto';
import { isDeepStrictEqual } from 'node:util';
import superjson, { type SuperJSONResult } from 'superjson';
import { SHOP_LIST_URL } from '../server/http/trpc-urls';
import { ADD_TO_CART_PATH, measureAddToCart } from './add-to-cart';
import type { Layer } from './breakdown';
import { settings } from './config';
import { type ActivitySummary, countOrders, prepareShoppers, type Scratch, sampleActivity } from './db';
import { type LoadResult, load } from './load';
import { log, measured, summary } from './measure';
import { measurePeerAddToCart } from './peer-load';
import { type BenchServer, runBreakdown, startServer } from './processes';
import type { ServerSpec } from './server';

export type VariantId = 'B0' | 'B1' | 'B2' | 'B3' | 'B4' | 'B5-app' | 'B5-hand' | 'B6-app' | 'P1-vendure';

/** get: the shop list under GET load; checkout: order.place; add: an Add to Cart click; peer: Vendure's (no spec). */
type Variant = {
  id: VariantId;
  label: string;
  spec: ServerSpec | null;
  path: string;
  kind: 'get' | 'checkout' | 'add' | 'peer';
};

export type RunRecord = {
  rep: number;
  variant: VariantId;
  warmup: LoadResult;
  runs: LoadResult[];
  /** Checkout: orders found in the database for the run's shoppers, per run (must equal the 2xx count). */
  ordersInDb?: number[];
  poolSizes?: number[];
  /** Checkout: what the database connections were doing during each run (pg_stat_activity samples). */
  activity?: ActivitySummary[];
};

export type ApiResults = {
  variants: { id: VariantId; label: string }[];
  records: RunRecord[];
  /** SQL statements per request, measured on a single request outside the load. */
  statementsPerRequest: Partial<Record<VariantId, number>>;
  /** B3/B4: SQL statements of a shop.listProducts call right after a catalogue change (cache cold). */
  coldStatementsPerRequest: Partial<Record<VariantId, number>>;
  /** Whether B2's body equals B3's (same 24 products, same JSON shape). */
  b2MatchesB3: boolean | null;
  shopProductCount: number | null;
  /** Peak resident memory (VmHWM) of each B3 server after its load, bytes. */
  b3PeakRssBytes: number[];
  /** The same high-water mark before the load (start-up and the first calls), bytes. */
  b3StartRssBytes: number[];
  /** CPU and wall time per shop.listProducts call, layer by layer, sequential and without HTTP. */
  breakdown: Layer[] | null;
  /** The peer's Vendure version, when it ran. */
  peerVersion?: string;
  notes: string[];
};

/** The shop list exactly as /shop requests it (tRPC's batch link, superjson input), with the browser's encodings. */
const SHOP_PATH = SHOP_LIST_URL;
const BROWSER_HEADERS = { 'accept-encoding': 'gzip, deflate, br, zstd', accept: '*/*' };
const ORDER_PATH = '/api/trpc/order.place';
const SERVER_CORE = '1';

export function variantsFor(scratch: Scratch): Variant[] {
  const pg = { kind: 'postgres' as const, url: scratch.pgUrl };
  const all: Variant[] = [
    { id: 'B0', label: 'node:http hello JSON', spec: { variant: 'node-hello' }, path: '/', kind: 'get' },
    { id: 'B1', label: 'Express 5 hello JSON', spec: { variant: 'express-hello' }, path: '/', kind: 'get' },
    {
      id: 'B2',
      label: 'Express 5 + pg, hand-written shop list',
      spec: { variant: 'hand-shop', pgUrl: scratch.pgUrl },
      path: SHOP_PATH,
      kind: 'get',
    },
    {
      id: 'B3',
      label: 'app, tRPC shop.listProducts, PostgreSQL',
      spec: { variant: 'app', db: pg },
      path: SHOP_PATH,
      kind: 'get',
    },
    {
      id: 'B4',
      label: 'app, tRPC shop.listProducts, PGlite',
      spec: { variant: 'app', db: { kind: 'pglite', dataDir: scratch.pgliteDir } },
      path: SHOP_PATH,
      kind: 'get',
    },
    {
      id: 'B5-app',
      label: 'app, tRPC order.place (3 lines), PostgreSQL',
      spec: { variant: 'app', db: pg },
      path: ORDER_PATH,
      kind: 'checkout',
    },
    {
      id: 'B5-hand',
      label: 'hand-written order transaction, PostgreSQL',
      spec: { variant: 'hand-order', pgUrl: scratch.pgUrl },
      path: ORDER_PATH,
      kind: 'checkout',
    },
    {
      id: 'B6-app',
      label: 'app, Add to Cart as the browser sends it (tRPC cart.add), PostgreSQL',
      spec: { variant: 'app', db: pg },
      path: ADD_TO_CART_PATH,
      kind: 'add',
    },
    {
      id: 'P1-vendure',
      label: "peer: Vendure 3's addItemToOrder as its storefront sends it, PostgreSQL",
      spec: null,
      path: '/shop-api',
      kind: 'peer',
    },
  ];
  return all.filter((v) => !settings.only || settings.only.some((o) => v.id.startsWith(o)));
}

const shipping = { fullName: 'Bench Shopper', address1: '1 Bench Street', city: 'York', postcode: 'YO1 7HH' };

/** A pool of shoppers handed out one per request, each with a fresh idempotency key. */
function shopperRequests(cookies: string[]) {
  let next = 0;
  return () => {
    const cookie = cookies[next++];
    if (cookie === undefined) return null;
    return {
      headers: { 'content-type': 'application/json', cookie },
      body: superjson.stringify({ idempotencyKey: randomUUID(), shipping }),
    };
  };
}

async function measureGet(variant: Variant, server: BenchServer, rep: number, out: ApiResults): Promise<RunRecord> {
  const url = server.url + variant.path;
  const first = await fetch(url, { headers: BROWSER_HEADERS });
  if (first.status !== 200) throw new Error(`${variant.id}: GET ${variant.path} answered ${first.status}`);
  const body: unknown = await first.json();
  if (variant.id === 'B2' || variant.id === 'B3') bodies[variant.id] = body;
  if (variant.id === 'B3') {
    const [call] = body as { result?: { data?: SuperJSONResult } }[];
    const data = call?.result?.data && superjson.deserialize(call.result.data);
    out.shopProductCount = Array.isArray(data) ? data.length : null;
  }
  if (variant.id === 'B3' || variant.id === 'B4') {
    const calls = 5;
    await server.resetCount();
    for (let i = 0; i < calls; i++) await (await fetch(url, { headers: BROWSER_HEADERS })).arrayBuffer();
    const per = (await server.getCount()) / calls;
    out.statementsPerRequest[variant.id] = Math.max(out.statementsPerRequest[variant.id] ?? 0, per);
    let cold = 0;
    for (let i = 0; i < calls; i++) {
      await server.invalidateCatalogue();
      await server.resetCount();
      await (await fetch(url, { headers: BROWSER_HEADERS })).arrayBuffer();
      cold += await server.getCount();
    }
    out.coldStatementsPerRequest[variant.id] = Math.max(out.coldStatementsPerRequest[variant.id] ?? 0, cold / calls);
  }
  if (variant.id === 'B3') out.b3StartRssBytes.push(server.peakRss());
  const warmup = await load({ url, connections: 10, durationS: settings.warmupS, headers: BROWSER_HEADERS });
  log(`  ${variant.id} warm-up: ${summary(warmup)}`);
  const runs: LoadResult[] = [];
  for (const connections of settings.connections) {
    const result = await measured(server, { url, connections, durationS: settings.durationS, headers: BROWSER_HEADERS });
    log(`  ${variant.id} -c ${connections}: ${summary(result)}`);
    runs.push(result);
  }
  if (variant.id === 'B3') out.b3PeakRssBytes.push(server.peakRss());
  return { rep, variant: variant.id, warmup, runs };
}

async function measureCheckout(
  variant: Variant,
  server: BenchServer,
  rep: number,
  scratch: Scratch,
  out: ApiResults,
): Promise<RunRecord> {
  const url = server.url + variant.path;
  const kind = variant.id === 'B5-app' ? 'app' : 'hand';
  const tag = (name: string) => `r${rep}-${kind}-${name}`;

  // One order outside the load: it must succeed, and tells how many SQL statements an order takes.
  const probe = await prepareShoppers(scratch.pgUrl, tag('probe'), 1, scratch.shopProductIds);
  const request = shopperRequests(probe.cookies)();
  if (!request) throw new Error('no probe shopper');
  await server.resetCount();
  const answer = await fetch(url, { method: 'POST', headers: request.headers, body: request.body });
  const statements = await server.getCount();
  const text = await answer.text();
  if (answer.status !== 200 || !text.includes('"replayed":false'))
    throw new Error(`${variant.id}: the probe order failed: ${answer.status} ${text.slice(0, 300)}`);
  out.statementsPerRequest[variant.id] = statements;

  const warmPool = await prepareShoppers(scratch.pgUrl, tag('warm'), Math.ceil(settings.warmupS * 700), scratch.shopProductIds);
  const warmup = await load({
    url,
    connections: 10,
    durationS: settings.warmupS,
    method: 'POST',
    nextRequest: shopperRequests(warmPool.cookies),
  });
  log(`  ${variant.id} warm-up: ${summary(warmup)}`);
  let rate = warmup.okPerSec;
  const runs: LoadResult[] = [];
  const ordersInDb: number[] = [];
  const poolSizes: number[] = [];
  const activity: ActivitySummary[] = [];
  for (const connections of settings.connections) {
    const size = Math.min(80_000, Math.ceil(rate * settings.durationS * 1.6) + 500);
    poolSizes.push(size);
    const pool = await prepareShoppers(scratch.pgUrl, tag(`c${connections}`), size, scratch.shopProductIds);
    const sampler = await sampleActivity(scratch.pgUrl);
    const result = await measured(server, {
      url,
      connections,
      durationS: settings.durationS,
      method: 'POST',
      nextRequest: shopperRequests(pool.cookies),
    });
    activity.push(await sampler.stop());
    const placed = await countOrders(scratch.pgUrl, pool.tag);
    ordersInDb.push(placed);
    log(`  ${variant.id} -c ${connections}: ${summary(result)}; ${placed} orders in the database (pool ${size})`);
    // Orders still in flight when the run ends commit without being counted; anything else is a bug.
    if (placed < result.ok || placed > result.ok + connections)
      out.notes.push(`${variant.id} rep ${rep} -c ${connections}: ${result.ok} answers 2xx but ${placed} orders`);
    if (result.durationS < settings.durationS - 0.5)
      out.notes.push(`${variant.id} rep ${rep} -c ${connections}: shopper pool used up after ${result.durationS.toFixed(1)} s`);
    runs.push(result);
    rate = Math.max(rate, result.okPerSec);
  }
  return { rep, variant: variant.id, warmup, runs, ordersInDb, poolSizes, activity };
}

const bodies: Partial<Record<'B2' | 'B3', unknown>> = {};

/** B0-B5, each in its own pinned process, three interleaved repetitions. */
export async function runApi(scratch: Scratch): Promise<ApiResults> {
  const variants = variantsFor(scratch);
  const out: ApiResults = {
    variants: variants.map(({ id, label }) => ({ id, label })),
    records: [],
    statementsPerRequest: {},
    coldStatementsPerRequest: {},
    b2MatchesB3: null,
    shopProductCount: null,
    b3PeakRssBytes: [],
    b3StartRssBytes: [],
    breakdown: null,
    notes: [],
  };
  for (let rep = 1; rep <= settings.repetitions; rep++) {
    for (const variant of variants) {
      log(`rep ${rep}/${settings.repetitions} ${variant.id}: ${variant.label}`);
      if (variant.spec === null) {
        const { statements, version, notAdded, ...record } = await measurePeerAddToCart(SERVER_CORE);
        out.statementsPerRequest[variant.id] = statements;
        out.peerVersion = version;
        notAdded.forEach((n, i) => {
          if (n > 0) out.notes.push(`P1-vendure rep ${rep} -c ${settings.connections[i]}: ${n} answers 2xx added no item`);
        });
        out.records.push({ rep, variant: variant.id, ...record });
        continue;
      }
      const server = await startServer(variant.spec, { core: SERVER_CORE });
      try {
        if (variant.kind === 'add') {
          const { statements, ...record } = await measureAddToCart(server, rep, scratch);
          out.statementsPerRequest[variant.id] = statements;
          out.records.push({ rep, variant: variant.id, ...record });
        } else {
          out.records.push(
            variant.kind === 'checkout'
              ? await measureCheckout(variant, server, rep, scratch, out)
              : await measureGet(variant, server, rep, out),
          );
        }
      } finally {
        await server.stop();
      }
    }
  }
  if (bodies.B2 !== undefined && bodies.B3 !== undefined) out.b2MatchesB3 = isDeepStrictEqual(bodies.B2, bodies.B3);
  if (!settings.only || settings.only.includes('B3')) {
    log('shop.listProducts cost by layer (sequential, no HTTP)');
    out.breakdown = await runBreakdown(scratch.pgUrl, SERVER_CORE);
    for (const l of out.breakdown)
      log(`  ${l.layer}: CPU ${l.cpuMsPerCall.toFixed(2)} ms, wall ${l.wallMsPerCall.toFixed(2)} ms per call`);
  }
  return out;
}
