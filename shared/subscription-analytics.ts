// The owner's subscription figures as the back office receives them. PostgreSQL computes every figure
// (server/modules/admin-subscriptions/analytics.ts); this file holds only their shape and how they read.

export type MonthFigures = {
  /** 'YYYY-MM', a calendar month in UK time. */
  month: string;
  /** Monthly recurring revenue at the month's end, in pence. */
  mrrPence: number;
  activeAtStart: number;
  activeAtEnd: number;
  new: number;
  cancelled: number;
  paused: number;
  resumed: number;
  /** Cancelled by the subscriber, an email link or the shop's staff. */
  chosenCancellations: number;
  /** Stopped by the shop's jobs after the last renewal charge failed. */
  failedPayments: number;
  /** Percents with one decimal, over the subscriptions active at the month's start. */
  churnPercent: number;
  chosenChurnPercent: number;
  failedPaymentChurnPercent: number;
  /** Save offers in the cancel flow: taken instead of cancelling, or turned down. */
  offersAccepted: number;
  offersDeclined: number;
  /** Accepted over both, one decimal; null when no offer was answered. */
  offerAcceptancePercent: number | null;
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

/** 'Jan 2026' for '2026-01'. */
export function monthLabel(month: string): string {
  const [year, number] = month.split('-').map(Number) as [number, number];
  return new Date(Date.UTC(year, number - 1, 15)).toLocaleDateString('en-GB', {
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  });
}

/** '33.3%'; blank when there is nothing to divide (no offer answered, say). */
export function percentText(value: number | null | undefined): string {
  return value === null || value === undefined ? '' : `${value.toFixed(1)}%`;
}
