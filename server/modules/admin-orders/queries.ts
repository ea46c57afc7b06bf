import { and, count, desc, eq, ilike, or, type SQL, sql } from 'drizzle-orm';
import { invoiceDisplayStatus } from '../../../shared/order-status';
import { shopToday } from '../../../shared/promotions';
import type { OrderFilters } from '../../../shared/schemas/admin-orders';
import type { Db } from '../../db/client';
import { containsPattern } from '../../db/like';
import { invoices, orderItems, orders, profiles, user } from '../../db/schema/index';
import { londonStartOf } from '../../db/shop-time';
import { formatInvoiceNumber } from '../invoice/numbering';

const customerName = sql<string>`coalesce(${profiles.fullName}, ${user.name})`;

/** '#1042' or '1042' -> 1042, for searching by order or invoice number. */
export function numberIn(search: string): number | null {
  const match = /^(?:#|RB-)?0*(\d{1,9})$/i.exec(search);
  return match ? Number(match[1]) : null;
}

function orderConditions(filters: OrderFilters): SQL | undefined {
  const conditions: (SQL | undefined)[] = [
    filters.status ? eq(orders.status, filters.status) : undefined,
    filters.source ? eq(orders.source, filters.source) : undefined,
    filters.from ? sql`${orders.createdAt} >= ${londonStartOf(filters.from)}` : undefined,
    filters.to ? sql`${orders.createdAt} < ${londonStartOf(filters.to)} + interval '1 day'` : undefined,
  ];
  if (filters.search) {
    const pattern = containsPattern(filters.search);
    const number = numberIn(filters.search);
    conditions.push(
      or(
        ilike(profiles.fullName, pattern),
        ilike(user.name, pattern),
        ilike(user.email, pattern),
        sql`${orders.shippingAddress}->>'fullName' ILIKE ${pattern}`,
        number === null ? undefined : eq(orders.number, number),
      ),
    );
  }
  return and(...conditions);
}

const orderRowColumns = {
  id: orders.id,
  number: orders.number,
  createdAt: orders.createdAt,
  customerName,
  customerEmail: user.email,
  source: orders.source,
  status: orders.status,
  holdReason: orders.holdReason,
  totalPence: orders.totalPence,
  // The money figures as stored (shared/totals.ts made them at placement), for the CSV export.
  discountPence: orders.discountPence,
  shippingPence: orders.shippingPence,
  vatPence: orders.vatPence,
  promotionCode: orders.promotionCode,
  deliveryService: orders.deliveryService,
  vatSummary: orders.vatSummary,
  itemCount:
    sql<number>`(select coalesce(sum(${orderItems.quantity}), 0) from ${orderItems} where ${orderItems.orderId} = ${orders.id})`.mapWith(
      Number,
    ),
  invoiceId: invoices.id,
  invoiceNumber: invoices.number,
  invoiceStatus: invoices.status,
  invoiceDueDate: invoices.dueDate,
};

/** The order rows of the table and the export (page added by the caller). */
function selectOrderRows(db: Db, where: SQL | undefined) {
  return db
    .select(orderRowColumns)
    .from(orders)
    .innerJoin(user, eq(user.id, orders.userId))
    .leftJoin(profiles, eq(profiles.userId, orders.userId))
    .leftJoin(invoices, eq(invoices.orderId, orders.id))
    .where(where)
    .orderBy(desc(orders.createdAt), desc(orders.number))
    .$dynamic();
}

type OrderRow = Awaited<ReturnType<typeof selectOrderRows>>[number];

function withInvoiceDisplay(rows: OrderRow[]) {
  const today = shopToday();
  return rows.map((row) => ({
    ...row,
    invoiceReference: row.invoiceNumber === null ? null : formatInvoiceNumber(row.invoiceNumber),
    invoiceStatus: row.invoiceStatus === null ? null : invoiceDisplayStatus(row.invoiceStatus, row.invoiceDueDate, today),
  }));
}

/** All Orders, newest first: one query for the page, one for the total. */
export async function listOrders(db: Db, filters: OrderFilters, page: number, pageSize: number) {
  const where = orderConditions(filters);
  const [rows, [total]] = await Promise.all([
    selectOrderRows(db, where)
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db
      .select({ value: count() })
      .from(orders)
      .innerJoin(user, eq(user.id, orders.userId))
      .leftJoin(profiles, eq(profiles.userId, orders.userId))
      .where(where),
  ]);
  return {
    rows: withInvoiceDisplay(rows),
    total: total?.value ?? 0,
    page,
    pageSize,
  };
}

/** Every order matching the filters (no paging), for the CSV export. */
export async function exportOrderRows(db: Db, filters: OrderFilters) {
  return withInvoiceDisplay(await selectOrderRows(db, orderConditions(filters)));
}
