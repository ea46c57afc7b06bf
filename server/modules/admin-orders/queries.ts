import { and, count, eq, ilike, or, type SQL, sql } from 'drizzle-orm';
import { invoiceDisplayStatus } from '../../../shared/order-status';
import { shopToday } from '../../../shared/promotions';
import type { OrderFilters, ordersTable } from '../../../shared/schemas/admin-orders';
import type { TableExportInput, TableListInput } from '../../../shared/table-query';
import type { Db } from '../../db/client';
import { containsPattern } from '../../db/like';
import { invoices, orderItems, orders, profiles, user } from '../../db/schema/index';
import { londonStartOf } from '../../db/shop-time';
import { countValue, exportRows, type PageWindow, type SortColumns, tableOrderBy, tablePage } from '../../db/table-page';
import { formatInvoiceNumber } from '../invoice/numbering';

const customerName = sql<string>`coalesce(${profiles.fullName}, ${user.name})`;
const itemCount = sql<number>`(select coalesce(sum(${orderItems.quantity}), 0) from ${orderItems} where ${orderItems.orderId} = ${orders.id})`;

const SORT_COLUMNS: SortColumns<(typeof ordersTable.sortable)[number]> = {
  number: orders.number,
  createdAt: orders.createdAt,
  customer: customerName,
  source: orders.source,
  items: itemCount,
  total: orders.totalPence,
  payment: invoices.status,
  status: orders.status,
};

/** '#1042' or '1042' -> 1042, for searching by order or invoice number. */
export function numberIn(search: string): number | null {
  const match = /^(?:#|RB-)?0*(\d{1,9})$/i.exec(search);
  return match ? Number(match[1]) : null;
}

function orderConditions(filters: OrderFilters): SQL | undefined {
  const conditions: (SQL | undefined)[] = [
    filters.status ? eq(orders.status, filters.status) : undefined,
    filters.source ? eq(orders.source, filters.source) : undefined,
    filters.userId ? eq(orders.userId, filters.userId) : undefined,
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
        ilike(orders.poNumber, pattern),
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
  shippingDiscountPence: orders.shippingDiscountPence,
  vatPence: orders.vatPence,
  promotionCode: orders.promotionCode,
  poNumber: orders.poNumber,
  deliveryService: orders.deliveryService,
  vatSummary: orders.vatSummary,
  itemCount: itemCount.mapWith(Number),
  invoiceId: invoices.id,
  invoiceNumber: invoices.number,
  invoiceStatus: invoices.status,
  invoiceDueDate: invoices.dueDate,
};

type Query = { sort: TableExportInput<typeof ordersTable>['sort']; filters: OrderFilters };

/** The order rows of the table and the export, in the asked order, one window of them. */
function selectOrderRows(db: Db, query: Query, window: PageWindow) {
  return db
    .select(orderRowColumns)
    .from(orders)
    .innerJoin(user, eq(user.id, orders.userId))
    .leftJoin(profiles, eq(profiles.userId, orders.userId))
    .leftJoin(invoices, eq(invoices.orderId, orders.id))
    .where(orderConditions(query.filters))
    .orderBy(...tableOrderBy(query.sort, SORT_COLUMNS, orders.id))
    .limit(window.limit)
    .offset(window.offset);
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

/** All Orders: the database sorts and pages (never the browser), one query for the page, one for the total. */
export async function listOrders(db: Db, input: TableListInput<typeof ordersTable>) {
  return tablePage(input, {
    rows: async (window) => withInvoiceDisplay(await selectOrderRows(db, input, window)),
    count: async () =>
      countValue(
        await db
          .select({ value: count() })
          .from(orders)
          .innerJoin(user, eq(user.id, orders.userId))
          .leftJoin(profiles, eq(profiles.userId, orders.userId))
          .where(orderConditions(input.filters)),
      ),
  });
}

/** Every order matching the filters (all pages, same order as the table), for the CSV export. */
export async function exportOrderRows(db: Db, input: TableExportInput<typeof ordersTable>) {
  return withInvoiceDisplay(await exportRows((window) => selectOrderRows(db, input, window)));
}
