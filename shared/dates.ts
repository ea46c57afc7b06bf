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

/** A week by its Monday, as the overview's charts name it: 'w/c 23 Nov' (week commencing). */
export function weekCommencingLabel(isoDate: string): string {
  return `w/c ${formatDate(mondayOf(isoDate)).replace(/ \d{4}$/, '')}`;
}

/** An instant with its UK time of day, '15 Jan 2026, 10:00'. */
export function formatDateTime(instant: Date | string): string {
  return ukDayAndTime().format(new Date(instant));
}
