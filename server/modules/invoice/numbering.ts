import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { invoiceCounter } from '../../db/schema/index';

/**
 * Next invoice number, taken inside the order transaction: the counter row stays locked until
 * commit, so numbers are sequential without gaps (a rolled-back order gives its number back).
 */
export async function nextInvoiceNumber(tx: DbOrTx): Promise<number> {
  const [row] = await tx
    .insert(invoiceCounter)
    .values({ id: 1, lastNumber: 1 })
    .onConflictDoUpdate({ target: invoiceCounter.id, set: { lastNumber: sql`${invoiceCounter.lastNumber} + 1` } })
    .returning({ lastNumber: invoiceCounter.lastNumber });
  if (!row) throw new Error('invoice counter returned nothing');
  return row.lastNumber;
}

export function formatInvoiceNumber(number: number): string {
  return `RB-${String(number).padStart(6, '0')}`;
}
