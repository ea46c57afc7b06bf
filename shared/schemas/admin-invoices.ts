import { z } from 'zod';
import { paging } from './admin-orders';
import { text } from './fields';

export const INVOICE_FILTER_STATUSES = ['unpaid', 'overdue', 'paid', 'void'] as const;

const invoiceFilters = {
  /** 'unpaid' means not yet due; 'overdue' is unpaid past its due date (they never overlap). */
  status: z.enum(INVOICE_FILTER_STATUSES).optional(),
  /** Customer name or email, invoice reference (RB-000123 or 123) or order number. */
  search: text().trim().max(100).optional(),
};

export const invoiceFiltersSchema = z.strictObject(invoiceFilters).prefault({});
export const listInvoicesInputSchema = z.strictObject({ ...invoiceFilters, ...paging }).prefault({});
export type InvoiceFilters = z.output<typeof invoiceFiltersSchema>;

export const invoiceIdInputSchema = z.strictObject({ id: z.uuid({ error: 'Invoice not found.' }) });
