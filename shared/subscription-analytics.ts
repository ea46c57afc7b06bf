import type { Frequency } from './constants';
import { once } from './once';

/** One subscription with the parts of its history the figures are counted from. */
export type AnalyticsSubscription = {
  createdAt: Date;
  status: 'active' | 'paused' | 'cancelled';
  pricePence: number;
  frequency: Frequency;
  cancelReason: string | null;
  /** Its timeline; only 'paused', 'resumed' and 'cancelled' change the figures, other kinds are ignored. */
  events: { kind: string; at: Date }[];
  /** When the row last changed: the cancellation time of a cancelled subscription with no 'cancelled' event. */
  updatedAt?: Date;
};

export type MonthFigures = {
  /** 'YYYY-MM', a calendar month in UK time. */
  month: string;
  mrrPence: number;
  activeAtStart: number;
  activeAtEnd: number;
  new: number;
  cancelled: number;
  /** Percent with one decimal. */
  churnPercent: number;
};

export type CohortRow = {
  /** Sign-up month, 'YYYY-MM'. */
  month: string;
  size: number;
  /** retainedPercent[k]: percent of the cohort not cancelled at the end of the k-th month after sign-up (0 = its own). */
  retainedPercent: number[];
};

export type SubscriptionAnalytics = {
  months: MonthFigures[];
  cohorts: CohortRow[];
  cancellationsByReason: { reason: string; count: number }[];
};

/** One delivery's price as a month's worth: weekly ×52/12, fortnightly ×26/12, monthly ×1, quarterly ×1/3. */
export function monthlyValuePence(pricePence: number, frequency: Frequency): number {
  switch (frequency) {
    case 'Weekly':
      return Math.round((pricePence * 52) / 12);
    case 'Fortnightly':
      return Math.round((pricePence * 26) / 12);
    case 'Monthly':
      return pricePence;
    case 'Quarterly':
      return Math.round(pricePence / 3);
  }
}

const ukMonthFormat = once(
  () => new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/London', year: 'numeric', month: '2-digit' }),
);

/** The UK calendar month an instant falls in, 'YYYY-MM'. */
export function ukMonth(instant: Date): string {
  const parts = ukMonthFormat().formatToParts(instant);
  const year = parts.find((p) => p.type === 'year')?.value ?? '';
  const month = parts.find((p) => p.type === 'month')?.value ?? '';
  return `${year}-${month}`;
}

/** 'YYYY-MM' moved by n months. */
export function addMonths(month: string, n: number): string {
  const [y, m] = month.split('-').map(Number) as [number, number];
  const index = y * 12 + (m - 1) + n;
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`;
}

/** Every month from `from` to `to`, both included. */
export function monthsBetween(from: string, to: string): string[] {
  const months: string[] = [];
  for (let month = from; month <= to; month = addMonths(month, 1)) months.push(month);
  return months;
}

const percent = (part: number, whole: number) => (whole === 0 ? 0 : Math.round((part * 1000) / whole) / 10);

type State = 'none' | 'active' | 'paused' | 'cancelled';

type Timeline = {
  sub: AnalyticsSubscription;
  signUp: string;
  cancelledIn: string | null;
  changes: { month: string; to: State }[];
};

function timelineOf(sub: AnalyticsSubscription): Timeline {
  const ordered = [...sub.events].sort((a, b) => a.at.getTime() - b.at.getTime());
  const changes: { month: string; to: State }[] = [{ month: ukMonth(sub.createdAt), to: 'active' }];
  let cancelledIn: string | null = null;
  for (const event of ordered) {
    const month = ukMonth(event.at);
    if (event.kind === 'paused') changes.push({ month, to: 'paused' });
    else if (event.kind === 'resumed') changes.push({ month, to: 'active' });
    else if (event.kind === 'cancelled') {
      changes.push({ month, to: 'cancelled' });
      cancelledIn ??= month;
    }
  }
  if (sub.status === 'cancelled' && cancelledIn === null) {
    cancelledIn = ukMonth(sub.updatedAt ?? sub.createdAt);
    changes.push({ month: cancelledIn, to: 'cancelled' });
  }
  return { sub, signUp: ukMonth(sub.createdAt), cancelledIn, changes };
}

/** Its state once every change up to the end of `month` has happened. */
function stateAtEnd(t: Timeline, month: string): State {
  let state: State = 'none';
  for (const change of t.changes) {
    if (change.month > month) continue;
    if (state === 'cancelled') break;
    state = change.to;
  }
  return state;
}

/**
 * The subscription figures the owner steers by, per calendar month in UK time, from `from` to `to` ('YYYY-MM').
 *
 * - A subscription starts at its created_at. It is paused by a 'paused' event and active again after 'resumed';
 *   a 'cancelled' event ends it for good (a cancelled row with no such event counts as cancelled at updatedAt).
 * - Active at an instant: started and neither paused nor cancelled. A month's start is the end of the month before.
 * - MRR (pence) at month end: over the subscriptions active then, the price per delivery as a month's worth
 *   (weekly ×52/12, fortnightly ×26/12, monthly ×1, quarterly ×1/3), each rounded to whole pence, then summed.
 * - New: subscriptions created in the month. Cancelled: subscriptions whose cancellation falls in the month.
 * - Churn: cancelled in the month ÷ active at its start, a percent with one decimal; 0 when none were active.
 * - Cohorts: the subscriptions created in each month of the range; cell k is the percent of that cohort not
 *   cancelled (paused still counts as kept) at the end of the k-th month after sign-up, up to `to`.
 * - Cancellations by reason: subscriptions cancelled within the range, by cancel_reason ('unknown' when blank),
 *   most first.
 */
export function subscriptionAnalytics(subs: AnalyticsSubscription[], from: string, to: string): SubscriptionAnalytics {
  const timelines = subs.map(timelineOf);
  const range = monthsBetween(from, to);

  const months = range.map((month): MonthFigures => {
    const previous = addMonths(month, -1);
    let mrrPence = 0;
    let activeAtStart = 0;
    let activeAtEnd = 0;
    let created = 0;
    let cancelled = 0;
    for (const t of timelines) {
      if (stateAtEnd(t, previous) === 'active') activeAtStart++;
      if (stateAtEnd(t, month) === 'active') {
        activeAtEnd++;
        mrrPence += monthlyValuePence(t.sub.pricePence, t.sub.frequency);
      }
      if (t.signUp === month) created++;
      if (t.cancelledIn === month) cancelled++;
    }
    return {
      month,
      mrrPence,
      activeAtStart,
      activeAtEnd,
      new: created,
      cancelled,
      churnPercent: percent(cancelled, activeAtStart),
    };
  });

  const cohorts = range
    .map((month): CohortRow => {
      const members = timelines.filter((t) => t.signUp === month);
      const retainedPercent = monthsBetween(month, to).map((end) =>
        percent(members.filter((t) => t.cancelledIn === null || t.cancelledIn > end).length, members.length),
      );
      return { month, size: members.length, retainedPercent };
    })
    .filter((row) => row.size > 0);

  const reasons = new Map<string, number>();
  for (const t of timelines) {
    if (t.cancelledIn === null || t.cancelledIn < from || t.cancelledIn > to) continue;
    const reason = t.sub.cancelReason || 'unknown';
    reasons.set(reason, (reasons.get(reason) ?? 0) + 1);
  }
  const cancellationsByReason = [...reasons]
    .map(([reason, count]) => ({ reason, count }))
    .sort((a, b) => b.count - a.count || a.reason.localeCompare(b.reason));

  return { months, cohorts, cancellationsByReason };
}
