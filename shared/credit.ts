/** Credit control of trade accounts: payment terms, credit limits and the holds they put on orders on account. */
import { daysPastDue } from './ageing';
import { formatGBP } from './money';

/** The payment terms a trade account can have, in days after the invoice date. */
export const TERMS_DAYS = [7, 14, 30, 60] as const;
export type TermsDays = (typeof TERMS_DAYS)[number];
export const DEFAULT_TERMS_DAYS: TermsDays = 30;

export const termsLabel = (days: number) => `Net ${days}`;

/** An unpaid invoice more than this many days past its due date holds every new order on account. */
export const OVERDUE_HOLD_DAYS = 7;

/** Overdue reminders go out this many days after the due date, one email per stage. */
export const REMINDER_STAGES = [1, 7, 30] as const;
export type ReminderStage = (typeof REMINDER_STAGES)[number];

/** The largest credit limit the admin form accepts: £1,000,000.00. */
export const MAX_CREDIT_LIMIT_PENCE = 100_000_000;

export type CreditHold = { kind: 'over_limit'; limitPence: number } | { kind: 'overdue'; daysPastDue: number };

export type CreditPosition = {
  /** What the account owes now (the ledger's sum); negative when it is in credit. */
  balancePence: number;
  /** Null: the account has no limit. */
  limitPence: number | null;
  orderTotalPence: number;
  /** The earliest due date among the account's unpaid invoices, if any. */
  oldestUnpaidDueDate: string | null;
  today: string;
};

/**
 * Why an order on account must wait, or null when it may go ahead. An overdue invoice holds any
 * order, whatever its size; otherwise the order may not take the balance past the limit.
 */
export function creditHold(p: CreditPosition): CreditHold | null {
  if (p.oldestUnpaidDueDate !== null) {
    const late = daysPastDue(p.oldestUnpaidDueDate, p.today);
    if (late > OVERDUE_HOLD_DAYS) return { kind: 'overdue', daysPastDue: late };
  }
  if (p.limitPence !== null && p.balancePence + p.orderTotalPence > p.limitPence) {
    return { kind: 'over_limit', limitPence: p.limitPence };
  }
  return null;
}

export const OVERDUE_HOLD_MESSAGE = `Your account has an invoice more than ${OVERDUE_HOLD_DAYS} days overdue. Please pay your outstanding invoices or contact us.`;

export function overLimitMessage(limitPence: number): string {
  return `This order would take your account over its ${formatGBP(limitPence)} credit limit. Please pay your outstanding invoices or contact us.`;
}

/** What the buyer is told when a hold refuses their order. */
export function holdMessage(hold: CreditHold): string {
  return hold.kind === 'overdue' ? OVERDUE_HOLD_MESSAGE : overLimitMessage(hold.limitPence);
}

/** The latest reminder stage an invoice this many days late has reached (null before the first). */
export function reminderStageDue(daysLate: number): ReminderStage | null {
  let reached: ReminderStage | null = null;
  for (const stage of REMINDER_STAGES) if (daysLate >= stage) reached = stage;
  return reached;
}
