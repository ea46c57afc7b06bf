import { count } from 'drizzle-orm';
import { ZodError } from 'zod';
import type { Db } from '../../server/db/client';
import { auditLog, subscriptions } from '../../server/db/schema/index';
import type { Moisture, Weight } from '../../shared/constants';
import { type MadeUser, shipping } from './factories';
import type { TestShop } from './test-shop';

/** The zod issues of a refused call, as 'path: message' strings (path joined with dots). */
export async function issuesOf(call: Promise<unknown>): Promise<string[]> {
  try {
    await call;
  } catch (error) {
    const cause = (error as { code?: string; cause?: unknown }).cause;
    if ((error as { code?: string }).code === 'BAD_REQUEST' && cause instanceof ZodError) {
      return cause.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    }
    throw error;
  }
  throw new Error('expected the call to be refused');
}

export async function auditCount(db: Db): Promise<number> {
  const [row] = await db.select({ value: count() }).from(auditLog);
  return row?.value ?? 0;
}

type Line = { productId: string; weight: Weight; quantity: number; moisture?: Moisture };

/** A shopper fills the server cart and places the order, as the checkout would. */
export async function placeOrderAs(
  shop: TestShop,
  who: MadeUser,
  lines: Line[],
  options: { promotionCode?: string; paymentMethod?: 'bank_transfer' | 'on_account' | 'card'; fullName?: string } = {},
) {
  const caller = shop.callerFor(who);
  await caller.cart.merge({ lines: lines.map((l) => ({ moisture: 'wet' as const, ...l })) });
  return caller.order.place({
    idempotencyKey: crypto.randomUUID(),
    shipping: { ...shipping, fullName: options.fullName ?? shipping.fullName },
    promotionCode: options.promotionCode,
    paymentMethod: options.paymentMethod ?? 'bank_transfer',
  });
}

/** A subscription row whose bags name the given varieties (product names). */
export async function makeSubscription(db: Db, userId: string, varieties: string[], status: 'active' | 'cancelled' = 'active') {
  const [row] = await db
    .insert(subscriptions)
    .values({
      userId,
      planName: 'The Knight',
      bagCount: varieties.length,
      weight: '250g',
      frequency: 'Monthly',
      pricePence: 1998,
      moistureLevel: 'normal',
      bags: varieties.map((variety) => ({ variety, moisture: 'wet' as const, fat: 'lean' as const })),
      deliveryAddress1: '12 High Street',
      deliveryCity: 'Leeds',
      deliveryPostcode: 'LS1 4AP',
      status,
      nextDeliveryAt: '2030-01-01',
    })
    .returning();
  if (!row) throw new Error('subscription insert failed');
  return row;
}
