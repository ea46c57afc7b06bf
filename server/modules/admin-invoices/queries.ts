import { and, count, eq, gte, ilike, isNull, lt, or, type SQL, sql } from 'drizzle-orm';
import { invoiceDisplayStatus } from '../../../shared/order-status';
import { shopToday } from '../../../shared/promotions';
import type { invoicesTable } from '../../../shared/schemas/admin-invoices';
import type { TableExportInput, TableFilters, TableListInput } from '../../../shared/table-query';
import type { Db } from '../../db/client';
import { containsPattern } from '../../db/like';
import { invoices, orders, profiles, user } from '../../db/schema/index';
import { countValue, exportRows, type PageWindow, type SortColumns, tableOrderBy, tablePage } from '../../db/table-page';
import { numberIn } from '../admin-orders/queries';
import { formatInvoiceNumber } from '../invoice/numbering';

type InvoiceFilters = TableFilters<typeof invoicesTable>;
type Query = TableExportInput<typeof invoicesTable>;

const customerName = sql<string>`coalesce(${profiles.fullName}, ${user.name})`;

const SORT_COLUMNS: SortColumns<(typeof invoicesTable.sortable)[number]> = {
  number: invoices.number,
  createdAt: invoices.createdAt,
  customer: sql`coalesce(${profiles.businessName}, ${profiles.fullName}, ${user.name})`,
  amount: invoices.totalPence,
  due: invoices.dueDate,
  status: invoices.status,
};

/** Displayed statuses partition the invoices: 'unpaid' is not yet due, 'overdue' is unpaid past due. */
function statusCondition(status: InvoiceFilters['status'], today: string): SQL | undefined {
  const unpaid = eq(invoices.status, 'unpaid');
  if (status === 'overdue') return and(unpaid, lt(invoices.dueDate, today));
  if (status === 'unpaid') return and(unpaid, or(isNull(invoices.dueDate), gte(invoices.dueDate, today)));
  return status ? eq(invoices.status, status) : undefined;
}

function invoiceConditions(filters: InvoiceFilters, today: string): SQL | undefined {
  let search: SQL | undefined;
  if (filters.search) {
    const pattern = containsPattern(filters.search);
    const number = numberIn(filters.search);
    search = or(
      ilike(profiles.fullName, pattern),
      ilike(profiles.businessName, pattern),
      ilike(user.name, pattern),
      ilike(user.email, pattern),
      number === null ? undefined : or(eq(invoices.number, number), eq(orders.number, number)),
    );
  }
  return and(statusCondition(filters.status, today), search);
}

function selectInvoiceRows(db: Db, query: Query, today: string, window: PageWindow) {
  return db
    .select({
      id: invoices.id,
      number: invoices.number,
      createdAt: invoices.createdAt,
      customerName,
      customerEmail: user.email,
      businessName: profiles.businessName,
      totalPence: invoices.totalPence,
      dueDate: invoices.dueDate,
      status: invoices.status,
      paidAt: invoices.paidAt,
      orderId: orders.id,
      orderNumber: orders.number,
      orderSource: orders.source,
    })
    .from(invoices)
    .innerJoin(orders, eq(orders.id, invoices.orderId))
    .innerJoin(user, eq(user.id, invoices.userId))
    .leftJoin(profiles, eq(profiles.userId, invoices.userId))
    .where(invoiceConditions(query.filters, today))
    .orderBy(...tableOrderBy(query.sort, SORT_COLUMNS, invoices.id))
    .limit(window.limit)
    .offset(window.offset);
}

type InvoiceRow = Awaited<ReturnType<typeof selectInvoiceRows>>[number];

const present = (rows: InvoiceRow[], today: string) =>
  rows.map((row) => ({
    ...row,
    reference: formatInvoiceNumber(row.number),
    displayStatus: invoiceDisplayStatus(row.status, row.dueDate, today),
  }));

/** All Invoices, sorted and paged by the database: one query for the page, one for the total. */
export async function listInvoices(db: Db, input: TableListInput<typeof invoicesTable>) {
  const today = shopToday();
  return tablePage(input, {
    rows: async (window) => present(await selectInvoiceRows(db, input, today, window), today),
    count: async () =>
      countValue(
        await db
          .select({ value: count() })
          .from(invoices)
          .innerJoin(orders, eq(orders.id, invoices.orderId))
          .innerJoin(user, eq(user.id, invoices.userId))
          .leftJoin(profiles, eq(profiles.userId, invoices.userId))
          .where(invoiceConditions(input.filters, today)),
      ),
  });
}

/** Every invoice matching the filters (all pages, the table's order), for the CSV export. */
export async function exportInvoiceRows(db: Db, input: Query) {
  const today = shopToday();
  return present(await exportRows((window) => selectInvoiceRows(db, input, today, window)), today);
}
