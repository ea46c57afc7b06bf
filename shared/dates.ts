/** Calendar arithmetic on YYYY-MM-DD strings (UTC, no time of day), used for due dates and schedules. */
export function addDays(isoDate: string, days: number): string {
  const date = new Date(`${isoDate}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}
