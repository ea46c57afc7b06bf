import { z } from 'zod';
import { text } from './fields';
import { checkedNumber } from './form-numbers';

const pounds = (label: string) =>
  checkedNumber({
    negative: `${label} must be non-negative`,
    notANumber: `${label} is required`,
    decimals: 2,
    tooPrecise: `${label} can have at most 2 decimal places`,
    max: 10_000,
    tooLarge: `${label} is too large`,
  });

/** One weight band as the admin types it: service name, 'up to' weight in kg, price in pounds (VAT-inclusive). */
export const deliveryBandFormSchema = z.strictObject({
  service: text({ error: 'Service is required' }).trim().min(1, 'Service is required').max(60),
  maxWeightKg: checkedNumber({
    negative: 'Weight must be non-negative',
    notANumber: 'Weight is required',
    decimals: 3,
    tooPrecise: 'Weight can have at most 3 decimal places',
    max: 1000,
    tooLarge: 'Weight is too large',
  }).refine((kg) => kg > 0, 'Weight must be more than 0'),
  price: pounds('Price'),
});

/**
 * The admin 'Delivery' page: weight bands, free-delivery threshold, the collect option and the
 * subscription delivery rate. The server stores grams and pence.
 */
export const deliveryFormSchema = z
  .strictObject({
    bands: z.array(deliveryBandFormSchema).min(1, 'Add at least one weight band').max(20),
    freeThreshold: pounds('Free delivery threshold'),
    collectEnabled: z.boolean(),
    collectPrice: pounds('Collection price'),
    subscriptionPrice: pounds('Subscription delivery'),
  })
  .superRefine((form, ctx) => {
    const grams = form.bands.map((b) => Math.round(b.maxWeightKg * 1000));
    grams.forEach((g, i) => {
      if (grams.indexOf(g) !== i)
        ctx.addIssue({ code: 'custom', path: ['bands', i, 'maxWeightKg'], message: 'Each band needs its own weight' });
    });
  });
export type DeliveryForm = z.output<typeof deliveryFormSchema>;
export type DeliveryFormInput = z.input<typeof deliveryFormSchema>;
