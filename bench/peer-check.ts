// Checks the peer on its own: `node --import tsx bench/peer-check.ts` starts Vendure, loads addItemToOrder for 10 s at
// -c 10 and prints its throughput and server CPU per request. Env: BENCH_PG_URL, PEER_SHOPPERS, PEER_DURATION.
import { settings } from './config';
import { load } from './load';
import { type AddToCartAnswer, addToCartFailure, startVendurePeer } from './peer';
import { pinSelf } from './processes';

const shopperCount = Number(process.env.PEER_SHOPPERS ?? 200);
const durationS = Number(process.env.PEER_DURATION ?? 10);
const connections = 10;

pinSelf('0');
const started = performance.now();
const peer = await startVendurePeer({ adminPgUrl: settings.adminUrl, core: '1' });
const stopOnSignal = () => {
  peer.stop().finally(() => process.exit(130));
};
process.once('SIGINT', stopOnSignal);
process.once('SIGTERM', stopOnSignal);
let failed = false;
try {
  console.log(
    `Vendure ${peer.version} at ${peer.url} (pid ${peer.pid}); install ${(peer.installMs / 1000).toFixed(1)} s, ready after ${((performance.now() - started) / 1000).toFixed(1)} s`,
  );
  const shoppersStarted = performance.now();
  const tokens = await peer.makeShoppers(shopperCount);
  console.log(`${tokens.length} shoppers with an active order in ${((performance.now() - shoppersStarted) / 1000).toFixed(1)} s`);

  // GraphQL answers 200 for an ErrorResult too, so one request's body is read before the load.
  const sample = peer.addToCartRequest(tokens[0] as string, 3);
  const response = await fetch(peer.shopApiUrl, { method: 'POST', headers: sample.headers, body: sample.body });
  const answer = (await response.json()) as AddToCartAnswer;
  const sampleVariant = (JSON.parse(sample.body) as { variables: { productVariantId: string } }).variables.productVariantId;
  const failure = addToCartFailure(answer, sampleVariant);
  if (response.status !== 200 || failure) throw new Error(`sample add to cart failed (${response.status}): ${failure}`);
  const order = answer.data?.addItemToOrder;
  console.log(
    `sample answer: ${order?.__typename} with ${order?.lines?.length} lines, ${order?.totalQuantity} items, ` +
      `${order?.currencyCode} ${order?.subTotal} net, ${order?.totalWithTax} with VAT at ${order?.taxSummary?.map((t) => t.taxRate).join(', ')} %`,
  );

  // Statements per add, counted on single requests outside the load (as the bench counts the shop's).
  const statementsBefore = await peer.statementCount();
  const singles = 5;
  for (let k = 0; k < singles; k++) {
    const single = peer.addToCartRequest(tokens[1 + k] as string, 1000 + k);
    await fetch(peer.shopApiUrl, { method: 'POST', headers: single.headers, body: single.body }).then((r) => r.text());
  }
  console.log(`SQL statements per addItemToOrder: ${((await peer.statementCount()) - statementsBefore) / singles}`);

  let next = 0;
  const nextRequest = () => {
    const i = next++;
    return peer.addToCartRequest(tokens[i % tokens.length] as string, i);
  };
  const quantityBefore = await peer.orderedQuantity();
  const cpuBefore = peer.cpuMs();
  const result = await load({ url: peer.shopApiUrl, connections, durationS, method: 'POST', nextRequest });
  const cpuMs = peer.cpuMs() - cpuBefore;
  // Requests still in flight when autocannon stops may land after it counted: up to one per connection.
  await new Promise((resolve) => setTimeout(resolve, 500));
  const added = (await peer.orderedQuantity()) - quantityBefore;
  const notAdded = result.ok - added;
  console.log(
    [
      `addItemToOrder -c ${connections} -d ${durationS}: ${result.reqPerSec.toFixed(0)} req/s (${result.okPerSec.toFixed(0)} 2xx/s)`,
      `p50 ${result.latencyP50Ms} ms, p99 ${result.latencyP99Ms} ms`,
      `server CPU ${(cpuMs / Math.max(1, result.ok)).toFixed(2)} ms / request`,
      `2xx ${result.ok}, non-2xx ${result.non2xx}, errors ${result.errors}, timeouts ${result.timeouts}`,
      `items added ${added} (2xx without an added item: ${Math.max(0, notAdded)})`,
    ].join('\n'),
  );
  if (result.non2xx > 0 || result.errors > 0 || notAdded > 0) {
    console.error('FAIL: some adds to cart did not succeed');
    failed = true;
  }
} finally {
  await peer.stop();
}
process.exit(failed ? 1 : 0);
