import { eq, sql } from 'drizzle-orm';
import {
  apportionCredit,
  type CreditNoteLine,
  formatCreditNoteNumber,
  negate,
  negateRates,
  sumRates,
} from '../../../shared/credit-notes';
import { formatGBP } from '../../../shared/money';
import { rowsOf, type Tx } from '../../db/client';
import { creditNotes, invoices, orderItems, orders, user } from '../../db/schema/index';
import { AppError } from '../../errors';
import type { AppDeps } from '../../trpc/context';
import { postLedgerEntry } from '../ledger/service';
import { returnGoods } from '../order/return-goods';
import { creditNoteEmail } from './credit-note-email';
import { deliveryLine, lineDescription } from './line-description';
import { formatInvoiceNumber } from './numbering';

export type CreditNoteRequest = {
  orderId: string;
  /** 'full' negates the whole invoice and returns stock and promotion use; pence credit part of it (a part refund). */
  amountPence: 'full' | number;
  reason: string;
  actorUserId: string | null;
};

export type CreditNoteResult = {
  /** Null when a full credit was asked for and the invoice is already credited in full. */
  creditNote: { id: string; number: number; reference: string; totalPence: number } | null;
  /** What the credit note took off the trade balance (orders paid on account); 0 when a refund is due instead. */
  creditedToAccountPence: number;
  restockedUnits: number;
  promotionReleased: string | null;
};

type Invoice = typeof invoices.$inferSelect;
type Order = typeof orders.$inferSelect;
type Amounts = Pick<
  typeof creditNotes.$inferInsert,
  | 'kind'
  | 'lines'
  | 'vatSummary'
  | 'discountPence'
  | 'shippingPence'
  | 'shippingDiscountPence'
  | 'subtotalNetPence'
  | 'vatPence'
  | 'totalPence'
>;

/** Every figure of the invoice negated (unit prices stay as invoiced: the credit is in the amounts): each line, the discount (goods and delivery), the delivery and each VAT rate. */
async function fullCredit(tx: Tx, invoice: Invoice, order: Order): Promise<Amounts> {
  const items = await tx.select().from(orderItems).where(eq(orderItems.orderId, invoice.orderId));
  const delivery = deliveryLine(
    order,
    items.map((i) => i.vatRateBps),
  );
  const goods: CreditNoteLine[] = items.map((i) => ({
    description: lineDescription(i),
    quantity: i.quantity,
    unitNetPence: i.unitNetPence,
    vatRateBps: i.vatRateBps,
    netPence: negate(i.lineNetPence),
    vatPence: negate(i.lineVatPence),
    grossPence: negate(i.lineTotalPence),
  }));
  const lines = delivery
    ? [
        ...goods,
        {
          ...delivery,
          netPence: negate(delivery.netPence),
          vatPence: negate(delivery.vatPence),
          grossPence: negate(delivery.grossPence),
        },
      ]
    : goods;
  return {
    kind: 'full',
    lines,
    vatSummary: negateRates(invoice.vatSummary),
    discountPence: negate(invoice.discountPence),
    shippingPence: negate(invoice.shippingPence),
    shippingDiscountPence: negate(invoice.shippingDiscountPence),
    subtotalNetPence: negate(invoice.subtotalNetPence),
    vatPence: negate(invoice.vatPence),
    totalPence: negate(invoice.totalPence),
  };
}

/** A part of the invoice, shared across its VAT rates by their gross (one credit line per rate). */
function partialCredit(invoice: Invoice, amountPence: number): Amounts {
  const rates = apportionCredit(invoice.vatSummary, amountPence).filter((r) => r.grossPence !== 0);
  const sums = sumRates(rates);
  return {
    kind: 'partial',
    lines: rates.map((r) => ({
      description: `Part credit of invoice ${formatInvoiceNumber(invoice.number)}`,
      quantity: 1,
      unitNetPence: negate(r.netPence),
      vatRateBps: r.vatRateBps,
      netPence: r.netPence,
      vatPence: r.vatPence,
      grossPence: r.grossPence,
    })),
    vatSummary: rates,
    discountPence: 0,
    shippingPence: 0,
    shippingDiscountPence: 0,
    subtotalNetPence: sums.netPence,
    vatPence: sums.vatPence,
    totalPence: sums.grossPence,
  };
}

async function nextCreditNoteNumber(tx: Tx): Promise<number> {
  // The counter row stays locked until COMMIT, so numbers are gap-free (as the invoice counter).
  const [row] = rowsOf<{ last_number: number }>(
    await tx.execute(sql`
      insert into credit_note_counter (id, last_number) values (1, 1)
      on conflict (id) do update set last_number = credit_note_counter.last_number + 1
      returning last_number`),
  );
  if (!row) throw new Error('credit note counter returned nothing');
  return Number(row.last_number);
}

/**
 * Issues a credit note against a paid order's invoice, in the caller's transaction: the invoice is
 * never edited. 'full' negates the invoice (or, after part credits, credits what is left) and
 * returns the order's stock and promotion use (once, see returnGoods); a number credits that many
 * pence, apportioned across the invoice's VAT rates, and returns nothing to stock. The customer
 * is emailed through the outbox.
 */
export async function issueCreditNote(tx: Tx, deps: Pick<AppDeps, 'mailer' | 'config'>, request: CreditNoteRequest) {
  const [order] = await tx.select().from(orders).where(eq(orders.id, request.orderId)).for('update');
  if (!order) throw new AppError('NOT_FOUND', 'Order not found.');
  const [invoice] = await tx.select().from(invoices).where(eq(invoices.orderId, order.id)).for('update');
  if (!invoice) throw new AppError('NOT_FOUND', 'Invoice not found.');
  const invoiceReference = formatInvoiceNumber(invoice.number);
  if (invoice.status !== 'paid') {
    throw new AppError('CONFLICT', `Invoice ${invoiceReference} is not paid: cancel the order to void it instead.`);
  }

  const earlier = await tx
    .select({ totalPence: creditNotes.totalPence })
    .from(creditNotes)
    .where(eq(creditNotes.invoiceId, invoice.id));
  const leftPence = invoice.totalPence + earlier.reduce((sum, c) => sum + c.totalPence, 0);
  let amounts: Amounts | null;
  if (request.amountPence === 'full') {
    amounts =
      earlier.length === 0 ? await fullCredit(tx, invoice, order) : leftPence > 0 ? partialCredit(invoice, leftPence) : null;
  } else {
    if (!Number.isInteger(request.amountPence) || request.amountPence <= 0) {
      throw new AppError('BAD_REQUEST', 'A credit must be a positive amount in pence.');
    }
    if (request.amountPence > leftPence) {
      throw new AppError(
        'CONFLICT',
        `A credit of ${formatGBP(request.amountPence)} is more than the ${formatGBP(Math.max(leftPence, 0))} left to credit on invoice ${invoiceReference}.`,
      );
    }
    amounts = partialCredit(invoice, request.amountPence);
  }

  let creditNote: CreditNoteResult['creditNote'] = null;
  if (amounts) {
    const number = await nextCreditNoteNumber(tx);
    const [row] = await tx
      .insert(creditNotes)
      .values({
        number,
        invoiceId: invoice.id,
        orderId: order.id,
        userId: order.userId,
        reason: request.reason,
        actorUserId: request.actorUserId,
        ...amounts,
      })
      .returning({ id: creditNotes.id, number: creditNotes.number, totalPence: creditNotes.totalPence });
    if (!row) throw new Error('credit note insert returned nothing');
    creditNote = { ...row, reference: formatCreditNoteNumber(row.number) };
    const [customer] = await tx.select({ email: user.email }).from(user).where(eq(user.id, order.userId));
    if (customer) {
      const email = creditNoteEmail({
        to: customer.email,
        fullName: order.shippingAddress.fullName,
        reference: creditNote.reference,
        invoiceReference,
        orderNumber: order.number,
        totalPence: row.totalPence,
        reason: request.reason,
        baseUrl: deps.config.baseUrl,
      });
      await deps.mailer.enqueue(email, tx);
    }
  }

  const goods =
    request.amountPence === 'full'
      ? await returnGoods(tx, order.id, request.actorUserId, `credit note ${creditNote?.reference ?? invoiceReference}`)
      : { restockedUnits: 0, promotionReleased: null };
  let creditedToAccountPence = 0;
  if (creditNote && order.paymentMethod === 'on_account') {
    // A trade account's credit note is a credit on its account (a statement line), not money back. After the
    // stock goes back: variants before the account row, as an order on account takes them.
    await postLedgerEntry(tx, {
      userId: order.userId,
      kind: 'credit_note',
      amountPence: creditNote.totalPence,
      reason: `Credit note ${creditNote.reference} for invoice ${invoiceReference}`,
      orderId: order.id,
      invoiceId: invoice.id,
      actorUserId: request.actorUserId,
    });
    creditedToAccountPence = -creditNote.totalPence;
  }
  return { creditNote, creditedToAccountPence, ...goods } satisfies CreditNoteResult;
}
