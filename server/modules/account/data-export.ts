import { and, asc, eq, gt, inArray, or } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import {
  accountLedgerEntries,
  backInStockRequests,
  contactMessages,
  creditNotes,
  invoices,
  orderItems,
  orders,
  paymentCustomers,
  products,
  productVariants,
  profiles,
  session,
  standingOrders,
  subscriptions,
  user,
} from '../../db/schema/index';
import { AppError } from '../../errors';
import { ownProfileColumns } from './service';

/**
 * Everything the shop holds about one account, as the person may ask for it (a subject access request): the
 * profile and addresses, orders with their lines, invoices and credit notes, subscriptions, back-in-stock requests,
 * contact messages, the saved card's brand and last digits, and the sessions still signed in. Money in pence.
 */
export async function exportAccountData(db: DbOrTx, userId: string) {
  const [account] = await db
    .select({
      email: user.email,
      name: user.name,
      emailVerified: user.emailVerified,
      createdAt: user.createdAt,
      // The columns the account page shows its owner, and when the account was erased.
      profile: { ...ownProfileColumns, erasedAt: profiles.erasedAt },
    })
    .from(user)
    .leftJoin(profiles, eq(profiles.userId, user.id))
    .where(eq(user.id, userId));
  if (!account) throw new AppError('NOT_FOUND', 'Account not found.');
  // Requests and messages are theirs by account, or by the address they typed before signing in.
  const email = account.email.toLowerCase();

  const orderRows = await db
    .select({
      id: orders.id,
      number: orders.number,
      placedAt: orders.createdAt,
      status: orders.status,
      source: orders.source,
      paymentMethod: orders.paymentMethod,
      shippingAddress: orders.shippingAddress,
      deliveryService: orders.deliveryService,
      promotionCode: orders.promotionCode,
      poNumber: orders.poNumber,
      subtotalNetPence: orders.subtotalNetPence,
      // As stored: the goods' discount, the delivery charged after the discount and what the code took off it.
      discountPence: orders.discountPence,
      shippingPence: orders.shippingPence,
      shippingDiscountPence: orders.shippingDiscountPence,
      vatPence: orders.vatPence,
      totalPence: orders.totalPence,
      trackingReference: orders.trackingReference,
    })
    .from(orders)
    .where(eq(orders.userId, userId))
    .orderBy(asc(orders.createdAt));
  const lines = orderRows.length
    ? await db
        .select({
          orderId: orderItems.orderId,
          productName: orderItems.productName,
          weight: orderItems.weight,
          moisture: orderItems.moisture,
          fat: orderItems.fat,
          quantity: orderItems.quantity,
          unitNetPence: orderItems.unitNetPence,
          lineNetPence: orderItems.lineNetPence,
          lineVatPence: orderItems.lineVatPence,
          lineTotalPence: orderItems.lineTotalPence,
        })
        .from(orderItems)
        .where(
          inArray(
            orderItems.orderId,
            orderRows.map((o) => o.id),
          ),
        )
    : [];

  const [invoiceRows, creditNoteRows, subscriptionRows, backInStock, messages, sessions, card, ledger, standing] =
    await Promise.all([
      db
        .select({
          number: invoices.number,
          orderNumber: orders.number,
          issuedAt: invoices.createdAt,
          dueDate: invoices.dueDate,
          status: invoices.status,
          paidAt: invoices.paidAt,
          subtotalNetPence: invoices.subtotalNetPence,
          vatPence: invoices.vatPence,
          totalPence: invoices.totalPence,
        })
        .from(invoices)
        .innerJoin(orders, eq(orders.id, invoices.orderId))
        .where(eq(invoices.userId, userId))
        .orderBy(asc(invoices.number)),
      db
        .select({
          number: creditNotes.number,
          invoiceNumber: invoices.number,
          issuedAt: creditNotes.createdAt,
          kind: creditNotes.kind,
          reason: creditNotes.reason,
          subtotalNetPence: creditNotes.subtotalNetPence,
          vatPence: creditNotes.vatPence,
          totalPence: creditNotes.totalPence,
        })
        .from(creditNotes)
        .innerJoin(invoices, eq(invoices.id, creditNotes.invoiceId))
        .where(eq(creditNotes.userId, userId))
        .orderBy(asc(creditNotes.number)),
      db
        .select({
          planName: subscriptions.planName,
          status: subscriptions.status,
          weight: subscriptions.weight,
          frequency: subscriptions.frequency,
          pricePence: subscriptions.pricePence,
          bags: subscriptions.bags,
          nextDeliveryAt: subscriptions.nextDeliveryAt,
          deliveryFullName: subscriptions.deliveryFullName,
          deliveryAddress1: subscriptions.deliveryAddress1,
          deliveryAddress2: subscriptions.deliveryAddress2,
          deliveryCity: subscriptions.deliveryCity,
          deliveryPostcode: subscriptions.deliveryPostcode,
          createdAt: subscriptions.createdAt,
        })
        .from(subscriptions)
        .where(eq(subscriptions.userId, userId))
        .orderBy(asc(subscriptions.createdAt)),
      db
        .select({
          productName: products.name,
          weight: productVariants.weight,
          email: backInStockRequests.email,
          status: backInStockRequests.status,
          requestedAt: backInStockRequests.createdAt,
          notifiedAt: backInStockRequests.notifiedAt,
        })
        .from(backInStockRequests)
        .innerJoin(productVariants, eq(productVariants.id, backInStockRequests.variantId))
        .innerJoin(products, eq(products.id, productVariants.productId))
        .where(or(eq(backInStockRequests.userId, userId), eq(backInStockRequests.email, email)))
        .orderBy(asc(backInStockRequests.createdAt)),
      db
        .select({
          name: contactMessages.name,
          email: contactMessages.email,
          orderNumber: contactMessages.orderNumber,
          message: contactMessages.message,
          sentAt: contactMessages.createdAt,
        })
        .from(contactMessages)
        .where(or(eq(contactMessages.userId, userId), eq(contactMessages.email, email)))
        .orderBy(asc(contactMessages.createdAt)),
      db
        .select({
          signedInAt: session.createdAt,
          lastActiveAt: session.updatedAt,
          expiresAt: session.expiresAt,
          ipAddress: session.ipAddress,
          userAgent: session.userAgent,
        })
        .from(session)
        .where(and(eq(session.userId, userId), gt(session.expiresAt, new Date())))
        .orderBy(asc(session.createdAt)),
      db
        .select({ brand: paymentCustomers.cardBrand, last4: paymentCustomers.cardLast4 })
        .from(paymentCustomers)
        .where(eq(paymentCustomers.userId, userId)),
      db
        .select({
          at: accountLedgerEntries.createdAt,
          kind: accountLedgerEntries.kind,
          amountPence: accountLedgerEntries.amountPence,
          reason: accountLedgerEntries.reason,
        })
        .from(accountLedgerEntries)
        .where(eq(accountLedgerEntries.userId, userId))
        .orderBy(asc(accountLedgerEntries.createdAt)),
      db
        .select({
          status: standingOrders.status,
          frequency: standingOrders.frequency,
          nextRunDate: standingOrders.nextRunDate,
          endDate: standingOrders.endDate,
          poNumber: standingOrders.poNumber,
          lines: standingOrders.lines,
          createdAt: standingOrders.createdAt,
        })
        .from(standingOrders)
        .where(eq(standingOrders.userId, userId))
        .orderBy(asc(standingOrders.createdAt)),
    ]);

  const { profile, ...login } = account;
  return {
    exportedAt: new Date(),
    account: login,
    profile,
    addresses: [
      ...(profile?.address1
        ? [
            {
              use: 'account',
              address1: profile.address1,
              address2: profile.address2,
              city: profile.city,
              postcode: profile.postcode,
            },
          ]
        : []),
      ...subscriptionRows.map((s) => ({
        use: `subscription (${s.planName})`,
        address1: s.deliveryAddress1,
        address2: s.deliveryAddress2,
        city: s.deliveryCity,
        postcode: s.deliveryPostcode,
      })),
    ],
    orders: orderRows.map(({ id, ...order }) => ({
      ...order,
      lines: lines.filter((line) => line.orderId === id).map(({ orderId: _orderId, ...line }) => line),
    })),
    invoices: invoiceRows,
    creditNotes: creditNoteRows,
    subscriptions: subscriptionRows,
    standingOrders: standing,
    backInStockRequests: backInStock,
    contactMessages: messages,
    savedCard: card[0]?.last4 ? card[0] : null,
    tradeAccountLedger: ledger,
    activeSessions: sessions,
  };
}

export type AccountDataExport = Awaited<ReturnType<typeof exportAccountData>>;

/** The file's name: the shop, the day, and nothing that identifies the person. */
export const exportFilename = (at: Date) => `royal-biltong-my-data-${at.toISOString().slice(0, 10)}.json`;
