import { settings } from './config';
import type { LoadResult } from './load';
import { load } from './load';
import { log, measured, summary } from './measure';
import { type AddToCartAnswer, addToCartFailure, startVendurePeer } from './peer';

/** Shoppers per repetition: each gets about two adds over a run, so the orders stay the size of a real cart. */
const PEER_SHOPPERS = 1_000;

export type PeerRecord = {
  warmup: LoadResult;
  runs: LoadResult[];
  statements: number;
  version: string;
  /** 2xx answers that added no item (GraphQL answers 200 for an ErrorResult too); must be 0. */
  notAdded: number[];
};

/**
 * P1: the peer's Add to Cart (Vendure 3's `addItemToOrder`, as its storefront sends it) under the same load as B6,
 * its server pinned to the same core. Every 2xx is checked against the units the database gained.
 */
export async function measurePeerAddToCart(core: string): Promise<PeerRecord> {
  const peer = await startVendurePeer({ adminPgUrl: settings.adminUrl, core });
  try {
    const tokens = await peer.makeShoppers(PEER_SHOPPERS);
    let click = 0;
    const next = () => {
      const i = click++;
      return peer.addToCartRequest(tokens[i % tokens.length] as string, i);
    };

    const probe = next();
    const variantId = (JSON.parse(probe.body) as { variables: { productVariantId: string } }).variables.productVariantId;
    const before = await peer.statementCount();
    const answer = await fetch(peer.shopApiUrl, { method: 'POST', headers: probe.headers, body: probe.body });
    const statements = (await peer.statementCount()) - before;
    const failure = addToCartFailure((await answer.json()) as AddToCartAnswer, variantId);
    if (answer.status !== 200 || failure) throw new Error(`P1-vendure: the probe add failed (${answer.status}): ${failure}`);

    const warmup = await load({
      url: peer.shopApiUrl,
      connections: 10,
      durationS: settings.warmupS,
      method: 'POST',
      nextRequest: next,
    });
    log(`  P1-vendure warm-up: ${summary(warmup)}`);
    const runs: LoadResult[] = [];
    const notAdded: number[] = [];
    for (const connections of settings.connections) {
      const units = await peer.orderedQuantity();
      const result = await measured(peer, {
        url: peer.shopApiUrl,
        connections,
        durationS: settings.durationS,
        method: 'POST',
        nextRequest: next,
      });
      // Adds still in flight when the run ends land afterwards (at most one per connection): they only make up.
      const added = (await peer.orderedQuantity()) - units;
      notAdded.push(Math.max(0, result.ok - added));
      log(`  P1-vendure -c ${connections}: ${summary(result)}; ${added} units added`);
      runs.push(result);
    }
    return { warmup, runs, statements, version: peer.version, notAdded };
  } finally {
    await peer.stop();
  }
}
