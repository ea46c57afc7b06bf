import { z } from 'zod';
import { tableQuery } from '../table-query';
import { text } from './fields';

export const INVOICE_FILTER_STATUSES = ['unpaid', 'overdue', 'paid', 'void'] as const;

/** All Invoices: the table, its CSV export and the page's URL share this shape (newest first by default). */
export const invoicesTable = tableQuery({
  sortable: ['number', 'createdAt', 'customer', 'amount', 'due', 'status'],
  filters: {
    /** 'unpaid' means not yet due; 'overdue' is unpaid past its due date (they never overlap). */
    status: z.enum(INVOICE_FILTER_STATUSES).optional(),
    /** Customer name or email, invoice reference (RB-000123 or 123) or order number. */
    search: text().trim().max(100).optional(),
  },
  defaultSort: { id: 'createdAt', desc: true },
});

/** Credit notes, below the invoices they credit (newest first by default). */
export const creditNotesTable = tableQuery({
  sortable: ['number', 'createdAt', 'customer', 'invoice', 'vat', 'amount'],
  filters: { search: text().trim().max(100).optional() },
  defaultSort: { id: 'createdAt', desc: true },
  defaultPageSize: 10,
});

export const invoiceIdInputSchema = z.strictObject({ id: z.uuid({ error: 'Invoice not found.' }) });
