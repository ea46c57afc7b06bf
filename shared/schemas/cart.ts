import { z } from 'zod';
import { MAX_LINE_QUANTITY } from '../cart';
import { MOISTURE_LEVELS, WEIGHTS } from '../constants';

export const cartLineKeySchema = z.strictObject({
  productId: z.uuid({ error: 'Unknown product' }),
  weight: z.enum(WEIGHTS, { error: 'Please choose a weight' }),
  moisture: z.enum(MOISTURE_LEVELS, { error: 'Please choose a moisture level' }),
});

export const setQuantityInputSchema = cartLineKeySchema.extend({
  quantity: z.number().int('Quantity must be a whole number').min(0).max(MAX_LINE_QUANTITY),
});

/** The guest cart sent on sign-in; its prices (if any) are never read. */
export const mergeCartInputSchema = z.strictObject({
  lines: z
    .array(cartLineKeySchema.extend({ quantity: z.number().int().min(1).max(MAX_LINE_QUANTITY) }))
    .max(100, 'Too many cart lines'),
});
