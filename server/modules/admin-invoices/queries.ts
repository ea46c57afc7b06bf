import { and, count, desc, eq, gte, ilike, isNull, lt, or, type SQL, sql } from 'drizzle-orm';
import { invoiceDisplayStatus } from '../../../shared/order-status';
import { shopToday } from '../../../shared/promotions';
import type { InvoiceFilters } from '../../../shared/schemas/admin-invoices';
import type { Db } from '../../db/client';
import { containsPattern } from '../../db/like';
import { invoices, orders, profiles, user } from '../../db/schema/index';
import { numberIn } from '../admin-orders/queries';
import { formatInvoiceNumber } from '../invoice/numbering';

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

function selectInvoiceRows(db: Db, where: SQL | undefined) {
  return db
    .select({
      id: invoices.id,
      number: invoices.number,
      createdAt: invoices.createdAt,
      customerName: sql<string>`coalesce(${profiles.fullName}, ${user.name})`,
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
    .where(where)
    .orderBy(desc(invoices.createdAt), desc(invoices.number))
    .$dynamic();
}

type InvoiceRow = Awaited<ReturnType<typeof selectInvoiceRows>>[number];

const present = (rows: InvoiceRow[], today: string) =>
  rows.map((row) => ({
    ...row,
    reference: formatInvoiceNumber(row.number),
    displayStatus: invoiceDisplayStatus(row.status, row.dueDate, today),
  }));

/** All Invoices, newest first: one query for the page, one for the total. */
export async function listInvoices(db: Db, filters: InvoiceFilters, page: number, pageSize: number) {
  const today = shopToday();
  const where = invoiceConditions(filters, today);
  const [rows, [total]] = await Promise.all([
    selectInvoiceRows(db, where)
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db
      .select({ value: count() })
      .from(invoices)
      .innerJoin(orders, eq(orders.id, invoices.orderId))
      .innerJoin(user, eq(user.id, invoices.userId))
      .leftJoin(profiles, eq(profiles.userId, invoices.userId))
      .where(where),
  ]);
  return { rows: present(rows, today), total: total?.value ?? 0, page, pageSize };
}

export async function exportInvoiceRows(db: Db, filters: InvoiceFilters) {
  const today = shopToday();
  return present(await selectInvoiceRows(db, invoiceConditions(filters, today)), today);
}
