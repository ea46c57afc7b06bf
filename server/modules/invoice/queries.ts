import { desc, eq, type SQL, sql } from 'drizzle-orm';
import { formatCreditNoteNumber } from '../../../shared/credit-notes';
import type { Db } from '../../db/client';
import { creditNotes, invoices, orders, profiles, user } from '../../db/schema/index';
import { formatInvoiceNumber } from './numbering';

/** Credit notes newest first, each with the invoice and order it credits (and, for the admin, the customer). */
async function selectCreditNotes(db: Db, where: SQL | undefined) {
  const rows = await db
    .select({
      id: creditNotes.id,
      number: creditNotes.number,
      createdAt: creditNotes.createdAt,
      kind: creditNotes.kind,
      reason: creditNotes.reason,
      subtotalNetPence: creditNotes.subtotalNetPence,
      vatPence: creditNotes.vatPence,
      totalPence: creditNotes.totalPence,
      invoiceId: creditNotes.invoiceId,
      invoiceNumber: invoices.number,
      orderId: creditNotes.orderId,
      orderNumber: orders.number,
      customerName: sql<string>`coalesce(${profiles.fullName}, ${user.name})`,
      customerEmail: user.email,
    })
    .from(creditNotes)
    .innerJoin(invoices, eq(invoices.id, creditNotes.invoiceId))
    .innerJoin(orders, eq(orders.id, creditNotes.orderId))
    .innerJoin(user, eq(user.id, creditNotes.userId))
    .leftJoin(profiles, eq(profiles.userId, creditNotes.userId))
    .where(where)
    .orderBy(desc(creditNotes.createdAt), desc(creditNotes.number));
  return rows.map((r) => ({
    ...r,
    reference: formatCreditNoteNumber(r.number),
    invoiceReference: formatInvoiceNumber(r.invoiceNumber),
  }));
}

/** The signed-in user's credit notes (their customer columns are their own). */
export async function listOwnCreditNotes(db: Db, userId: string) {
  const rows = await selectCreditNotes(db, eq(creditNotes.userId, userId));
  return rows.map(({ customerName: _name, customerEmail: _email, ...row }) => row);
}

/** Every credit note, for the admin's invoices page. */
export function listAllCreditNotes(db: Db) {
  return selectCreditNotes(db, undefined);
}
