import { eq } from 'drizzle-orm';
import { moistureLabel } from '../../../shared/constants';
import type { Db } from '../../db/client';
import { invoices, orderItems, orders, profiles, user } from '../../db/schema/index';
import { AppError } from '../../errors';
import { formatInvoiceNumber } from './numbering';
import { type InvoiceDocument, renderInvoicePdf } from './pdf';

export const SELLER = {
  name: 'Royal Biltong Ltd',
  address: ['Unit 3, The Smokehouse', 'Castle Yard', 'York YO1 7HH', 'United Kingdom'],
  vatNumber: process.env.SELLER_VAT_NUMBER ?? 'GB 123 4567 89',
};

/** The invoice PDF for its owner (or an admin); anyone else gets NOT_FOUND, as if it did not exist. */
export async function invoicePdfFor(db: Db, viewer: { userId: string; isAdmin: boolean }, invoiceId: string) {
  const [row] = await db
    .select({ invoice: invoices, order: orders, buyerEmail: user.email, buyerBusiness: profiles.businessName })
    .from(invoices)
    .innerJoin(orders, eq(orders.id, invoices.orderId))
    .innerJoin(user, eq(user.id, invoices.userId))
    .leftJoin(profiles, eq(profiles.userId, invoices.userId))
    .where(eq(invoices.id, invoiceId));
  if (!row || (!viewer.isAdmin && row.invoice.userId !== viewer.userId)) throw new AppError('NOT_FOUND', 'Invoice not found.');
  const items = await db.select().from(orderItems).where(eq(orderItems.orderId, row.order.id));
  const reference = formatInvoiceNumber(row.invoice.number);
  const document: InvoiceDocument = {
    reference,
    issuedAt: row.invoice.createdAt,
    dueDate: row.invoice.dueDate,
    status: row.invoice.status,
    orderNumber: row.order.number,
    seller: SELLER,
    buyer: {
      name: row.order.shippingAddress.fullName,
      email: row.buyerEmail,
      businessName: row.buyerBusiness ?? null,
      address: row.order.shippingAddress,
    },
    lines: items.map((i) => ({ ...i, description: `${i.productName} ${i.weight} (${moistureLabel(i.moisture)})` })),
    subtotalNetPence: row.invoice.subtotalNetPence,
    vatPence: row.invoice.vatPence,
    discountPence: row.invoice.discountPence,
    shippingPence: row.invoice.shippingPence,
    totalPence: row.invoice.totalPence,
    paymentInstructions: row.invoice.paymentInstructions,
  };
  return { filename: `invoice-${reference}.pdf`, pdf: await renderInvoicePdf(document) };
}
