import { z } from 'zod';
import { ORDER_SOURCES, ORDER_STATUSES } from '../constants';
import { ORDER_ACTIONS } from '../order-status';
import { text } from './fields';

const optionalDate = z
  .union([z.literal(''), z.iso.date({ error: 'Please enter a valid date' })])
  .optional()
  .transform((value) => value || undefined);

export const paging = {
  page: z.number().int().min(1).default(1),
  pageSize: z.number().int().min(1).max(100).default(20),
};

const orderFilters = {
  status: z.enum(ORDER_STATUSES).optional(),
  source: z.enum(ORDER_SOURCES).optional(),
  /** Inclusive UK calendar dates (YYYY-MM-DD). */
  from: optionalDate,
  to: optionalDate,
  /** Customer name or email, or an order number (with or without '#'). */
  search: text().trim().max(100).optional(),
};

const datesInOrder = (f: { from?: string; to?: string }) => !f.from || !f.to || f.from <= f.to;
const datesMessage = { message: 'The start date must be on or before the end date', path: ['to'] };

/** All Orders: filters shared by the table and the CSV export. */
export const orderFiltersSchema = z.strictObject(orderFilters).refine(datesInOrder, datesMessage).prefault({});
export const listOrdersInputSchema = z
  .strictObject({ ...orderFilters, ...paging })
  .refine(datesInOrder, datesMessage)
  .prefault({});
export type OrderFilters = z.output<typeof orderFiltersSchema>;

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
