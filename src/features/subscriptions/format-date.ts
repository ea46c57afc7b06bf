import { once } from '../../../shared/once';
import { shopToday } from '../../../shared/promotions';

const longDate = once(
  () => new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }),
);

/** A calendar date ('2026-02-15') as '15 February 2026'; UTC so no time zone shifts the day. */
export function formatDeliveryDate(isoDate: string): string {
  return longDate().format(new Date(`${isoDate}T00:00:00Z`));
}

/** Due today or overdue: the renewals job orders the box on that day (the shop's UK calendar). */
export function isDueNow(isoDate: string, today = shopToday()): boolean {
  return isoDate <= today;
}
