import { once } from './once';

/** Calendar arithmetic on YYYY-MM-DD strings (UTC, no time of day), used for due dates and schedules. */
export function addDays(isoDate: string, days: number): string {
  const date = new Date(`${isoDate}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** An instant as the shop's (UK) local date and time, 'YYYY-MM-DD HH:mm', for exports. */
export function shopDateTime(instant: Date): string {
  return ukDateTime().format(instant);
}

// Made once, on first use: an export formats thousands of instants, and building a formatter is the costly part.
const ukDateTime = once(
  () =>
    new Intl.DateTimeFormat('sv-SE', {
      timeZone: 'Europe/London',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
    }),
);

/** The Monday of the ISO week containing a YYYY-MM-DD date. */
export function mondayOf(isoDate: string): string {
  const weekday = new Date(`${isoDate}T00:00:00Z`).getUTCDay();
  return addDays(isoDate, -((weekday + 6) % 7));
}

/** ISO week label such as '2026-W47' (the week belongs to the year of its Thursday). */
export function isoWeekLabel(isoDate: string): string {
  const thursday = addDays(mondayOf(isoDate), 3);
  const year = thursday.slice(0, 4);
  const dayOfYear = (Date.parse(`${thursday}T00:00:00Z`) - Date.parse(`${year}-01-01T00:00:00Z`)) / 86_400_000;
  return `${year}-W${String(Math.floor(dayOfYear / 7) + 1).padStart(2, '0')}`;
}

/** A day as documents print it, '23 November 2026': an instant in the shop's (UK) time zone, or a YYYY-MM-DD date. */
export function documentDate(day: Date | string): string {
  return ukLongDate().format(typeof day === 'string' ? new Date(`${day}T12:00:00Z`) : day);
}

const ukLongDate = once(
  () => new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/London', day: 'numeric', month: 'long', year: 'numeric' }),
);

const ukDay = once(
  () => new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/London', day: 'numeric', month: 'short', year: 'numeric' }),
);
const ukDayAndTime = once(
  () =>
    new Intl.DateTimeFormat('en-GB', {
      timeZone: 'Europe/London',
      day: 'numeric',
      month: 'short',
      year: 'numeric',
      hour: '2-digit',
      minute: '2-digit',
    }),
);

/**
 * A day as screens show it, '15 Jan 2026': an instant in the shop's (UK) time zone, or a YYYY-MM-DD
 * calendar date (due dates, valid-until), which has no time of day and is never shifted.
 */
export function formatDate(day: Date | string): string {
  return ukDay().format(typeof day === 'string' ? new Date(`${day.slice(0, 10)}T12:00:00Z`) : day);
}

/** An instant with its UK time of day, '15 Jan 2026, 10:00'. */
export function formatDateTime(instant: Date | string): string {
  return ukDayAndTime().format(new Date(instant));
}
