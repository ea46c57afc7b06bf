import { z } from 'zod';
import { DELIVERY_OPTIONS } from '../delivery';

const SHIPPING_MESSAGE = 'Please fill in all shipping information';
const required = z.string({ error: SHIPPING_MESSAGE }).trim().min(1, SHIPPING_MESSAGE).max(200);

/** The spec's shipping form: fullName, address1, address2 (optional), city, postcode. */
export const shippingSchema = z.strictObject({
  fullName: required,
  address1: required,
  address2: z
    .string()
    .trim()
    .max(200)
    .transform((v) => (v === '' ? null : v))
    .nullish()
    .transform((v) => v ?? null),
  city: required,
  postcode: required.max(12, 'Please enter a valid postcode'),
});
export type ShippingInput = z.input<typeof shippingSchema>;

export const PAYMENT_METHODS = ['bank_transfer', 'on_account'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

export const promotionCodeSchema = z.string().trim().min(1, 'Please enter a code').max(40).toUpperCase();

export const placeOrderInputSchema = z.strictObject({
  /** Made by the client once per checkout; a retried submit sends the same key. */
  idempotencyKey: z.string().min(8).max(100),
  shipping: shippingSchema,
  promotionCode: promotionCodeSchema.optional(),
  paymentMethod: z.enum(PAYMENT_METHODS).default('bank_transfer'),
  deliveryOption: z.enum(DELIVERY_OPTIONS).default('tracked'),
});
export type PlaceOrderInput = z.input<typeof placeOrderInputSchema>;

export const quoteInputSchema = z.strictObject({
  promotionCode: promotionCodeSchema.optional(),
  deliveryOption: z.enum(DELIVERY_OPTIONS).default('tracked'),
});
