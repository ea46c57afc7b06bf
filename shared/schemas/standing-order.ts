import { z } from 'zod';
import { STANDING_FREQUENCIES } from '../standing-orders';
import { poNumberField } from './po-number';
import { placeTradeOrderInputSchema } from './trade-order';

export const END_BEFORE_START_MESSAGE = 'The end date must be on or after the next order date.';
export const NEXT_DATE_MESSAGE = 'Please choose a date for the next order.';

const day = (message: string) => z.iso.date({ error: message });

const fields = {
  /** The quick order's lines: each size once, 1 to 999 of it, at least one line. */
  lines: placeTradeOrderInputSchema.shape.lines,
  frequency: z.enum(STANDING_FREQUENCIES, { error: 'Please choose how often.' }),
  nextRunDate: day(NEXT_DATE_MESSAGE),
  endDate: day('Please enter a valid end date.')
    .nullish()
    .transform((v) => v ?? null),
  poNumber: poNumberField,
};

const endAfterStart = (v: { nextRunDate: string; endDate: string | null }) => v.endDate === null || v.endDate >= v.nextRunDate;

/** A buyer turns a quick order (or a past order, through reorder) into a standing order. */
export const createStandingOrderSchema = z
  .strictObject(fields)
  .refine(endAfterStart, { message: END_BEFORE_START_MESSAGE, path: ['endDate'] });

/** Edits the lines, rhythm, next date, end date or PO number of a standing order. */
export const updateStandingOrderSchema = z
  .strictObject({ id: z.uuid(), ...fields })
  .refine(endAfterStart, { message: END_BEFORE_START_MESSAGE, path: ['endDate'] });

export const standingOrderIdSchema = z.strictObject({ id: z.uuid() });
