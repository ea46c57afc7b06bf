import { addDays, mondayOf } from './dates';

/** Calendar days [from, to): `to` is the first day after the range. YYYY-MM-DD, UK. */
export type DayRange = { from: string; to: string };

/** A period so far and the same stretch of the period before it, for a like-for-like comparison. */
export type PeriodComparison = { current: DayRange; previous: DayRange };

const daysBetween = (from: string, to: string) =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);

const firstOfMonth = (isoDate: string) => `${isoDate.slice(0, 7)}-01`;

/**
 * The period to date (its first day through today) against the same number of days at the start of
 * the period before, cut at that period's end: on Wednesday this week's Mon-Wed is compared with last
 * week's Mon-Wed, and on 31 March the month so far with all of February (not with 3 days of March).
 */
function toDate(start: string, previousStart: string, today: string): PeriodComparison {
  const elapsed = daysBetween(start, today) + 1;
  const previousEnd = addDays(previousStart, Math.min(elapsed, daysBetween(previousStart, start)));
  return { current: { from: start, to: addDays(today, 1) }, previous: { from: previousStart, to: previousEnd } };
}

/** This UK week so far (weeks run Monday to Sunday) against last week's same days. */
export function weekToDate(today: string): PeriodComparison {
  const monday = mondayOf(today);
  return toDate(monday, addDays(monday, -7), today);
}

/** This calendar month so far against the same days of last month (as many as it has). */
export function monthToDate(today: string): PeriodComparison {
  const first = firstOfMonth(today);
  return toDate(first, firstOfMonth(addDays(first, -1)), today);
}

/** Change from the previous period in whole percent, or null when there was nothing to compare with. */
export function percentChange(current: number, previous: number): number | null {
  if (previous === 0) return null;
  return Math.round(((current - previous) / previous) * 100);
}
