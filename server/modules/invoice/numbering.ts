/**
 * Invoice references: RB- and the number, zero-padded to six digits. Numbers are taken from the
 * invoice counter by issueInvoice (./issue.ts), whose SQL formats the reference the same way.
 */
export function formatInvoiceNumber(number: number): string {
  return `RB-${String(number).padStart(6, '0')}`;
}
