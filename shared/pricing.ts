/** Pure price rules, integer pence and VAT in basis points. */

/** Shop price shown = net x (1 + vat_rate), rounded to the nearest penny; Exempt (null) adds nothing. */
export function grossFromNet(netPence: number, vatBps: number | null): number {
  if (!vatBps) return netPence;
  return netPence + Math.round((netPence * vatBps) / 10_000);
}

export function vatOf(netPence: number, vatBps: number | null): number {
  return grossFromNet(netPence, vatBps) - netPence;
}

/** "0.2000" (exact numeric column) -> 2000 basis points; null stays null (Exempt). */
export function vatRateToBps(rate: string | null): number | null {
  if (rate === null) return null;
  return Math.round(Number(rate) * 10_000);
}

export function bpsToVatRate(bps: number | null): string | null {
  if (bps === null) return null;
  return (bps / 10_000).toFixed(4);
}
