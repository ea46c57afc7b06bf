import { addDays, documentDate } from './dates';
import { once } from './once';
import { shopToday } from './promotions';

/*
 * Working days are Monday to Friday in the shop's time zone (Europe/London). Bank holidays are not
 * left out: a hold that spans one ends a day sooner than a bank would count it, never later.
 */

/** Whether a YYYY-MM-DD date is a Monday to Friday. */
export function isWorkingDay(isoDate: string): boolean {
  const weekday = new Date(`${isoDate}T00:00:00Z`).getUTCDay();
  return weekday !== 0 && weekday !== 6;
}

/** The `count`-th working day after a YYYY-MM-DD date (the date itself never counts). */
export function addWorkingDays(isoDate: string, count: number): string {
  let day = isoDate;
  for (let left = count; left > 0; ) {
    day = addDays(day, 1);
    if (isWorkingDay(day)) left--;
  }
  return day;
}

/**
 * The instant a UK day starts (00:00 Europe/London). The clocks change at 01:00 UTC, never at UK
 * midnight, so UTC midnight of the same date shows either 00:00 (GMT) or 01:00 (BST) in London.
 */
export function ukMidnight(isoDate: string): Date {
  const utcMidnight = new Date(`${isoDate}T00:00:00Z`);
  const londonHour = Number(ukHour().format(utcMidnight)) % 24;
  return new Date(utcMidnight.getTime() - londonHour * 3_600_000);
}

const ukHour = once(() => new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/London', hour: '2-digit', hourCycle: 'h23' }));

export type PaymentHold = {
  /** The hold in working days (the shop's setting when the order was placed). */
  days: number;
  /** The last working day the order is held (YYYY-MM-DD, UK), the date the customer is given. */
  lastDay: string;
  /** When the reminder goes: the start of the last working day (one working day before the end). */
  remindAt: Date;
  /** When the hold ends: midnight UK time after the last working day; still unpaid then, it is cancelled. */
  endsAt: Date;
};

/**
 * How long an unpaid bank-transfer order placed at `placedAt` keeps its stock and promotion use:
 * `days` whole working days after the day it was placed (an order placed on Saturday, Sunday or
 * Monday with a 3-day hold is held until the end of Thursday).
 */
export function paymentHold(placedAt: Date, days: number): PaymentHold {
  const lastDay = addWorkingDays(shopToday(placedAt), days);
  return { days, lastDay, remindAt: ukMidnight(lastDay), endsAt: ukMidnight(addDays(lastDay, 1)) };
}

/** The last working day of a hold that ends at `endsAt` (UK midnight): the day the customer was given. */
export function holdLastDay(endsAt: Date): string {
  return shopToday(new Date(endsAt.getTime() - 12 * 3_600_000));
}

/** The hold's last day as checkout and the emails print it: 'Thursday 3 December 2026'. */
export function holdDayLabel(lastDay: string): string {
  return `${weekdayName().format(new Date(`${lastDay}T12:00:00Z`))} ${documentDate(lastDay)}`;
}

// Made once, on first use: toLocaleDateString builds a formatter on every call, and every bank-transfer order prints this.
const weekdayName = once(() => new Intl.DateTimeFormat('en-GB', { weekday: 'long', timeZone: 'UTC' }));

/** The rule in words, for checkout and the bank-transfer confirmation email. */
export function bankTransferHoldText(days: number, lastDay: string): string {
  return `We hold your order for ${days} working ${days === 1 ? 'day' : 'days'}. If we have not received your payment by the end of ${holdDayLabel(lastDay)}, it is cancelled.`;
}
