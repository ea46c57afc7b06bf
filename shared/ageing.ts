/** Aged debt: what a trade account owes, by how long past its due date each amount is. */

export const AGEING_BUCKETS = [
  { key: 'current', label: 'Current' },
  { key: 'days1to30', label: '1–30 days' },
  { key: 'days31to60', label: '31–60 days' },
  { key: 'days61to90', label: '61–90 days' },
  { key: 'over90', label: 'Over 90 days' },
] as const;
export type AgeingBucket = (typeof AGEING_BUCKETS)[number]['key'];
export type AgedDebt = Record<AgeingBucket, number> & { totalPence: number };

const DAY_MS = 86_400_000;

/** Whole days from a due date to a later day (negative before it is due); both YYYY-MM-DD. */
export function daysPastDue(dueDate: string, asAt: string): number {
  return Math.round((Date.parse(`${asAt}T00:00:00Z`) - Date.parse(`${dueDate}T00:00:00Z`)) / DAY_MS);
}

export function bucketOf(daysLate: number): AgeingBucket {
  if (daysLate <= 0) return 'current';
  if (daysLate <= 30) return 'days1to30';
  if (daysLate <= 60) return 'days31to60';
  if (daysLate <= 90) return 'days61to90';
  return 'over90';
}

/** One ledger movement as ageing reads it. */
export type AgeingEntry = {
  /** The order an entry belongs to (its invoice, payment, credit note or cancellation); null for an adjustment. */
  orderKey: string | null;
  amountPence: number;
  /** The due date of the order's invoice (on the entry that charged it). */
  dueDate: string | null;
};

type OpenItem = { dueDate: string | null; pence: number };

/**
 * Ages a balance item by item: each order's entries net to what its invoice still owes, aged from
 * its due date. Amounts that belong to no open invoice (an account credit, a credit note after
 * payment, a manual adjustment) are applied to the oldest debts first, as a payment on account
 * would be; a credit left over, or a charge with no due date, counts as current. The buckets
 * therefore always add up to the balance.
 */
export function ageDebts(entries: AgeingEntry[], asAt: string): AgedDebt {
  const byOrder = new Map<string, OpenItem>();
  let unallocated = 0;
  const loose: OpenItem[] = [];
  for (const e of entries) {
    if (e.orderKey === null) {
      if (e.amountPence < 0) unallocated += e.amountPence;
      else loose.push({ dueDate: null, pence: e.amountPence });
      continue;
    }
    const item = byOrder.get(e.orderKey) ?? { dueDate: null, pence: 0 };
    item.pence += e.amountPence;
    item.dueDate ??= e.dueDate;
    byOrder.set(e.orderKey, item);
  }
  const open: OpenItem[] = [...loose];
  for (const item of byOrder.values()) {
    if (item.pence > 0) open.push(item);
    else unallocated += item.pence;
  }
  // Oldest first; items with no due date are due now, after every dated one that is already late.
  const dueOf = (i: OpenItem) => i.dueDate ?? asAt;
  open.sort((a, b) => (dueOf(a) < dueOf(b) ? -1 : dueOf(a) > dueOf(b) ? 1 : 0));

  const aged: AgedDebt = { current: 0, days1to30: 0, days31to60: 0, days61to90: 0, over90: 0, totalPence: 0 };
  let credit = -unallocated;
  for (const item of open) {
    const applied = Math.min(credit, item.pence);
    credit -= applied;
    const left = item.pence - applied;
    if (left > 0) aged[bucketOf(daysPastDue(dueOf(item), asAt))] += left;
  }
  aged.current -= credit;
  aged.totalPence = aged.current + aged.days1to30 + aged.days31to60 + aged.days61to90 + aged.over90;
  return aged;
}
