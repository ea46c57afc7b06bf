import { and, asc, eq, inArray } from 'drizzle-orm';
import { moistureLabel } from '../../../shared/constants';
import { documentDate } from '../../../shared/dates';
import { formatGBP } from '../../../shared/money';
import { vatRateToBps } from '../../../shared/pricing';
import { type LineTotals, orderTotals } from '../../../shared/totals';
import { bankTransferHoldText } from '../../../shared/working-days';
import type { Tx } from '../../db/client';
import { isUniqueViolation } from '../../db/errors';
import { products, productVariants, profiles, subscriptionExtras, type subscriptions } from '../../db/schema/index';
import { layoutEmail } from '../../mail/templates';
import type { AppDeps } from '../../trpc/context';
import { SYSTEM_ACTOR } from '../audit/actor';
import { issueInvoice } from '../invoice/issue';
import { paymentProviders } from '../order/payment';
import { type OrderLine, OutOfStock, orderMoneyColumns, writeOrder } from '../order/write-order';
import { bankTransferHoldFor } from '../payment/bank-transfer-hold';
import { subscriptionEmailLinks } from './email-links';

type Subscription = typeof subscriptions.$inferSelect;

/** How renewal boxes travel (shown as the order's delivery line). */
const SUBSCRIPTION_DELIVERY_SERVICE = 'Subscription delivery';

/** Splits the subscription price over its bags (the first bags take the odd pennies). */
function bagPrices(totalPence: number, bags: number): number[] {
  const base = Math.floor(totalPence / bags);
  return Array.from({ length: bags }, (_, i) => base + (i < totalPence - base * bags ? 1 : 0));
}

/**
 * One renewal order for one period: bags priced from the subscription, written with its stock, item
 * snapshots and first event by the shop's one order writer. When a bag is out of stock the order is still
 * written but held (taking no stock), with the reason, and the customer and the admins are told; nothing
 * fails silently.
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
  const lines: OrderLine[] = [
    ...bags.map((b, i) => ({
      productId: b.found?.product.id ?? null,
      variantId: b.found?.variant.id ?? null,
      productName: b.bag.variety,
      weight: sub.weight,
      moisture: b.bag.moisture,
      fat: b.bag.fat,
      unitNetPence: (totals.lines[i] as LineTotals).lineNetPence,
      vatRateBps: b.vatRateBps,
      quantity: 1,
    })),
    ...extras.included.map((e) => ({
      productId: e.productId,
      variantId: e.variantId,
      productName: e.productName,
      weight: e.weight,
      moisture: e.moisture,
      unitNetPence: e.unitNetPence,
      vatRateBps: e.vatRateBps,
      quantity: e.quantity,
    })),
  ];

  // A held box takes no stock and is not charged until it can ship. Otherwise the card is charged by the
  // next run, or a box paid by bank transfer keeps its stock for the shop's hold time, as a shop order does.
  const hold = paymentMethod === 'bank_transfer' ? await bankTransferHoldFor(tx, new Date()) : null;
  // Written as every order is (writeOrder), in a savepoint: a box short of stock is rolled back and written
  // again on hold, and a period already ordered (its unique key taken) is skipped.
  const write = (holdReason: string | null) =>
    tx
      .transaction((sp) =>
        writeOrder(sp, {
          order: {
            userId: sub.userId,
            status: 'awaiting_payment',
            source: 'subscription',
            paymentMethod,
            shippingAddress: {
              fullName: sub.deliveryFullName ?? 'Subscriber',
              address1: sub.deliveryAddress1,
              address2: sub.deliveryAddress2,
              city: sub.deliveryCity,
              postcode: sub.deliveryPostcode,
            },
            ...orderMoneyColumns(totals),
            deliveryService: SUBSCRIPTION_DELIVERY_SERVICE,
            promotionId: null,
            promotionCode: null,
            poNumber: null,
            idempotencyKey: `renewal:${sub.id}:${period}`,
            termsVersion: null,
            deliveryReturnsVersion: null,
            paymentDueAt: holdReason ? null : (hold?.endsAt ?? null),
            paymentReminderAt: holdReason ? null : (hold?.remindAt ?? null),
            subscriptionId: sub.id,
            renewalPeriod: period,
            holdReason,
            nextPaymentAttemptAt: !holdReason && paymentMethod === 'card' ? new Date() : null,
          },
          note: holdReason ? `Held: ${holdReason}` : `Subscription renewal for ${period}`,
          lines,
          lineTotals: totals.lines,
          emptyCart: false,
          takeStock: holdReason === null,
          stockReason: 'subscription renewal',
          // The shop's own run, as the later payment attempts on this order are.
          actorUserId: SYSTEM_ACTOR.userId,
        }),
      )
      .catch((error: unknown) => {
        if (isUniqueViolation(error, 'orders_subscription_period_key') || isUniqueViolation(error, 'orders_user_idempotency_key'))
          return null;
        throw error;
      });

  // Stock for every bag and extra, or none and the order is held.
  const missing = bags.find((b) => !b.found);
  let holdReason = missing ? `${missing.bag.variety} is no longer available` : null;
  let order: Awaited<ReturnType<typeof write>>;
  try {
    order = await write(holdReason);
  } catch (error) {
    if (!(error instanceof OutOfStock)) throw error;
    holdReason = `${error.line?.productName ?? 'A bag'} ${error.line?.weight ?? sub.weight} is out of stock`;
    order = await write(holdReason);
  }
  if (!order) return 'skipped';
  // The extras were for this box only.
  await tx.delete(subscriptionExtras).where(eq(subscriptionExtras.subscriptionId, sub.id));

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
