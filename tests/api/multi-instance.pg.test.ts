import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { invoices, orderItems, orders, productVariants, stockMovements } from '../../server/db/schema/index';
import { startChildServer } from '../support/child-server';
import { type MadeUser, makeProduct, makeUser, shipping } from '../support/factories';
import { type HttpClient, httpClient, trpcWire } from '../support/http';
import { pollUntil } from '../support/poll';
import { createTestShop, type TestShop } from '../support/test-shop';

// PostgreSQL only: real app processes sharing one database.
let shop: TestShop;
beforeAll(async () => {
  shop = await createTestShop();
});
afterAll(() => shop.close());

const db = () => shop.database.db;

async function signedInShoppers(count: number, baseUrls: string[], productId: string, quantity: number) {
  const users = await Promise.all(Array.from({ length: count }, () => makeUser(db())));
  await Promise.all(
    users.map((u) => shop.callerFor(u).cart.merge({ lines: [{ productId, weight: '500g', moisture: 'wet', quantity }] })),
  );
  const clients: { user: MadeUser; client: HttpClient }[] = [];
  for (const [i, user] of users.entries()) {
    const client = httpClient(baseUrls[i % baseUrls.length] as string);
    const response = await client.post('/api/auth/sign-in/email', { email: user.email, password: user.password });
    if (response.status !== 200) throw new Error(`sign-in failed: ${response.status}`);
    clients.push({ user, client });
  }
  return clients;
}

const placeOverHttp = (client: HttpClient) =>
  client
    .post(
      '/api/trpc/order.place',
      trpcWire.body({ idempotencyKey: crypto.randomUUID(), shipping, paymentMethod: 'bank_transfer' }),
    )
    .then((r) => r.status);

async function stockOf(productId: string) {
  const [row] = await db()
    .select({ stock: productVariants.stock, id: productVariants.id })
    .from(productVariants)
    .where(and(eq(productVariants.productId, productId), eq(productVariants.weight, '500g')));
  return row as { stock: number; id: string };
}

describe('several app instances on one PostgreSQL database', () => {
  it('two servers take concurrent orders for the same stock; stock reconciles', async () => {
    const a = await startChildServer(shop.database.url as string);
    const b = await startChildServer(shop.database.url as string);
    try {
      const product = await makeProduct(db(), { name: 'Shared Stock', variants: { '500g': { stock: 25 } } });
      const shoppers = await signedInShoppers(40, [a.url, b.url], product.id, 1);
      const statuses = await Promise.all(shoppers.map((s) => placeOverHttp(s.client)));
      const variant = await stockOf(product.id);
      const [ordered] = await db()
        .select({ units: sql<number>`coalesce(sum(${orderItems.quantity}), 0)::int` })
        .from(orderItems)
        .where(eq(orderItems.variantId, variant.id));
      console.info(
        `two instances: ${statuses.filter((s) => s === 200).length} orders, ${statuses.filter((s) => s === 409).length} sold-out refusals, final stock ${variant.stock}`,
      );
      expect(statuses.filter((s) => s === 200)).toHaveLength(25);
      expect(statuses.filter((s) => s !== 200).every((s) => s === 409)).toBe(true);
      expect(25 - (ordered?.units ?? 0)).toBe(variant.stock);
      expect(variant.stock).toBe(0);
    } finally {
      await Promise.all([a.stop(), b.stop()]);
    }
    // Two app processes start (migrations, pools) on a shared, busy machine: more than the default 30 s.
  }, 90_000);

  it('a server killed with SIGKILL mid-burst leaves no partial order', async () => {
    const server = await startChildServer(shop.database.url as string);
    const product = await makeProduct(db(), { name: 'Crash Test', variants: { '500g': { stock: 1000 } } });
    const shoppers = await signedInShoppers(30, [server.url], product.id, 2);
    const burst = shoppers.map((s) => placeOverHttp(s.client).catch(() => 'killed'));
    // Kill as soon as a few orders have committed, while the rest are in flight.
    const committed = () =>
      db()
        .select({ n: sql<number>`count(distinct ${orderItems.orderId})::int` })
        .from(orderItems)
        .where(eq(orderItems.productId, product.id));
    await pollUntil('three orders to commit', async () => ((await committed())[0]?.n ?? 0) >= 3);
    server.process.kill('SIGKILL');
    const outcomes = await Promise.all(burst);

    const placed = await db()
      .select({ id: orders.id })
      .from(orders)
      .innerJoin(orderItems, eq(orderItems.orderId, orders.id))
      .where(eq(orderItems.productId, product.id));
    const orderIds = [...new Set(placed.map((p) => p.id))];
    for (const orderId of orderIds) {
      const items = await db().select().from(orderItems).where(eq(orderItems.orderId, orderId));
      const invoice = await db().select().from(invoices).where(eq(invoices.orderId, orderId));
      const movements = await db().select().from(stockMovements).where(eq(stockMovements.orderId, orderId));
      expect(items).toHaveLength(1);
      expect(invoice).toHaveLength(1);
      expect(movements.map((m) => m.delta)).toEqual([-2]);
    }
    // Orders with no items would not show up in the join above: count them directly.
    const [orphans] = await db()
      .select({ n: sql<number>`count(*)::int` })
      .from(orders)
      .where(sql`not exists (select 1 from ${orderItems} where ${orderItems.orderId} = ${orders.id})`);
    expect(orphans?.n).toBe(0);
    const variant = await stockOf(product.id);
    expect(variant.stock).toBe(1000 - 2 * orderIds.length);
    console.info(
      `crash: ${outcomes.filter((o) => o === 'killed').length} of 30 requests cut off by SIGKILL, ${orderIds.length} orders committed, all whole; stock ${variant.stock}`,
    );
    expect(orderIds.length).toBeGreaterThanOrEqual(3);
    expect(outcomes.filter((o) => o === 'killed').length).toBeGreaterThan(0);
  });
});

describe('graceful shutdown', () => {
  it('SIGTERM mid-burst: every order request completes or is refused before it starts; nothing half-done; exit 0', async () => {
    const server = await startChildServer(shop.database.url as string);
    const product = await makeProduct(db(), { name: 'Shutdown Test', variants: { '500g': { stock: 5000 } } });
    const shoppers = await signedInShoppers(16, [server.url], product.id, 1);
    const exited = new Promise<number | null>((resolve) => server.process.once('exit', (code) => resolve(code)));
    type Outcome = {
      key: string;
      startedAt: number;
      endedAt: number;
      status: number | 'refused';
      orderId?: string;
      answer?: string;
    };
    const outcomes: Outcome[] = [];

    // Each shopper orders again and again (its cart refilled directly in the database) until the server refuses.
    const shopperLoop = async ({ user, client }: { user: MadeUser; client: HttpClient }) => {
      for (let first = true; ; first = false) {
        if (!first) {
          await shop
            .callerFor(user)
            .cart.merge({ lines: [{ productId: product.id, weight: '500g', moisture: 'wet', quantity: 1 }] });
        }
        const key = crypto.randomUUID();
        const startedAt = performance.now();
        try {
          const response = await client.post(
            '/api/trpc/order.place',
            trpcWire.body({ idempotencyKey: key, shipping, paymentMethod: 'bank_transfer' }),
          );
          const answer = await response.json();
          const data = response.status === 200 ? trpcWire.data<{ orderId: string } | undefined>(answer) : undefined;
          outcomes.push({
            key,
            startedAt,
            endedAt: performance.now(),
            status: response.status,
            orderId: data?.orderId,
            // What any other answer said, so a failure names it.
            ...(response.status === 200 ? {} : { answer: JSON.stringify(answer).slice(0, 300) }),
          });
          if (response.status !== 200) return;
        } catch {
          outcomes.push({ key, startedAt, endedAt: performance.now(), status: 'refused' });
          return;
        }
      }
    };
    const burst = Promise.all(shoppers.map(shopperLoop));
    for (const deadline = Date.now() + 30_000; outcomes.filter((o) => o.status === 200).length < 10; ) {
      if (Date.now() > deadline) throw new Error('the burst placed no orders');
      await new Promise((resolve) => setImmediate(resolve));
    }
    const sigtermAt = performance.now();
    server.process.kill('SIGTERM');
    await burst;
    expect(await exited).toBe(0);

    const completed = outcomes.filter((o) => o.status === 200);
    const refused = outcomes.filter((o) => o.status === 'refused');
    const inFlightAtSigterm = completed.filter((o) => o.startedAt < sigtermAt && o.endedAt > sigtermAt);
    console.info(
      `SIGTERM: ${completed.length} orders completed (${inFlightAtSigterm.length} of them in flight at the signal), ${refused.length} requests refused, ${outcomes.length - completed.length - refused.length} other`,
    );
    expect(outcomes.filter((o) => o.status !== 200 && o.status !== 'refused')).toEqual([]);
    expect(inFlightAtSigterm.length).toBeGreaterThan(0);
    expect(refused).toHaveLength(shoppers.length);

    // Every completed order is whole; no refused request left an order behind.
    for (const { orderId } of completed) {
      const items = await db()
        .select()
        .from(orderItems)
        .where(eq(orderItems.orderId, orderId as string));
      const invoice = await db()
        .select()
        .from(invoices)
        .where(eq(invoices.orderId, orderId as string));
      const movements = await db()
        .select()
        .from(stockMovements)
        .where(eq(stockMovements.orderId, orderId as string));
      expect(items.map((i) => i.quantity)).toEqual([1]);
      expect(invoice).toHaveLength(1);
      expect(movements.map((m) => m.delta)).toEqual([-1]);
    }
    const refusedKeys = refused.map((o) => o.key);
    const leftBehind = await db()
      .select({ id: orders.id })
      .from(orders)
      .where(
        sql`${orders.idempotencyKey} in (${sql.join(
          refusedKeys.map((k) => sql`${k}`),
          sql`, `,
        )})`,
      );
    expect(leftBehind).toHaveLength(0);
    const [placed] = await db()
      .select({ n: sql<number>`count(distinct ${orderItems.orderId})::int` })
      .from(orderItems)
      .where(eq(orderItems.productId, product.id));
    expect(placed?.n).toBe(completed.length);
    const [orphans] = await db()
      .select({ n: sql<number>`count(*)::int` })
      .from(orders)
      .where(sql`not exists (select 1 from ${orderItems} where ${orderItems.orderId} = ${orders.id})`);
    expect(orphans?.n).toBe(0);
    expect((await stockOf(product.id)).stock).toBe(5000 - completed.length);
  }, 90_000);
});
