import { z } from 'zod';
import { DELIVERY_OPTIONS } from '../delivery';
import { address1Field, address2Field, cityField, fullNameField, postcodeField, requiredField } from './address';
import { text } from './fields';
import { poNumberField } from './po-number';

const SHIPPING_MESSAGE = 'Please fill in all shipping information';

/**
 * The shipping form: fullName, address1, address2 (optional), city, postcode. An empty field
 * gets the checkout's own message; a filled one the shared address rules (UK postcode, normalised).
 */
export const shippingSchema = z.strictObject({
  fullName: requiredField(fullNameField, SHIPPING_MESSAGE),
  address1: requiredField(address1Field, SHIPPING_MESSAGE),
  address2: address2Field,
  city: requiredField(cityField, SHIPPING_MESSAGE),
  postcode: requiredField(postcodeField, SHIPPING_MESSAGE),
});
export type ShippingInput = z.input<typeof shippingSchema>;

export const PAYMENT_METHODS = ['bank_transfer', 'on_account', 'card'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

export const promotionCodeSchema = text().trim().min(1, 'Please enter a code').max(40).toUpperCase();

export const placeOrderInputSchema = z.strictObject({
  /** Made by the client once per checkout; a retried submit sends the same key. */
  idempotencyKey: text().min(8).max(100),
  shipping: shippingSchema,
  promotionCode: promotionCodeSchema.optional(),
  paymentMethod: z.enum(PAYMENT_METHODS).default('bank_transfer'),
  deliveryOption: z.enum(DELIVERY_OPTIONS).default('tracked'),
  /** Trade accounts only (ignored for retail shoppers): the buyer's purchase order number. */
  poNumber: poNumberField,
});
export type PlaceOrderInput = z.input<typeof placeOrderInputSchema>;

export const quoteInputSchema = z.strictObject({
  promotionCode: promotionCodeSchema.optional(),
  deliveryOption: z.enum(DELIVERY_OPTIONS).default('tracked'),
});
