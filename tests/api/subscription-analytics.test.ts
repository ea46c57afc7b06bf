import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { subscriptionFigures } from '../../server/modules/admin-subscriptions/analytics';
import type { MonthFigures } from '../../shared/subscription-analytics';
import { makeProduct, makeUser } from '../support/factories';
import { addMonths, type HistoryEntry, seedHistory, ukMonth } from '../support/subscription-history';
import { createTestShop, type TestShop } from '../support/test-shop';

let shop: TestShop;
beforeAll(async () => {
  shop = await createTestShop();
});
afterAll(() => shop.close());

// Four months of history ending last month, so they sit inside the last twelve whatever today is.
const current = ukMonth(new Date());
const [m0, m1, m2, m3] = [-4, -3, -2, -1].map((n) => addMonths(current, n)) as [string, string, string, string];

/**
 * Month's worth of each price (rounded per subscription): A 2000 monthly = 2000; B 999 weekly = 4329;
 * C 1499 fortnightly = 3247.83 → 3248; D 3500 quarterly = 1166.67 → 1167; E 1800 monthly = 1800;
 * F 1250 weekly = 5416.67 → 5417; G 1599 fortnightly = 3464.5 → 3465 (a half rounds up).
 */
const HISTORY: HistoryEntry[] = [
  { createdAt: `${m0}-10T10:00:00Z`, frequency: 'Monthly', pricePence: 2000 },
  // B: cancelled by the subscriber, who turned down the skip offer on the way.
  {
    createdAt: `${m0}-20T10:00:00Z`,
    frequency: 'Weekly',
    pricePence: 999,
    cancelReason: 'too_expensive',
    events: [['cancelled', `${m2}-05T09:00:00Z`, 'customer', { reason: 'Too expensive', offerDeclined: 'skip' }]],
  },
  // C: paused, then resumed the month after.
  {
    createdAt: `${m1}-03T10:00:00Z`,
    frequency: 'Fortnightly',
    pricePence: 1499,
    events: [
      ['paused', `${m2}-10T09:00:00Z`],
      ['resumed', `${m3}-02T09:00:00Z`, 'email-link'],
    ],
  },
  { createdAt: `${m3}-01T12:00:00Z`, frequency: 'Quarterly', pricePence: 3500 },
  // E: the last renewal charge failed; the dunning paused it.
  {
    createdAt: `${m2}-02T10:00:00Z`,
    frequency: 'Monthly',
    pricePence: 1800,
    status: 'paused',
    events: [
      ['payment_failed', `${m3}-05T09:00:00Z`, 'system', { attempt: 1, final: false }],
      ['payment_failed', `${m3}-15T09:00:00Z`, 'system', { attempt: 4, final: true }],
      ['paused', `${m3}-15T09:00:01Z`, 'system', { cause: 'payment_failed' }],
    ],
  },
  // F: on the way out, took the offer to skip a box instead and stayed.
  {
    createdAt: `${m1}-12T10:00:00Z`,
    frequency: 'Weekly',
    pricePence: 1250,
    events: [['skipped', `${m2}-20T09:00:00Z`, 'customer', { cancelOffer: 'skip' }]],
  },
  // G: cancelled by the shop's staff, no reason given.
  {
    createdAt: `${m1}-20T10:00:00Z`,
    frequency: 'Fortnightly',
    pricePence: 1599,
    events: [['cancelled', `${m3}-08T09:00:00Z`, 'admin']],
  },
];

const QUIET = {
  new: 0,
  cancelled: 0,
  paused: 0,
  resumed: 0,
  chosenCancellations: 0,
  failedPayments: 0,
  churnPercent: 0,
  chosenChurnPercent: 0,
  failedPaymentChurnPercent: 0,
  offersAccepted: 0,
  offersDeclined: 0,
  offerAcceptancePercent: null,
} satisfies Partial<MonthFigures>;

const EXPECTED_MONTHS: MonthFigures[] = [
  // A and B.
  { ...QUIET, month: m0, mrrPence: 2000 + 4329, activeAtStart: 0, activeAtEnd: 2, new: 2 },
  // C, F and G join.
  { ...QUIET, month: m1, mrrPence: 2000 + 4329 + 3248 + 5417 + 3465, activeAtStart: 2, activeAtEnd: 5, new: 3 },
  // E joins; B cancels (declining an offer), C pauses, F accepts an offer: A, E, F and G left.
  {
    ...QUIET,
    month: m2,
    mrrPence: 2000 + 1800 + 5417 + 3465,
    activeAtStart: 5,
    activeAtEnd: 4,
    new: 1,
    cancelled: 1,
    paused: 1,
    chosenCancellations: 1,
    churnPercent: 20,
    chosenChurnPercent: 20,
    offersAccepted: 1,
    offersDeclined: 1,
    offerAcceptancePercent: 50,
  },
  // D joins, C resumes, G is cancelled by the shop, E stops after failed payments: A, C, D and F left.
  {
    ...QUIET,
    month: m3,
    mrrPence: 2000 + 3248 + 1167 + 5417,
    activeAtStart: 4,
    activeAtEnd: 4,
    new: 1,
    cancelled: 1,
    paused: 1,
    resumed: 1,
    chosenCancellations: 1,
    failedPayments: 1,
    churnPercent: 50,
    chosenChurnPercent: 25,
    failedPaymentChurnPercent: 25,
  },
  // The current month keeps the last state.
  { ...QUIET, month: current, mrrPence: 11832, activeAtStart: 4, activeAtEnd: 4 },
];

describe('adminSubscriptions.analytics', () => {
  beforeAll(() => seedHistory(shop.database.db, HISTORY));

  it('counts MRR to the penny, active, new, cancelled, paused, resumed, churn by cause and offers per UK month', async () => {
    const admin = await makeUser(shop.database.db, { role: 'admin' });
    const figures = await shop.callerFor(admin).adminSubscriptions.analytics();

    expect(figures.months.map((m) => m.month)).toEqual(Array.from({ length: 12 }, (_, i) => addMonths(current, i - 11)));
    expect(figures.months.slice(-5)).toEqual(EXPECTED_MONTHS);
    expect(figures.months.slice(0, -5).every((m) => m.mrrPence === 0 && m.activeAtEnd === 0 && m.new === 0)).toBe(true);
  });

  it('gives each sign-up month the percent still subscribed at each month end since (a pause still counts)', async () => {
    const { cohorts } = await subscriptionFigures(shop.database.db);
    expect(cohorts).toEqual([
      { month: m0, size: 2, retainedPercent: [100, 100, 50, 50, 50] },
      { month: m1, size: 3, retainedPercent: [100, 100, 66.7, 66.7] },
      { month: m2, size: 1, retainedPercent: [100, 100, 100] },
      { month: m3, size: 1, retainedPercent: [100, 100] },
    ]);
  });

  it('counts the range’s cancellations by reason, most first', async () => {
    const { cancellationsByReason } = await subscriptionFigures(shop.database.db);
    expect(cancellationsByReason).toEqual([
      { reason: 'too_expensive', count: 1 },
      { reason: 'unknown', count: 1 },
    ]);
  });
});

describe('subscription figures at the edges of UK months and of the range', () => {
  let edges: TestShop;
  beforeAll(async () => {
    edges = await createTestShop();
    await seedHistory(edges.database.db, [
      // 00:30 on 1 April and 1 July in British Summer Time: an April sign-up, a July cancellation.
      {
        createdAt: '2026-03-31T23:30:00Z',
        frequency: 'Monthly',
        pricePence: 1000,
        events: [['cancelled', '2026-06-30T23:30:00Z']],
      },
      // 23:30 on 31 January in winter is still January. 2999 quarterly = 999.67 → 1000.
      { createdAt: '2026-01-31T23:30:00Z', frequency: 'Quarterly', pricePence: 2999 },
      // Cancelled before the timeline existed: no event, so it ends at the row's last change. 600 weekly = 2600.
      {
        createdAt: '2026-02-10T10:00:00Z',
        frequency: 'Weekly',
        pricePence: 600,
        status: 'cancelled',
        updatedAt: '2026-05-12T10:00:00Z',
      },
      // Subscribed long before the range, cancelled within it.
      {
        createdAt: '2024-03-10T10:00:00Z',
        frequency: 'Monthly',
        pricePence: 500,
        events: [['cancelled', '2026-02-20T10:00:00Z']],
      },
      // Over before the range began: never counted.
      {
        createdAt: '2023-01-10T10:00:00Z',
        frequency: 'Monthly',
        pricePence: 700,
        events: [['cancelled', '2024-01-10T10:00:00Z']],
      },
      // Paused before the range, resumed within it. 1200 fortnightly = 2600.
      {
        createdAt: '2024-01-05T10:00:00Z',
        frequency: 'Fortnightly',
        pricePence: 1200,
        events: [
          ['paused', '2024-06-01T10:00:00Z'],
          ['resumed', '2025-09-15T10:00:00Z'],
        ],
      },
    ]);
  });
  afterAll(() => edges.close());

  it('places sign-ups, cancellations and month ends in London time, and carries in what happened before', async () => {
    const { months, cohorts } = await subscriptionFigures(edges.database.db, new Date('2026-07-15T12:00:00Z'));
    expect(months.map((m) => m.month)).toEqual([
      '2025-08',
      '2025-09',
      '2025-10',
      '2025-11',
      '2025-12',
      '2026-01',
      '2026-02',
      '2026-03',
      '2026-04',
      '2026-05',
      '2026-06',
      '2026-07',
    ]);
    expect(months.map((m) => m.mrrPence)).toEqual([500, 3100, 3100, 3100, 3100, 4100, 6200, 6200, 7200, 4600, 4600, 3600]);
    expect(months.map((m) => m.activeAtEnd)).toEqual([1, 2, 2, 2, 2, 3, 3, 3, 4, 3, 3, 2]);
    expect(months[0]?.activeAtStart).toBe(1);
    expect(months.map((m) => m.new)).toEqual([0, 0, 0, 0, 0, 1, 1, 0, 1, 0, 0, 0]);
    expect(months.map((m) => m.resumed)).toEqual([0, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0]);
    expect(months.map((m) => m.cancelled)).toEqual([0, 0, 0, 0, 0, 0, 1, 0, 0, 1, 0, 1]);
    expect(months.map((m) => m.chosenCancellations)).toEqual([0, 0, 0, 0, 0, 0, 1, 0, 0, 1, 0, 1]);
    expect(months.map((m) => m.churnPercent)).toEqual([0, 0, 0, 0, 0, 0, 33.3, 0, 0, 25, 0, 33.3]);
    expect(cohorts).toEqual([
      { month: '2026-01', size: 1, retainedPercent: [100, 100, 100, 100, 100, 100, 100] },
      { month: '2026-02', size: 1, retainedPercent: [100, 100, 100, 0, 0, 0] },
      { month: '2026-04', size: 1, retainedPercent: [100, 100, 100, 0] },
    ]);
  });
});

describe('subscription figures from the shop’s own writes', () => {
  let own: TestShop;
  beforeAll(async () => {
    own = await createTestShop();
    await makeProduct(own.database.db, { name: 'Figures Chilli', variants: { '250g': { stock: 40 } } });
  });
  afterAll(() => own.close());

  async function subscribed() {
    const me = await makeUser(own.database.db);
    const caller = own.callerFor(me).subscription;
    const created = await caller.create({
      planName: 'The Scout',
      weight: '250g',
      frequency: 'Monthly',
      bags: [{ variety: 'Figures Chilli', moisture: 'wet', fat: 'lean' }],
      delivery: { fullName: 'Fig Ures', address1: '3 Count Street', city: 'Leeds', postcode: 'LS1 4AP' },
    });
    return { id: created.id, caller };
  }

  it('counts offers taken and turned down in the cancel flow, and cancellations by the subscriber and the shop', async () => {
    const skipper = await subscribed();
    await skipper.caller.acceptCancelOffer({ id: skipper.id, reason: 'moving', offer: 'skip' });
    const fewer = await subscribed();
    await fewer.caller.acceptCancelOffer({ id: fewer.id, reason: 'too_much', offer: 'fewer' });
    const leaver = await subscribed();
    await leaver.caller.cancel({ id: leaver.id, reason: 'moving' });
    const dropped = await subscribed();
    const admin = await makeUser(own.database.db, { role: 'admin' });
    await own.callerFor(admin).adminSubscriptions.change({ id: dropped.id, action: 'cancel' });

    const { months, cancellationsByReason } = await own.callerFor(admin).adminSubscriptions.analytics();
    expect(months.at(-1)).toMatchObject({
      new: 4,
      cancelled: 2,
      chosenCancellations: 2,
      failedPayments: 0,
      offersAccepted: 2,
      offersDeclined: 1,
      offerAcceptancePercent: 66.7,
      activeAtEnd: 2,
    });
    expect(cancellationsByReason).toEqual([
      { reason: 'moving', count: 1 },
      { reason: 'unknown', count: 1 },
    ]);
  });
});
