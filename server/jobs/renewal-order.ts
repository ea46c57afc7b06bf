import { and, asc, eq, gte, inArray, sql } from 'drizzle-orm';
import { moistureLabel } from '../../shared/constants';
import { documentDate } from '../../shared/dates';
import { formatGBP } from '../../shared/money';
import { vatRateToBps } from '../../shared/pricing';
import { type LineTotals, orderTotals } from '../../shared/totals';
import { bankTransferHoldText } from '../../shared/working-days';
import type { Tx } from '../db/client';
import {
  orderEvents,
  orderItems,
  orders,
  products,
  productVariants,
  profiles,
  stockMovements,
  subscriptionExtras,
  type subscriptions,
} from '../db/schema/index';
import { layoutEmail } from '../mail/templates';
import { issueInvoice } from '../modules/invoice/issue';
import { paymentProviders } from '../modules/order/payment';
import { bankTransferHoldFor } from '../modules/payment/bank-transfer-hold';
import { subscriptionEmailLinks } from '../modules/subscription/email-links';
import type { AppDeps } from '../trpc/context';

type Subscription = typeof subscriptions.$inferSelect;

/** How renewal boxes travel (shown as the order's delivery line). */
const SUBSCRIPTION_DELIVERY_SERVICE = 'Subscription delivery';

/** Splits the subscription price over its bags (the first bags take the odd pennies). */
function bagPrices(totalPence: number, bags: number): number[] {
  const base = Math.floor(totalPence / bags);
  return Array.from({ length: bags }, (_, i) => base + (i < totalPence - base * bags ? 1 : 0));
}

/**
 * One renewal order for one period: bags priced from the subscription, stock taken per bag.
 * When a bag is out of stock the order is still written but held, with the reason, and the
 * customer and the admins are told; nothing fails silently.
 */
export async function createRenewalOrder(
  tx: Tx,
  deps: AppDeps,
  input: {
    subscription: Subscription;
    email: string;
    period: string;
    /** The delivery after this one: the confirmation's one-click links act on it. */
    nextDeliveryAt: string;
    shippingPence: number;
    /** 'card': the saved card is charged off-session (modules/payment/renewal-charges) before it ships. */
    paymentMethod: 'bank_transfer' | 'card';
  },
): Promise<'renewed' | 'held' | 'skipped'> {
  const { subscription: sub, email, period, shippingPence, paymentMethod } = input;
  const names = [...new Set(sub.bags.map((b) => b.variety))];
  const catalogue = await tx
    .select({ product: products, variant: productVariants })
    .from(products)
    .innerJoin(productVariants, and(eq(productVariants.productId, products.id), eq(productVariants.weight, sub.weight)))
    .where(inArray(products.name, names));
  const byName = new Map(catalogue.map((c) => [c.product.name, c]));

  const prices = bagPrices(sub.pricePence, sub.bags.length);
  const bags = sub.bags.map((bag) => {
    const found = byName.get(bag.variety);
    return { bag, found, vatRateBps: found ? vatRateToBps(found.product.vatRate) : null };
  });
  // A bag's price is its VAT-inclusive share of the plan price; VAT is backed out of it and
  // delivery is taxed like the bags it carries, all in shared/totals.ts.
  // Items added with 'Add to next box' are priced at retail (VAT-inclusive, from the net price and their product's rate).
  const extras = await boxExtras(tx, sub.id, sub.bags, sub.weight);
  const totals = orderTotals({
    lines: [
      ...bags.map((b, i) => ({ unitNetPence: 0, unitGrossPence: prices[i] ?? 0, vatRateBps: b.vatRateBps, quantity: 1 })),
      ...extras.included.map((e) => ({ unitNetPence: e.unitNetPence, vatRateBps: e.vatRateBps, quantity: e.quantity })),
    ],
    basis: 'gross',
    shippingPence,
  });
  const lines = bags.map((b, i) => ({ ...b, amounts: totals.lines[i] as LineTotals }));
  const extraLines = extras.included.map((e, i) => ({ ...e, amounts: totals.lines[bags.length + i] as LineTotals }));

  const [order] = await tx
    .insert(orders)
    .values({
      userId: sub.userId,
      source: 'subscription',
      paymentMethod,
      shippingAddress: {
        fullName: sub.deliveryFullName ?? 'Subscriber',
        address1: sub.deliveryAddress1,
        address2: sub.deliveryAddress2,
        city: sub.deliveryCity,
        postcode: sub.deliveryPostcode,
      },
      subtotalNetPence: totals.subtotalNetPence,
      vatPence: totals.vatPence,
      shippingPence: totals.shippingPence,
      shippingVatPence: totals.shippingVatPence,
      deliveryService: SUBSCRIPTION_DELIVERY_SERVICE,
      vatSummary: totals.vatSummary,
      totalPence: totals.totalPence,
      idempotencyKey: `renewal:${sub.id}:${period}`,
      subscriptionId: sub.id,
      renewalPeriod: period,
    })
    .onConflictDoNothing()
    .returning({ id: orders.id, number: orders.number });
  if (!order) return 'skipped';

  // Stock for every bag in a savepoint: all bags are taken, or none and the order is held.
  const holdReason = await tx
    .transaction(async (sp) => {
      for (const line of lines) {
        if (!line.found) throw new Error(`${line.bag.variety} is no longer available`);
        const [taken] = await sp
          .update(productVariants)
          .set({ stock: sql`${productVariants.stock} - 1` })
          .where(and(eq(productVariants.id, line.found.variant.id), gte(productVariants.stock, 1)))
          .returning({ id: productVariants.id });
        if (!taken) throw new Error(`${line.bag.variety} ${sub.weight} is out of stock`);
        await sp
          .insert(stockMovements)
          .values({ variantId: taken.id, delta: -1, reason: 'subscription renewal', orderId: order.id });
      }
      for (const extra of extraLines) {
        const [taken] = await sp
          .update(productVariants)
          .set({ stock: sql`${productVariants.stock} - ${extra.quantity}` })
          .where(and(eq(productVariants.id, extra.variantId), gte(productVariants.stock, extra.quantity)))
          .returning({ id: productVariants.id });
        if (!taken) throw new Error(`${extra.label} is out of stock`);
        await sp
          .insert(stockMovements)
          .values({ variantId: taken.id, delta: -extra.quantity, reason: 'subscription renewal', orderId: order.id });
      }
      return null;
    })
    .catch((error: unknown) => (error instanceof Error ? error.message : 'A bag could not be packed'));

  await tx.insert(orderItems).values([
    ...lines.map((l) => ({
      orderId: order.id,
      productId: l.found?.product.id ?? null,
      variantId: l.found?.variant.id ?? null,
      productName: l.bag.variety,
      weight: sub.weight,
      moisture: l.bag.moisture,
      fat: l.bag.fat,
      unitNetPence: l.amounts.lineNetPence,
      vatRateBps: l.vatRateBps,
      quantity: 1,
      lineDiscountPence: 0,
      lineNetPence: l.amounts.lineNetPence,
      lineVatPence: l.amounts.lineVatPence,
      lineTotalPence: l.amounts.lineTotalPence,
    })),
    ...extraLines.map((e) => ({
      orderId: order.id,
      productId: e.productId,
      variantId: e.variantId,
      productName: e.productName,
      weight: e.weight,
      moisture: e.moisture,
      unitNetPence: e.unitNetPence,
      vatRateBps: e.vatRateBps,
      quantity: e.quantity,
      lineDiscountPence: 0,
      lineNetPence: e.amounts.lineNetPence,
      lineVatPence: e.amounts.lineVatPence,
      lineTotalPence: e.amounts.lineTotalPence,
    })),
  ]);
  // The extras were for this box only.
  await tx.delete(subscriptionExtras).where(eq(subscriptionExtras.subscriptionId, sub.id));
  // A held box took no stock and is not charged until it can ship. Otherwise the card is charged by the
  // next run, or a box paid by bank transfer keeps its stock for the shop's hold time, as a shop order does.
  const hold = !holdReason && paymentMethod === 'bank_transfer' ? await bankTransferHoldFor(tx, new Date()) : null;
  if (holdReason) await tx.update(orders).set({ holdReason }).where(eq(orders.id, order.id));
  else if (paymentMethod === 'card')
    await tx.update(orders).set({ nextPaymentAttemptAt: new Date() }).where(eq(orders.id, order.id));
  else if (hold)
    await tx.update(orders).set({ paymentDueAt: hold.endsAt, paymentReminderAt: hold.remindAt }).where(eq(orders.id, order.id));
  await tx.insert(orderEvents).values({
    orderId: order.id,
    status: 'awaiting_payment',
    note: holdReason ? `Held: ${holdReason}` : `Subscription renewal for ${period}`,
  });

  const bagList = [
    ...sub.bags.map((b) => `${b.variety} ${sub.weight} (${moistureLabel(b.moisture)}, ${b.fat})`),
    ...extras.included.map((e) => `${e.quantity} × ${e.label} (${moistureLabel(e.moisture)})`),
  ].join(', ');
  const leftOut = extras.leftOut.length
    ? [`Left out of this box: ${extras.leftOut.map((e) => `${e.label} (${e.reason})`).join(', ')}.`]
    : [];
  const instructions = paymentProviders(deps.config)[paymentMethod].instructions;
  const links = await subscriptionEmailLinks(deps.config, sub.id, input.nextDeliveryAt);
  await issueInvoice(tx, deps.mailer, {
    orderId: order.id,
    userId: sub.userId,
    subtotalNetPence: totals.subtotalNetPence,
    vatPence: totals.vatPence,
    shippingPence: totals.shippingPence,
    vatSummary: totals.vatSummary,
    totalPence: totals.totalPence,
    paymentInstructions: instructions,
    email: (reference) =>
      layoutEmail({
        to: email,
        subject: holdReason
          ? `Your ${sub.planName} delivery is on hold`
          : `Your ${sub.planName} box is on its way to the kitchen`,
        greeting: `Hello ${sub.deliveryFullName ?? 'there'},`,
        paragraphs: holdReason
          ? [
              `We could not pack your ${sub.planName} box for ${period}: ${holdReason}. We will be in touch as soon as it is back, and you will not be charged until it ships.`,
              ...leftOut,
            ]
          : [
              `Your ${sub.planName} box for ${period} is order #${order.number}: ${bagList}.`,
              ...leftOut,
              `Total ${formatGBP(totals.totalPence)}, delivery ${formatGBP(totals.shippingPence)}, including VAT ${formatGBP(totals.vatPence)} (invoice ${reference}).`,
              instructions(reference),
              ...(hold ? [bankTransferHoldText(hold.days, hold.lastDay)] : []),
              `Your next box after this one is due on ${documentDate(input.nextDeliveryAt)}; the links below change that one.`,
            ],
        links,
      }),
  });
  if (holdReason) {
    const admins = await tx.select({ email: profiles.email }).from(profiles).where(eq(profiles.role, 'admin'));
    for (const admin of admins) {
      await deps.mailer.enqueue(
        layoutEmail({
          to: admin.email,
          subject: `Subscription order #${order.number} held`,
          greeting: 'Hello,',
          paragraphs: [`Renewal order #${order.number} (${sub.planName}, ${period}) is held: ${holdReason}.`],
        }),
        tx,
      );
    }
  }
  return holdReason ? 'held' : 'renewed';
}

type IncludedExtra = {
  productId: string;
  variantId: string;
  productName: string;
  label: string;
  weight: Subscription['weight'];
  moisture: Subscription['moistureLevel'];
  quantity: number;
  unitNetPence: number;
  vatRateBps: number | null;
};

/**
 * The items added to this box: those still shown in the shop, priced, and with stock for them (after the
 * box's own bags of the same product and size) are included; the others are left out with the reason.
 * Their stock rows are locked, so what is counted here is still there when the stock is taken.
 */
async function boxExtras(tx: Tx, subscriptionId: string, bags: Subscription['bags'], bagWeight: string) {
  const rows = await tx
    .select({ extra: subscriptionExtras, product: products, variant: productVariants })
    .from(subscriptionExtras)
    .leftJoin(products, eq(products.id, subscriptionExtras.productId))
    .leftJoin(
      productVariants,
      and(eq(productVariants.productId, subscriptionExtras.productId), eq(productVariants.weight, subscriptionExtras.weight)),
    )
    .where(eq(subscriptionExtras.subscriptionId, subscriptionId))
    .orderBy(asc(subscriptionExtras.createdAt), asc(subscriptionExtras.id));
  const variantIds = rows.flatMap((r) => (r.variant ? [r.variant.id] : []));
  const stockOf = new Map(
    variantIds.length
      ? (
          await tx
            .select({ id: productVariants.id, stock: productVariants.stock })
            .from(productVariants)
            .where(inArray(productVariants.id, variantIds))
            .for('update')
        ).map((v) => [v.id, v.stock])
      : [],
  );
  const included: IncludedExtra[] = [];
  const leftOut: { label: string; reason: string }[] = [];
  const claimed = new Map<string, number>();
  for (const { extra, product, variant } of rows) {
    const label = `${product?.name ?? 'A product'} ${extra.weight}`;
    if (!product || !variant || !product.showInShop || product.archivedAt || variant.priceNetPence === null) {
      leftOut.push({ label, reason: 'no longer sold' });
      continue;
    }
    const bagsOfIt = extra.weight === bagWeight ? bags.filter((b) => b.variety === product.name).length : 0;
    const already = claimed.get(variant.id) ?? bagsOfIt;
    if ((stockOf.get(variant.id) ?? 0) - already < extra.quantity) {
      leftOut.push({ label, reason: 'sold out' });
      continue;
    }
    claimed.set(variant.id, already + extra.quantity);
    included.push({
      productId: product.id,
      variantId: variant.id,
      productName: product.name,
      label,
      weight: extra.weight,
      moisture: extra.moisture,
      quantity: extra.quantity,
      unitNetPence: variant.priceNetPence,
      vatRateBps: vatRateToBps(product.vatRate),
    });
  }
  return { included, leftOut };
}
