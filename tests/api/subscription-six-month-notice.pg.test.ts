import { and, eq, inArray, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../server/db/client';
import { emailOutbox, subscriptions } from '../../server/db/schema/index';
import { sendSixMonthNotices } from '../../server/modules/subscription/six-month-notice';
import type { AppDeps } from '../../server/trpc/context';
import { shopToday } from '../../shared/promotions';
import { addMonths } from '../../shared/subscriptions';
import { makeProduct, makeUser } from '../support/factories';
import { createTestShop, type TestShop } from '../support/test-shop';

// PostgreSQL only: two app instances (each its own connection pool) sending the six-month notices at once.
let shop: TestShop;
let second: Awaited<ReturnType<typeof openDatabase>>;
let instanceB: AppDeps;
beforeAll(async () => {
  shop = await createTestShop();
  second = await openDatabase({ kind: 'postgres', url: shop.database.url as string, poolSize: 5 });
  instanceB = { ...shop.deps, db: second.db };
  await makeProduct(shop.database.db, { name: 'Notice Chilli', variants: { '250g': { stock: 100 } } });
});
afterAll(async () => {
  await second?.close();
  await shop?.close();
});

const db = () => shop.database.db;

describe('six-month notice with two instances', () => {
  it('each subscriber gets exactly one notice per anniversary', async () => {
    const today = shopToday();
    const subscribers = await Promise.all(
      Array.from({ length: 6 }, async () => {
        const me = await makeUser(db());
        const sub = await shop.callerFor(me).subscription.create({
          planName: 'The Scout',
          weight: '250g',
          frequency: 'Monthly',
          bags: [{ variety: 'Notice Chilli', moisture: 'wet', fat: 'lean' }],
          delivery: { fullName: 'Twin Notice', address1: '3 Twin Road', city: 'Leeds', postcode: 'LS1 1AA' },
        });
        await db()
          .update(subscriptions)
          .set({ createdAt: new Date(`${addMonths(today, -6)}T12:00:00Z`) })
          .where(eq(subscriptions.id, sub.id));
        return me.email;
      }),
    );
    const runs = await Promise.all([
      sendSixMonthNotices(shop.deps, today),
      sendSixMonthNotices(instanceB, today),
      sendSixMonthNotices(shop.deps, today),
      sendSixMonthNotices(instanceB, today),
    ]);
    expect(runs.reduce((a, b) => a + b, 0)).toBe(6);
    const notices = await db()
      .select({ to: emailOutbox.to })
      .from(emailOutbox)
      .where(and(inArray(emailOutbox.to, subscribers), like(emailOutbox.subject, 'A reminder about your%')));
    expect(notices.map((n) => n.to).toSorted()).toEqual(subscribers.toSorted());
  });
});
