import { toCsv } from '../../../shared/csv';
import { shopDateTime } from '../../../shared/dates';
import { penceToPounds } from '../../../shared/money';
import { orderSummary } from '../../../shared/order-summary';
import type { ordersTable } from '../../../shared/schemas/admin-orders';
import type { TableExportInput } from '../../../shared/table-query';
import type { Db } from '../../db/client';
import { exportOrderRows } from './queries';

const HEADER = [
  'Order',
  'Date',
  'Customer',
  'Email',
  'Source',
  'Items',
  'Subtotal (GBP)',
  'Discount (GBP)',
  'Delivery (GBP)',
  'Total (GBP)',
  'VAT (GBP)',
  'Status',
  'Invoice',
  'Invoice status',
  'PO number',
];

/** The filtered orders as CSV text (header row first, amounts in pounds with two decimals). */
export async function exportOrdersCsv(db: Db, input: TableExportInput<typeof ordersTable>): Promise<string> {
  const rows = await exportOrderRows(db, input);
  return toCsv(
    HEADER,
    rows.map((r) => {
      const money = orderSummary(r);
      return [
        r.number,
        shopDateTime(r.createdAt),
        r.customerName,
        r.customerEmail,
        r.source,
        r.itemCount,
        penceToPounds(money.subtotalPence),
        penceToPounds(money.discount?.pence ?? 0),
        penceToPounds(money.delivery.pence),
        penceToPounds(money.totalPence),
        penceToPounds(money.vatPence),
        r.status,
        r.invoiceReference,
        r.invoiceStatus,
        r.poNumber,
      ];
    }),
  );
}
