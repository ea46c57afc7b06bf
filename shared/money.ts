/** Money helpers. Amounts are integer pence everywhere; only display turns them into pounds. */
import { once } from './once';

// Made on first use (see once): importing money helpers costs nothing until an amount is formatted.
const usd = once(() => new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }));

/**
 * '£1,234.56' for an amount in pence, exactly as Intl's en-GB GBP currency format writes it, but without Intl: a
 * page's first Intl.NumberFormat costs about 15 ms of main thread (locale data), which the first render of the shop
 * and the home page would pay. tests/unit/money.test.ts holds it to Intl's output.
 */
export function formatGBP(pence: number): string {
  const sign = pence < 0 ? '-' : '';
  const abs = Math.abs(Math.round(pence));
  const pounds = String(Math.floor(abs / 100)).replace(/\B(?=(\d{3})+$)/g, ',');
  return `${sign}£${pounds}.${String(abs % 100).padStart(2, '0')}`;
}

/** The admin accounts table shows the Balance column in USD. */
export function formatUSD(pence: number): string {
  return usd().format(pence / 100);
}

/** "12.34" or 12.34 -> 1234, exact for inputs with at most two decimals. */
export function poundsToPence(pounds: string | number): number {
  const text = typeof pounds === 'number' ? pounds.toFixed(2) : pounds.trim();
  const match = /^(-?)(\d+)(?:\.(\d{1,2}))?$/.exec(text);
  if (!match) throw new Error(`Not an amount in pounds: ${pounds}`);
  const [, sign, whole, fraction = ''] = match;
  const pence = Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
  return sign ? -pence : pence;
}

/** 1234 -> "12.34" (for form fields and exact decimal columns). */
export function penceToPounds(pence: number): string {
  const sign = pence < 0 ? '-' : '';
  const abs = Math.abs(pence);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}
