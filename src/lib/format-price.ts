/**
 * '£1,234.56' for an amount in pence, as shared/money's formatGBP (Intl, en-GB) writes it, without
 * Intl: the page's first Intl.NumberFormat costs about 15 ms of main thread (locale data), which the
 * first render of the shop and the home page would pay. tests/unit/format-price.test.ts holds it to formatGBP.
 */
export function formatPrice(pence: number): string {
  const sign = pence < 0 ? '-' : '';
  const abs = Math.abs(Math.round(pence));
  const pounds = String(Math.floor(abs / 100)).replace(/\B(?=(\d{3})+$)/g, ',');
  return `${sign}£${pounds}.${String(abs % 100).padStart(2, '0')}`;
}
