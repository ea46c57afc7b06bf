/** Standing orders: a trade account's quick order placed again on a fixed rhythm. */
import { addDays } from './dates';
import type { TradeOrderLine } from './trade-order';

export const STANDING_FREQUENCIES = ['weekly', 'fortnightly', 'four_weekly'] as const;
export type StandingFrequency = (typeof STANDING_FREQUENCIES)[number];

const DAYS: Record<StandingFrequency, number> = { weekly: 7, fortnightly: 14, four_weekly: 28 };
const LABELS: Record<StandingFrequency, string> = {
  weekly: 'Every week',
  fortnightly: 'Every 2 weeks',
  four_weekly: 'Every 4 weeks',
};
export const frequencyLabel = (f: StandingFrequency) => LABELS[f];

export const STANDING_STATUSES = ['active', 'paused', 'cancelled', 'ended'] as const;
export type StandingStatus = (typeof STANDING_STATUSES)[number];

/** What became of one run date. */
export const RUN_OUTCOMES = ['placed', 'held', 'skipped', 'not_placed'] as const;
export type RunOutcome = (typeof RUN_OUTCOMES)[number];

/** The buyer hears this many days before each run, once per run. */
export const STANDING_REMINDER_DAYS = 2;

export const nextRunAfter = (day: string, f: StandingFrequency) => addDays(day, DAYS[f]);

/** The first run date after `today` on the rhythm of `from` (resuming after a pause does not place the missed runs). */
export function firstRunAfter(from: string, f: StandingFrequency, today: string): string {
  let next = from;
  while (next <= today) next = nextRunAfter(next, f);
  return next;
}

/** One run's key: the same standing order and date places one order, however often the run is tried. */
export const runIdempotencyKey = (standingOrderId: string, runDate: string) => `standing:${standingOrderId}:${runDate}`;

/** A requested line as pricing found it today. */
export type RunLineCheck = {
  variantId: string;
  name: string;
  quantity: number;
  availability: 'ok' | 'short' | 'sold_out' | 'unavailable';
  stock: number;
};

export type LeftOut = { name: string; requested: number; placed: number };

/**
 * What a run places when stock falls short: every line in full where it can, a short line at what is
 * left, and sold-out or withdrawn lines not at all; each line not placed in full is named for the email.
 */
export function planRun(lines: readonly RunLineCheck[]): { place: TradeOrderLine[]; leftOut: LeftOut[] } {
  const place: TradeOrderLine[] = [];
  const leftOut: LeftOut[] = [];
  for (const l of lines) {
    const placed =
      l.availability === 'ok' ? l.quantity : l.availability === 'short' ? Math.max(0, Math.min(l.stock, l.quantity)) : 0;
    if (placed > 0) place.push({ variantId: l.variantId, quantity: placed });
    if (placed < l.quantity) leftOut.push({ name: l.name, requested: l.quantity, placed });
  }
  return { place, leftOut };
}

/** '2 of 5 Chilli 500g (only 2 left)' / 'Chilli 500g (sold out or unavailable)'. */
export function leftOutText(l: LeftOut): string {
  return l.placed > 0
    ? `${l.name}: ${l.placed} of ${l.requested} placed (only ${l.placed} left)`
    : `${l.name}: none of ${l.requested} placed (sold out or no longer available)`;
}
