/** An instant (timestamp columns arrive as Date through superjson) or a 'YYYY-MM-DD' calendar date (date columns). */
type DateLike = Date | string;

const day = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'Europe/London' });
const dayAndTime = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  timeZone: 'Europe/London',
});

/** '15 Jan 2026', in the shop's (UK) calendar. A plain 'YYYY-MM-DD' date is read as that calendar day. */
export function formatDate(value: DateLike): string {
  if (typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value)) return day.format(new Date(`${value}T12:00:00Z`));
  return day.format(new Date(value));
}

/** '15 Jan 2026, 10:00' (UK time). */
export function formatDateTime(value: Date): string {
  return dayAndTime.format(value);
}
