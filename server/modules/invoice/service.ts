import { eq } from 'drizzle-orm';
import { isErasedEmail } from '../../../shared/account-erasure';
import { formatCreditNoteNumber } from '../../../shared/credit-notes';
import { formatGBP } from '../../../shared/money';
import { orderSummary } from '../../../shared/order-summary';
import type { AppConfig } from '../../config';
import type { Db } from '../../db/client';
import { creditNotes, invoices, orderItems, orders, profiles, user } from '../../db/schema/index';
import { AppError } from '../../errors';
import { deliveryLine, lineDescription } from './line-description';
import { formatInvoiceNumber } from './numbering';
import { type InvoiceDocument, type PaymentStatement, renderInvoicePdf } from './pdf';

type Viewer = { userId: string; isAdmin: boolean };
type Deps = { db: Db; config: Pick<AppConfig, 'seller'> };

const PAYMENT_METHODS: Record<string, string> = { bank_transfer: 'bank transfer', on_account: 'trade account', card: 'card' };
const methodLabel = (method: string) => PAYMENT_METHODS[method] ?? method.replaceAll('_', ' ');

/** The invoice, its order and buyer; anyone but the owner or an admin gets NOT_FOUND, as if it did not exist. */
async function invoiceWithOrder(db: Db, viewer: Viewer, invoiceId: string) {
  const [row] = await db
    .select({ invoice: invoices, order: orders, buyerEmail: user.email, buyerBusiness: profiles.businessName })
    .from(invoices)
    .innerJoin(orders, eq(orders.id, invoices.orderId))
    .innerJoin(user, eq(user.id, invoices.userId))
    .leftJoin(profiles, eq(profiles.userId, invoices.userId))
    .where(eq(invoices.id, invoiceId));
  if (!row || (!viewer.isAdmin && row.invoice.userId !== viewer.userId)) return null;
  return row;
}

type InvoiceRow = NonNullable<Awaited<ReturnType<typeof invoiceWithOrder>>>;

function buyerOf(row: InvoiceRow): InvoiceDocument['buyer'] {
  return {
    name: row.order.shippingAddress.fullName,
    // An erased account's stand-in address is no one's: the invoice names the buyer by the order's address alone.
    email: isErasedEmail(row.buyerEmail) ? '' : row.buyerEmail,
    businessName: row.buyerBusiness ?? null,
    address: row.order.shippingAddress,
  };
}

/**
 * Subtotal, discount and delivery as the order, its email and the account pages show them
 * (shared/order-summary.ts: VAT-inclusive, the delivery at its list price and the whole discount),
 * the total last.
 */
function totalsOf(
  amounts: { discountPence: number; shippingPence: number; shippingDiscountPence: number; vatPence: number; totalPence: number },
  order: { promotionCode: string | null; deliveryService: string | null },
  totalLabel: string,
) {
  const { promotionCode, deliveryService } = order;
  const summary = orderSummary({ ...amounts, promotionCode, deliveryService, vatSummary: [] });
  return [
    { label: 'Subtotal (incl. VAT)', pence: summary.subtotalPence },
    ...(summary.discount ? [{ label: summary.discount.label, pence: -summary.discount.pence }] : []),
    summary.delivery,
    { label: totalLabel, pence: summary.totalPence },
  ];
}

function paymentOf(row: InvoiceRow): PaymentStatement {
  const { invoice, order } = row;
  if (invoice.status === 'paid')
    return { kind: 'paid', paidAt: invoice.paidAt ?? invoice.createdAt, method: methodLabel(order.paymentMethod) };
  if (invoice.status === 'void') return { kind: 'void' };
  return { kind: 'due', dueDate: invoice.dueDate, instructions: invoice.paymentInstructions };
}

/** The invoice PDF for its owner (or an admin). */
export async function invoicePdfFor(deps: Deps, viewer: Viewer, invoiceId: string) {
  const row = await invoiceWithOrder(deps.db, viewer, invoiceId);
  if (!row) throw new AppError('NOT_FOUND', 'Invoice not found.');
  const items = await deps.db.select().from(orderItems).where(eq(orderItems.orderId, row.order.id));
  const reference = formatInvoiceNumber(row.invoice.number);
  const document: InvoiceDocument = {
    title: 'VAT invoice',
    reference,
    issuedAt: row.invoice.createdAt,
    taxPoint: row.order.createdAt,
    orderNumber: row.order.number,
    poNumber: row.order.poNumber,
    creditFor: null,
    seller: deps.config.seller,
    buyer: buyerOf(row),
    lines: [
      ...items.map((i) => ({
        description: lineDescription(i),
        quantity: i.quantity,
        unitNetPence: i.unitNetPence,
        vatRateBps: i.vatRateBps,
        netPence: i.lineNetPence,
      })),
      ...[
        deliveryLine(
          row.order,
          items.map((i) => i.vatRateBps),
        ),
      ].filter((l) => l !== null),
    ],
    discounted: row.invoice.discountPence + row.invoice.shippingDiscountPence !== 0,
    totals: totalsOf(row.invoice, row.order, 'Total payable'),
    vatSummary: row.invoice.vatSummary,
    payment: paymentOf(row),
  };
  return { filename: `invoice-${reference}.pdf`, pdf: await renderInvoicePdf(document) };
}

/** A credit note PDF, with the same ownership rule as its invoice. */
export async function creditNotePdfFor(deps: Deps, viewer: Viewer, creditNoteId: string) {
  const [note] = await deps.db.select().from(creditNotes).where(eq(creditNotes.id, creditNoteId));
  const row = note ? await invoiceWithOrder(deps.db, viewer, note.invoiceId) : null;
  if (!note || !row) throw new AppError('NOT_FOUND', 'Credit note not found.');
  const reference = formatCreditNoteNumber(note.number);
  const invoiceReference = formatInvoiceNumber(row.invoice.number);
  const document: InvoiceDocument = {
    title: 'Credit note',
    reference,
    issuedAt: note.createdAt,
    taxPoint: row.order.createdAt,
    orderNumber: row.order.number,
    poNumber: row.order.poNumber,
    creditFor: { invoiceReference, reason: note.reason },
    seller: deps.config.seller,
    buyer: buyerOf(row),
    lines: note.lines,
    discounted: note.discountPence + note.shippingDiscountPence !== 0,
    totals: totalsOf(note, row.order, 'Total credited'),
    vatSummary: note.vatSummary,
    payment: {
      kind: 'credit',
      text: `This credit note cancels ${formatGBP(-note.totalPence)} of invoice ${invoiceReference}, including ${formatGBP(-note.vatPence)} VAT.`,
    },
  };
  return { filename: `credit-note-${reference}.pdf`, pdf: await renderInvoicePdf(document) };
}
