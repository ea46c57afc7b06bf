import { z } from 'zod';
import { CONTROL_CHARACTERS_MESSAGE } from '../control-characters';
import { DELIVERY_OPTIONS } from '../delivery';
import { controlCharacterLines, TRADE_CSV_MAX_CHARACTERS, TRADE_MAX_LINE_QUANTITY, TRADE_ORDER_MAX_LINES } from '../trade-order';
import { text } from './fields';
import { poNumberField } from './po-number';

export const QUANTITY_MESSAGE = `Quantities must be whole numbers from 1 to ${TRADE_MAX_LINE_QUANTITY}.`;
export const NO_LINES_MESSAGE = 'Please enter a quantity for at least one item.';

const lineSchema = z.strictObject({
  variantId: z.uuid(),
  quantity: z
    .number({ error: QUANTITY_MESSAGE })
    .int(QUANTITY_MESSAGE)
    .min(1, QUANTITY_MESSAGE)
    .max(TRADE_MAX_LINE_QUANTITY, QUANTITY_MESSAGE),
});

/** Each size at most once: the quick order has one quantity box per size. */
const linesSchema = z
  .array(lineSchema)
  .max(TRADE_ORDER_MAX_LINES, `A quick order can hold at most ${TRADE_ORDER_MAX_LINES} lines.`)
  .refine((lines) => new Set(lines.map((l) => l.variantId)).size === lines.length, 'Each size may appear only once.');

/** The running totals of a quick order (may be empty: nothing typed yet). */
export const tradeQuoteInputSchema = z.strictObject({
  lines: linesSchema,
  deliveryOption: z.enum(DELIVERY_OPTIONS).default('tracked'),
});

export const TRADE_PAYMENT_METHODS = ['on_account', 'card'] as const;
export type TradePaymentMethod = (typeof TRADE_PAYMENT_METHODS)[number];

export const placeTradeOrderInputSchema = z.strictObject({
  /** Made by the client once per order; a retried submit sends the same key. */
  idempotencyKey: text().min(8).max(100),
  lines: linesSchema.refine((lines) => lines.length > 0, NO_LINES_MESSAGE),
  poNumber: poNumberField,
  paymentMethod: z.enum(TRADE_PAYMENT_METHODS).default('on_account'),
  deliveryOption: z.enum(DELIVERY_OPTIONS).default('tracked'),
});
export type PlaceTradeOrderInput = z.input<typeof placeTradeOrderInputSchema>;

export const reorderInputSchema = z.strictObject({ orderId: z.uuid() });

/**
 * An uploaded order file as text. A control character is refused here, naming each line that has one,
 * before anything reads the file; the file's other rules are checked line by line by the server.
 */
export const tradeCsvInputSchema = z.strictObject({
  text: z
    .string()
    .max(TRADE_CSV_MAX_CHARACTERS, `The file is too large: upload at most ${TRADE_ORDER_MAX_LINES} lines.`)
    .superRefine((value, ctx) => {
      for (const line of controlCharacterLines(value)) {
        ctx.addIssue({ code: 'custom', message: `line ${line}: ${CONTROL_CHARACTERS_MESSAGE}` });
      }
    }),
});
