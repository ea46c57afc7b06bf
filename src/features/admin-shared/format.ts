/** Dates in the admin screens, in UK time (the shop's day), e.g. '15 Jan 2026' and '15 Jan 2026, 10:00'. */
const day = new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/London', day: 'numeric', month: 'short', year: 'numeric' });
const dayTime = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Europe/London',
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
});
// Calendar dates (YYYY-MM-DD: due dates, valid-until) have no time of day: read them in UTC so they never shift.
const calendarDay = new Intl.DateTimeFormat('en-GB', { timeZone: 'UTC', day: 'numeric', month: 'short', year: 'numeric' });

export function formatDate(instant: Date): string {
  return day.format(instant);
}

export function formatDateTime(instant: Date): string {
  return dayTime.format(instant);
}

export function formatCalendarDate(isoDate: string): string {
  return calendarDay.format(new Date(`${isoDate}T00:00:00Z`));
}
