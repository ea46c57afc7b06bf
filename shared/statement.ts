/** Monthly statements of a trade account, worked out from its ledger. */
import { type AgedDebt, ageDebts } from './ageing';
import { addDays } from './dates';
import { once } from './once';

/** What moved a trade balance: each ledger entry is one of these. */
export const LEDGER_KINDS = ['invoice', 'payment', 'credit_note', 'cancellation', 'adjustment'] as const;
export type LedgerKind = (typeof LEDGER_KINDS)[number];

export type StatementEntry = {
  id: string;
  /** The UK calendar day of the entry, YYYY-MM-DD. */
  day: string;
  kind: LedgerKind;
  description: string;
  amountPence: number;
  orderKey: string | null;
  dueDate: string | null;
};

export type StatementLine = StatementEntry & { balancePence: number };

export type Statement = {
  month: string;
  firstDay: string;
  lastDay: string;
  openingPence: number;
  lines: StatementLine[];
  /** Movements of the month by kind (payments and credits negative); they add up to closing - opening. */
  totals: { invoicesPence: number; paymentsPence: number; creditNotesPence: number; otherPence: number };
  closingPence: number;
  /** The closing balance by days past due at the month's last day. */
  aged: AgedDebt;
};

const MONTH = /^(\d{4})-(0[1-9]|1[0-2])$/;

export const isMonth = (value: string) => MONTH.test(value);

/** '2026-10' -> its first and last days. */
export function monthBounds(month: string): { firstDay: string; lastDay: string } {
  const match = MONTH.exec(month);
  if (!match) throw new Error(`Not a month: ${month}`);
  const [year, mon] = [Number(match[1]), Number(match[2])];
  const next = mon === 12 ? `${year + 1}-01` : `${year}-${String(mon + 1).padStart(2, '0')}`;
  return { firstDay: `${month}-01`, lastDay: addDays(`${next}-01`, -1) };
}

export const monthOf = (day: string) => day.slice(0, 7);

/** The month before the one a day falls in. */
export function previousMonth(day: string): string {
  return monthOf(addDays(`${monthOf(day)}-01`, -1));
}

/** Every month from `first` to `last` inclusive, newest first. */
export function monthsBetween(first: string, last: string): string[] {
  const months: string[] = [];
  for (let m = last; m >= first; m = previousMonth(`${m}-01`)) months.push(m);
  return months;
}

const monthName = once(() => new Intl.DateTimeFormat('en-GB', { month: 'long', year: 'numeric', timeZone: 'UTC' }));

/** '2026-10' -> 'October 2026'. */
export const monthLabel = (month: string) => monthName().format(new Date(`${month}-01T12:00:00Z`));

/**
 * Statements are emailed on the 1st for the month before. A run later in the first week still sends
 * them (the shop was down on the 1st); after that the month's statements wait to be downloaded.
 */
export const STATEMENT_SEND_DAYS = 7;

export function statementMonthToSend(today: string): string | null {
  return Number(today.slice(8, 10)) <= STATEMENT_SEND_DAYS ? previousMonth(today) : null;
}

/**
 * One month of an account: the opening balance (everything before the month), each movement with
 * the running balance, the month's totals by kind, the closing balance and its ageing at month end.
 * `entries` is the account's ledger in order; anything after the month is ignored.
 */
export function buildStatement(entries: StatementEntry[], month: string): Statement {
  const { firstDay, lastDay } = monthBounds(month);
  const upToEnd = entries.filter((e) => e.day <= lastDay);
  const openingPence = upToEnd.filter((e) => e.day < firstDay).reduce((sum, e) => sum + e.amountPence, 0);
  const totals = { invoicesPence: 0, paymentsPence: 0, creditNotesPence: 0, otherPence: 0 };
  let balance = openingPence;
  const lines: StatementLine[] = [];
  for (const e of upToEnd) {
    if (e.day < firstDay) continue;
    balance += e.amountPence;
    lines.push({ ...e, balancePence: balance });
    if (e.kind === 'invoice') totals.invoicesPence += e.amountPence;
    else if (e.kind === 'payment') totals.paymentsPence += e.amountPence;
    else if (e.kind === 'credit_note') totals.creditNotesPence += e.amountPence;
    else totals.otherPence += e.amountPence;
  }
  return { month, firstDay, lastDay, openingPence, lines, totals, closingPence: balance, aged: ageDebts(upToEnd, lastDay) };
}

/** Where a month's statement PDF is downloaded (the account itself or an admin, signed in). */
export const statementPdfPath = (userId: string, month: string) =>
  `/api/accounts/${encodeURIComponent(userId)}/statements/${month}/pdf`;
