import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { Moisture, Weight } from '../../../shared/constants';
import { grossFromNet, vatRateToBps } from '../../../shared/pricing';
import { MAX_EXTRA_QUANTITY } from '../../../shared/schemas/subscription-extras';
import type { DbOrTx } from '../../db/client';
import { products, productVariants, subscriptionExtras } from '../../db/schema/index';
import { AppError } from '../../errors';
import { ownSubscription } from './service';

type ExtraKey = { id: string; productId: string; weight: Weight; moisture: Moisture };

/** The items added to the subscriber's own next box, with today's retail price (the renewal prices them again when it runs). */
export async function ownSubscriptionExtras(db: DbOrTx, userId: string, id: string) {
  await ownSubscription(db, userId, id);
  return subscriptionExtrasOf(db, id);
}

/** A subscription's extras for its next box, each with today's VAT-inclusive retail unit price (null when unpriced). */
export async function subscriptionExtrasOf(db: DbOrTx, id: string) {
  const rows = await db
    .select({
      productId: subscriptionExtras.productId,
      productName: products.name,
      weight: subscriptionExtras.weight,
      moisture: subscriptionExtras.moisture,
      quantity: subscriptionExtras.quantity,
      netPence: productVariants.priceNetPence,
      vatRate: products.vatRate,
    })
    .from(subscriptionExtras)
    .innerJoin(products, eq(products.id, subscriptionExtras.productId))
    .leftJoin(
      productVariants,
      and(eq(productVariants.productId, subscriptionExtras.productId), eq(productVariants.weight, subscriptionExtras.weight)),
    )
    .where(eq(subscriptionExtras.subscriptionId, id))
    .orderBy(asc(subscriptionExtras.createdAt), asc(subscriptionExtras.id));
  return rows.map(({ netPence, vatRate, ...row }) => ({
    ...row,
    unitGrossPence: netPence === null ? null : grossFromNet(netPence, vatRateToBps(vatRate)),
  }));
}

/** Adds an item to the next box of the subscriber's own active subscription; the same item again raises its quantity (up to the cap). */
export async function addOwnSubscriptionExtra(db: DbOrTx, userId: string, input: ExtraKey & { quantity: number }) {
  const sub = await ownSubscription(db, userId, input.id);
  if (sub.status !== 'active') throw new AppError('BAD_REQUEST', 'Only an active subscription has a next box to add to.');
  const [item] = await db
    .select({ id: productVariants.id })
    .from(products)
    .innerJoin(productVariants, and(eq(productVariants.productId, products.id), eq(productVariants.weight, input.weight)))
    .where(and(eq(products.id, input.productId), eq(products.showInShop, true), isNull(products.archivedAt)));
  if (!item) throw new AppError('BAD_REQUEST', 'That item is not sold in the shop.');
  await db
    .insert(subscriptionExtras)
    .values({
      subscriptionId: sub.id,
      productId: input.productId,
      weight: input.weight,
      moisture: input.moisture,
      quantity: input.quantity,
    })
    .onConflictDoUpdate({
      target: [
        subscriptionExtras.subscriptionId,
        subscriptionExtras.productId,
        subscriptionExtras.weight,
        subscriptionExtras.moisture,
      ],
      set: { quantity: sql`least(${subscriptionExtras.quantity} + excluded.quantity, ${MAX_EXTRA_QUANTITY})` },
    });
  return ownSubscriptionExtras(db, userId, input.id);
}

/** Takes an item off the next box of the subscriber's own subscription. */
export async function removeOwnSubscriptionExtra(db: DbOrTx, userId: string, input: ExtraKey) {
  await ownSubscription(db, userId, input.id);
  await db
    .delete(subscriptionExtras)
    .where(
      and(
        eq(subscriptionExtras.subscriptionId, input.id),
        eq(subscriptionExtras.productId, input.productId),
        eq(subscriptionExtras.weight, input.weight),
        eq(subscriptionExtras.moisture, input.moisture),
      ),
    );
  return ownSubscriptionExtras(db, userId, input.id);
}
