import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { subscriptionEvents, subscriptions } from '../../server/db/schema/index';
import { addMonths, ukMonth } from '../../shared/subscription-analytics';
import type { CancelReason } from '../../shared/subscription-cancel';
import { makeUser } from '../support/factories';
import { HISTORY_COHORTS, HISTORY_MONTHS, subscriptionHistory } from '../support/subscription-history';
import { createTestShop, type TestShop } from '../support/test-shop';

let shop: TestShop;
beforeAll(async () => {
  shop = await createTestShop();
});
afterAll(() => shop.close());

// The history's four months end last month, so they sit inside the last twelve whatever today is.
const first = addMonths(ukMonth(new Date()), -4);
const months = [0, 1, 2, 3].map((n) => addMonths(first, n));

async function seedHistory() {
  const db = shop.database.db;
  const owner = await makeUser(db);
  for (const entry of subscriptionHistory(first)) {
    const cancelled = entry.events.some(([kind]) => kind === 'cancelled');
    const [row] = await db
      .insert(subscriptions)
      .values({
        userId: owner.id,
        planName: 'The Knight',
        bagCount: 1,
        weight: '250g',
        frequency: entry.frequency,
        pricePence: entry.pricePence,
        moistureLevel: 'normal',
        bags: [{ variety: 'Original', moisture: 'normal', fat: 'lean' }],
        deliveryAddress1: '12 High Street',
        deliveryCity: 'Leeds',
        deliveryPostcode: 'LS1 4AP',
        status: cancelled ? 'cancelled' : 'active',
        cancelReason: entry.cancelReason as CancelReason | null,
        nextDeliveryAt: '2030-01-01',
        createdAt: new Date(entry.createdAt),
      })
      .returning();
    if (!row) throw new Error('subscription insert failed');
    await db.insert(subscriptionEvents).values(
      [['created', entry.createdAt] as const, ...entry.events].map(([kind, at]) => ({
        subscriptionId: row.id,
        kind: kind as 'created',
        actor: 'customer' as const,
        at: new Date(at),
      })),
    );
  }
}

describe('adminSubscriptions.analytics', () => {
  it('gives the last twelve months and the cohorts from the stored history', async () => {
    await seedHistory();
    const admin = await makeUser(shop.database.db, { role: 'admin' });
    const figures = await shop.callerFor(admin).adminSubscriptions.analytics();

    expect(figures.months).toHaveLength(12);
    expect(figures.months.at(-1)?.month).toBe(ukMonth(new Date()));
    expect(figures.months.filter((m) => months.includes(m.month))).toEqual(
      months.map((month, i) => ({ month, ...HISTORY_MONTHS[i] })),
    );
    // The months after the history keep its last state: three active, nothing new.
    expect(figures.months.at(-1)).toMatchObject({ mrrPence: 6415, activeAtEnd: 3, new: 0, cancelled: 0, churnPercent: 0 });

    expect(figures.cohorts).toEqual(
      months.map((month, i) => {
        const cohort = HISTORY_COHORTS[i] ?? { size: 0, retainedPercent: [] };
        // Each cohort runs on to the current month; nobody cancels after the history ends.
        const last = cohort.retainedPercent.at(-1) ?? 0;
        return { month, size: cohort.size, retainedPercent: [...cohort.retainedPercent, last] };
      }),
    );
    expect(figures.cancellationsByReason).toEqual([
      { reason: 'too_expensive', count: 1 },
      { reason: 'too_much', count: 1 },
    ]);
  });
});
