import { asc, eq, sql } from 'drizzle-orm';
import type { StatementEntry } from '../../../shared/statement';
import type { DbOrTx } from '../../db/client';
import { accountLedgerEntries, invoices } from '../../db/schema/index';
import { londonDay } from '../../db/shop-time';
import { formatInvoiceNumber } from '../invoice/numbering';

/**
 * An account's whole ledger in the order it was written, each entry with its UK day and the due date
 * of the invoice it belongs to: what statements and aged debt are worked out from. A trade account
 * writes a few entries a week, so reading all of them stays small.
 */
export async function ledgerForStatements(db: DbOrTx, userId: string): Promise<StatementEntry[]> {
  const rows = await db
    .select({
      id: accountLedgerEntries.id,
      day: londonDay(accountLedgerEntries.createdAt),
      kind: accountLedgerEntries.kind,
      description: accountLedgerEntries.reason,
      amountPence: accountLedgerEntries.amountPence,
      orderKey: accountLedgerEntries.orderId,
      dueDate: invoices.dueDate,
      invoiceNumber: invoices.number,
    })
    .from(accountLedgerEntries)
    .leftJoin(invoices, eq(invoices.id, accountLedgerEntries.invoiceId))
    .where(eq(accountLedgerEntries.userId, userId))
    .orderBy(asc(accountLedgerEntries.createdAt), asc(sql`${accountLedgerEntries.id}`));
  return rows.map(({ invoiceNumber, ...r }) => ({
    ...r,
    amountPence: Number(r.amountPence),
    // An invoice's line names the invoice the buyer holds, beside the order it was for.
    description:
      r.kind === 'invoice' && invoiceNumber !== null
        ? `Invoice ${formatInvoiceNumber(invoiceNumber)}, ${r.description}`
        : r.description,
  }));
}
