import type { AnalyticsSubscription } from '../../shared/subscription-analytics';
import { addMonths } from '../../shared/subscription-analytics';

export type HistoryEntry = {
  createdAt: string;
  frequency: AnalyticsSubscription['frequency'];
  pricePence: number;
  events: [kind: string, at: string][];
  cancelReason: string | null;
};

/**
 * Five subscriptions over four months from `first` ('YYYY-MM'): mixed frequencies, one paused and resumed, two
 * cancelled. `lastSignUp` is the fourth month's quarterly sign-up (an instant, so a UK month edge can be tried).
 */
export function subscriptionHistory(first: string, lastSignUp = `${addMonths(first, 3)}-01T12:00:00Z`): HistoryEntry[] {
  const [m0, m1, m2, m3] = [0, 1, 2, 3].map((n) => addMonths(first, n));
  return [
    { createdAt: `${m0}-10T10:00:00Z`, frequency: 'Monthly', pricePence: 2000, events: [], cancelReason: null },
    {
      createdAt: `${m0}-20T10:00:00Z`,
      frequency: 'Weekly',
      pricePence: 999,
      events: [['cancelled', `${m2}-05T09:00:00Z`]],
      cancelReason: 'too_expensive',
    },
    {
      createdAt: `${m1}-03T10:00:00Z`,
      frequency: 'Fortnightly',
      pricePence: 1499,
      events: [
        ['paused', `${m2}-10T09:00:00Z`],
        ['resumed', `${m3}-02T09:00:00Z`],
      ],
      cancelReason: null,
    },
    { createdAt: lastSignUp, frequency: 'Quarterly', pricePence: 3500, events: [], cancelReason: null },
    {
      createdAt: `${m2}-02T10:00:00Z`,
      frequency: 'Monthly',
      pricePence: 1800,
      events: [['cancelled', `${m3}-15T09:00:00Z`]],
      cancelReason: 'too_much',
    },
  ];
}

/** The figures the history gives for its four months, in order. */
export const HISTORY_MONTHS = [
  { mrrPence: 6329, activeAtStart: 0, activeAtEnd: 2, new: 2, cancelled: 0, churnPercent: 0 },
  { mrrPence: 9577, activeAtStart: 2, activeAtEnd: 3, new: 1, cancelled: 0, churnPercent: 0 },
  { mrrPence: 3800, activeAtStart: 3, activeAtEnd: 2, new: 1, cancelled: 1, churnPercent: 33.3 },
  { mrrPence: 6415, activeAtStart: 2, activeAtEnd: 3, new: 1, cancelled: 1, churnPercent: 50 },
];

/** Its cohorts: size and percent kept at the end of each month up to the fourth. */
export const HISTORY_COHORTS = [
  { size: 2, retainedPercent: [100, 100, 50, 50] },
  { size: 1, retainedPercent: [100, 100, 100] },
  { size: 1, retainedPercent: [100, 0] },
  { size: 1, retainedPercent: [100] },
];

export function asAnalytics(history: HistoryEntry[]): AnalyticsSubscription[] {
  return history.map((entry) => ({
    createdAt: new Date(entry.createdAt),
    frequency: entry.frequency,
    pricePence: entry.pricePence,
    cancelReason: entry.cancelReason,
    status: entry.events.some(([kind]) => kind === 'cancelled') ? 'cancelled' : 'active',
    events: [['created', entry.createdAt] as const, ...entry.events].map(([kind, at]) => ({ kind, at: new Date(at) })),
  }));
}
