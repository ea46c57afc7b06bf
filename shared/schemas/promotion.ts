import { z } from 'zod';
import { DISCOUNT_TYPES } from '../constants';
import { calendarDate, text } from './fields';
import { checkedNumber, nullableFormNumber } from './form-numbers';

/**
 * The promotion form, shared by the admin dialog and the server.
 * discountValue is a percentage (10 = 10%) or pounds (5.5 = £5.50) as typed; the server
 * stores basis points or pence.
 */
export const promotionFormSchema = z
  .strictObject({
    code: text({ error: 'Discount code is required' })
      .trim()
      .min(1, 'Discount code is required')
      .max(40, 'Discount code must be at most 40 characters')
      .toUpperCase()
      .regex(/^[A-Z0-9_-]*$/, 'Use letters, numbers, hyphens or underscores only'),
    description: text()
      .trim()
      .max(500, 'Description must be at most 500 characters')
      .nullish()
      .transform((value) => (value ? value : null)),
    discountType: z.enum(DISCOUNT_TYPES, { error: 'Please choose a discount type' }),
    discountValue: z
      .union([z.literal(''), z.number(), z.null()], { error: 'Discount value is required' })
      .optional()
      .transform((value) => (value === '' || value === undefined ? null : value))
      .pipe(
        checkedNumber({
          negative: 'Discount value must be more than 0',
          notANumber: 'Discount value is required',
          decimals: 2,
          tooPrecise: 'Discount value can have at most 2 decimal places',
          max: 100_000,
          tooLarge: 'Discount value is too large',
        }).refine((value) => value > 0, 'Discount value must be more than 0'),
      ),
    minOrderAmount: nullableFormNumber({
      negative: 'Minimum order amount must be non-negative',
      notANumber: 'Minimum order amount must be a number',
      decimals: 2,
      tooPrecise: 'Minimum order amount can have at most 2 decimal places',
      max: 100_000,
      tooLarge: 'Minimum order amount is too large',
    }).transform((value) => value ?? 0),
    maxUses: z
      .union([z.literal(''), z.number(), z.null()], { error: 'Maximum uses must be a whole number' })
      .optional()
      .transform((value) => (value === '' || value === undefined ? null : value))
      .pipe(
        z
          .number()
          .int('Maximum uses must be a whole number')
          .min(1, 'Maximum uses must be at least 1')
          .max(1_000_000, 'Maximum uses must be at most 1,000,000')
          .nullable(),
      ),
    validUntil: z
      .union([z.literal(''), calendarDate(), z.null()], {
        error: 'Please enter a valid date',
      })
      .optional()
      .transform((value) => (value ? value : null)),
    isActive: z.boolean().default(true),
    /** 'Once per customer': each customer may redeem the code once. */
    oncePerCustomer: z.boolean().default(false),
    /** 'First orders only': only customers with no earlier order may redeem it. */
    firstOrderOnly: z.boolean().default(false),
  })
  .refine((form) => form.discountType !== 'percentage' || form.discountValue <= 100, {
    message: 'A percentage discount cannot be more than 100',
    path: ['discountValue'],
  });
export type PromotionFormInput = z.input<typeof promotionFormSchema>;
export type PromotionForm = z.output<typeof promotionFormSchema>;

const promotionId = z.uuid({ error: 'Promotion not found.' });

/** Edit: the same form plus the promotion's id. */
export const updatePromotionInputSchema = promotionFormSchema.safeExtend({ id: promotionId });
export const promotionIdInputSchema = z.strictObject({ id: promotionId });
export const setPromotionActiveInputSchema = z.strictObject({ id: promotionId, isActive: z.boolean() });
