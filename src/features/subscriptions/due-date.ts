import { shopToday } from '../../../shared/promotions';

/** Due today or overdue: the renewals job orders the box on that day (the shop's UK calendar). */
export function isDueNow(isoDate: string, today = shopToday()): boolean {
  return isoDate <= today;
}
