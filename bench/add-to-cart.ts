import superjson from 'superjson';
import { WEIGHTS } from '../shared/constants';
import { settings } from './config';
import { prepareShoppers, type Scratch } from './db';
import { type LoadResult, load } from './load';
import { log, measured, summary } from './measure';
import type { BenchServer } from './processes';

/** The URL a signed-in shopper's Add to Cart click requests (tRPC's batch link; the only request of the click). */
export const ADD_TO_CART_PATH = '/api/trpc/cart.add?batch=1';
/** The origin a browser sends on the shop's own POSTs (the bench servers' BASE_URL). */
const SHOP_ORIGIN = 'https://bench.royal-biltong.example';
/** Shoppers per pool: the clicks go round them, so each cart grows slowly and stays under the line limit. */
const SHOPPERS = 2_000;

/**
 * Clicks spread over a pool of signed-in shoppers, each on the next shop product and size in turn, with the headers
 * and body Chromium sends for the shop's `cart.add` (cookie, origin, superjson input in a batch of one).
 */
export function addToCartRequests(cookies: string[], productIds: string[]) {
  let click = 0;
  return () => {
    const shopper = click % cookies.length;
    const round = Math.floor(click / cookies.length);
    click++;
    const input = {
      productId: productIds[(shopper + round) % productIds.length],
      weight: WEIGHTS[Math.floor(round / productIds.length) % WEIGHTS.length],
      moisture: 'normal',
    };
    return {
      headers: {
        'content-type': 'application/json',
        accept: '*/*',
        'accept-encoding': 'gzip, deflate, br, zstd',
        origin: SHOP_ORIGIN,
        cookie: cookies[shopper] ?? '',
      },
      body: JSON.stringify({ 0: superjson.serialize(input) }),
    };
  };
}

export type AddToCartRecord = { warmup: LoadResult; runs: LoadResult[]; statements: number };

/**
 * B6: the app's Add to Cart under load. One click is one request (the answer is the whole priced cart, which the
 * client writes into its cache), so requests per second are clicks per second; the server's CPU time per answer is
 * the app's cost of a click. A probe click outside the load must answer the new line, and counts the SQL statements.
 */
export async function measureAddToCart(server: BenchServer, rep: number, scratch: Scratch): Promise<AddToCartRecord> {
  const url = server.url + ADD_TO_CART_PATH;
  const pool = await prepareShoppers(scratch.pgUrl, `r${rep}-add`, SHOPPERS, scratch.shopProductIds);
  const next = addToCartRequests(pool.cookies, scratch.shopProductIds);

  const probe = next();
  await server.resetCount();
  const answer = await fetch(url, { method: 'POST', headers: probe.headers, body: probe.body });
  const statements = await server.getCount();
  const text = await answer.text();
  if (answer.status !== 200 || !text.includes('"totalPence"'))
    throw new Error(`B6-app: the probe click failed: ${answer.status} ${text.slice(0, 300)}`);

  const warmup = await load({ url, connections: 10, durationS: settings.warmupS, method: 'POST', nextRequest: next });
  log(`  B6-app warm-up: ${summary(warmup)}`);
  const runs: LoadResult[] = [];
  for (const connections of settings.connections) {
    const result = await measured(server, {
      url,
      connections,
      durationS: settings.durationS,
      method: 'POST',
      nextRequest: next,
    });
    log(`  B6-app -c ${connections}: ${summary(result)}`);
    runs.push(result);
  }
  return { warmup, runs, statements };
}
