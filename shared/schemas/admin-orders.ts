import { z } from 'zod';
import { ORDER_SOURCES, ORDER_STATUSES } from '../constants';
import { ORDER_ACTIONS } from '../order-status';
import { type TableFilters, tableQuery } from '../table-query';
import { calendarDate, text } from './fields';

const optionalDate = z
  .union([z.literal(''), calendarDate()])
  .optional()
  .transform((value) => value || undefined);

const orderFilters = {
  status: z.enum(ORDER_STATUSES).optional(),
  source: z.enum(ORDER_SOURCES).optional(),
  /** Inclusive UK calendar dates (YYYY-MM-DD). */
  from: optionalDate,
  to: optionalDate,
  /** Customer name or email, or an order number (with or without '#'). */
  search: text().trim().max(100).optional(),
  /** One customer's orders (their user id), as their account page lists them. */
  userId: text().trim().max(100).optional(),
};

const datesInOrder = (f: { from?: string; to?: string }) => !f.from || !f.to || f.from <= f.to;

export const ORDER_SORT_COLUMNS = ['number', 'createdAt', 'customer', 'source', 'items', 'total', 'payment', 'status'] as const;

/** All Orders: the table, its CSV export and the page's URL share this shape (newest first by default). */
export const ordersTable = tableQuery({
  sortable: ORDER_SORT_COLUMNS,
  filters: orderFilters,
  defaultSort: { id: 'createdAt', desc: true },
  rule: { check: datesInOrder, message: 'The start date must be on or before the end date', path: ['to'] },
});
export type OrderFilters = TableFilters<typeof ordersTable>;

/** One status action; a tracking reference only means something when shipping. */
export const transitionOrderInputSchema = z.strictObject({
  id: z.uuid({ error: 'Order not found.' }),
  to: z.enum(ORDER_ACTIONS, { error: 'Please choose a status' }),
  trackingReference: text()
    .trim()
    .max(100, 'Tracking reference must be at most 100 characters')
    .nullish()
    .transform((value) => (value ? value : null)),
});
