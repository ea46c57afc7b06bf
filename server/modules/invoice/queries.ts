import { count, desc, eq, ilike, or, type SQL, sql } from 'drizzle-orm';
import { formatCreditNoteNumber } from '../../../shared/credit-notes';
import type { creditNotesTable } from '../../../shared/schemas/admin-invoices';
import type { TableListInput } from '../../../shared/table-query';
import type { Db } from '../../db/client';
import { containsPattern } from '../../db/like';
import { creditNotes, invoices, orders, profiles, user } from '../../db/schema/index';
import { countValue, type PageWindow, type SortColumns, tableOrderBy, tablePage } from '../../db/table-page';
import { formatInvoiceNumber } from './numbering';

const customerName = sql<string>`coalesce(${profiles.fullName}, ${user.name})`;
const NEWEST_FIRST = [desc(creditNotes.createdAt), desc(creditNotes.number)];

/** Credit notes, each with the invoice and order it credits (and, for the admin, the customer). */
async function selectCreditNotes(db: Db, where: SQL | undefined, orderBy: SQL[] = NEWEST_FIRST, window?: PageWindow) {
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
      customerName,
      customerEmail: user.email,
    })
    .from(creditNotes)
    .innerJoin(invoices, eq(invoices.id, creditNotes.invoiceId))
    .innerJoin(orders, eq(orders.id, creditNotes.orderId))
    .innerJoin(user, eq(user.id, creditNotes.userId))
    .leftJoin(profiles, eq(profiles.userId, creditNotes.userId))
    .where(where)
    .orderBy(...orderBy)
    .limit(window?.limit ?? Number.MAX_SAFE_INTEGER)
    .offset(window?.offset ?? 0);
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

const SORT_COLUMNS: SortColumns<(typeof creditNotesTable.sortable)[number]> = {
  number: creditNotes.number,
  createdAt: creditNotes.createdAt,
  customer: customerName,
  invoice: invoices.number,
  vat: creditNotes.vatPence,
  amount: creditNotes.totalPence,
};

/** Every credit note for the admin's invoices page, sorted and paged by the database. */
export async function listAllCreditNotes(db: Db, input: TableListInput<typeof creditNotesTable>) {
  const pattern = input.filters.search ? containsPattern(input.filters.search) : undefined;
  const where = pattern
    ? or(
        ilike(profiles.fullName, pattern),
        ilike(user.name, pattern),
        ilike(user.email, pattern),
        ilike(creditNotes.reason, pattern),
      )
    : undefined;
  return tablePage(input, {
    rows: (window) => selectCreditNotes(db, where, tableOrderBy(input.sort, SORT_COLUMNS, creditNotes.id), window),
    count: async () =>
      countValue(
        await db
          .select({ value: count() })
          .from(creditNotes)
          .innerJoin(user, eq(user.id, creditNotes.userId))
          .leftJoin(profiles, eq(profiles.userId, creditNotes.userId))
          .where(where),
      ),
  });
}
