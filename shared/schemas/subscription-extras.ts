import { z } from 'zod';
import { MOISTURE_LEVELS, WEIGHTS } from '../constants';

/** The most of one item a subscriber may add to their next box. */
export const MAX_EXTRA_QUANTITY = 20;

const extraKey = {
  id: z.uuid({ error: 'Subscription not found.' }),
  productId: z.uuid({ error: 'Please choose a product.' }),
  weight: z.enum(WEIGHTS, { error: 'Please choose a size.' }),
  moisture: z.enum(MOISTURE_LEVELS),
};

export const addExtraSchema = z.strictObject({
  ...extraKey,
  quantity: z
    .number()
    .int()
    .min(1, { error: 'Add at least 1.' })
    .max(MAX_EXTRA_QUANTITY, { error: `Add at most ${MAX_EXTRA_QUANTITY}.` }),
});
export type AddExtraInput = z.input<typeof addExtraSchema>;

export const removeExtraSchema = z.strictObject(extraKey);
