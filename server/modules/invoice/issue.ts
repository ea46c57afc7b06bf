import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { VatRateSummary } from '../../../shared/totals';
import type { DbOrTx } from '../../db/client';
import { preparedStatement } from '../../db/prepared';
import type { Mailer, OutgoingEmail } from '../../mail/mailer';

/** Stands for the invoice reference in text written before the number exists; unguessable, so no customer text holds it. */
const REFERENCE_SLOT = `{{invoice-reference:${randomUUID()}}}`;

export type InvoiceToIssue = {
  orderId: string;
  userId: string;
  subtotalNetPence: number;
  vatPence: number;
  /** As on the order: the goods' discount, the delivery charged after the discount and what the code took off it. */
  discountPence?: number;
  shippingPence?: number;
  shippingDiscountPence?: number;
  /** Goods and delivery per VAT rate after the discount (shared/totals.ts), as on the order. */
  vatSummary: VatRateSummary[];
  totalPence: number;
  dueDate?: string | null;
  /** The payment instructions and the customer's email, given the reference (e.g. RB-000042). */
  paymentInstructions: (reference: string) => string;
  email: (reference: string) => OutgoingEmail;
};

/** The inputs of the invoice statement, by name (its sql.placeholder()s). */
type IssueParam =
  | 'orderId'
  | 'userId'
  | 'subtotalNetPence'
  | 'vatPence'
  | 'discountPence'
  | 'shippingPence'
  | 'shippingDiscountPence'
  | 'vatSummary'
  | 'totalPence'
  | 'dueDate'
  | 'instructions'
  | 'slot'
  | 'to'
  | 'subject'
  | 'text'
  | 'html';

const p = (name: IssueParam) => sql.placeholder(name);
/** A text input with the reference written where the slot stands. */
const filled = (name: IssueParam) => sql`replace(${p(name)}::text, ${p('slot')}::text, reference)`;

// The same text for every invoice, so it is prepared: PostgreSQL parses and plans it once per connection.
const issueInvoiceStatement = preparedStatement<{ id: string; number: number; reference: string }, IssueParam>(
  'issue_invoice',
  sql`
    with counter as (
      insert into invoice_counter (id, last_number) values (1, 1)
      on conflict (id) do update set last_number = invoice_counter.last_number + 1
      returning last_number
    ), numbered as (
      select last_number, 'RB-' || lpad(last_number::text, greatest(6, length(last_number::text)), '0') as reference from counter
    ), invoice as (
      insert into invoices (number, order_id, user_id, subtotal_net_pence, vat_pence, discount_pence, shipping_pence,
                            shipping_discount_pence, vat_summary, total_pence, due_date, payment_instructions)
      select last_number, ${p('orderId')}::uuid, ${p('userId')}::text, ${p('subtotalNetPence')}::int,
             ${p('vatPence')}::int, ${p('discountPence')}::int, ${p('shippingPence')}::int,
             ${p('shippingDiscountPence')}::int, ${p('vatSummary')}::jsonb, ${p('totalPence')}::int, ${p('dueDate')}::date,
             ${filled('instructions')}
      from numbered
      returning id, number
    ), email as (
      insert into email_outbox ("to", subject, text, html)
      select ${p('to')}::text, ${filled('subject')}, ${filled('text')}, ${filled('html')} from numbered
    )
    select invoice.id, invoice.number, numbered.reference from invoice, numbered`,
);

/**
 * Takes the next invoice number and writes the invoice and the customer's email in one statement.
 * The counter row keeps invoice numbers gap-free by staying locked until the transaction commits,
 * and every order queues on it: issued as the last statement before COMMIT, it is held for one
 * round trip instead of one per statement. The reference is written into the instructions and the
 * email by the statement itself (formatted as formatInvoiceNumber does).
 */
export async function issueInvoice(
  tx: DbOrTx,
  mailer: Mailer,
  invoice: InvoiceToIssue,
): Promise<{ id: string; number: number; reference: string }> {
  const instructions = invoice.paymentInstructions(REFERENCE_SLOT);
  const email = invoice.email(REFERENCE_SLOT);
  const [row] = await issueInvoiceStatement(tx, {
    orderId: invoice.orderId,
    userId: invoice.userId,
    subtotalNetPence: invoice.subtotalNetPence,
    vatPence: invoice.vatPence,
    discountPence: invoice.discountPence ?? 0,
    shippingPence: invoice.shippingPence ?? 0,
    shippingDiscountPence: invoice.shippingDiscountPence ?? 0,
    vatSummary: JSON.stringify(invoice.vatSummary),
    totalPence: invoice.totalPence,
    dueDate: invoice.dueDate ?? null,
    instructions,
    slot: REFERENCE_SLOT,
    to: email.to,
    subject: email.subject,
    text: email.text,
    html: email.html ?? null,
  });
  if (!row) throw new Error('invoice statement returned nothing');
  const fill = (text: string) => text.replaceAll(REFERENCE_SLOT, row.reference);
  mailer.announce({ ...email, subject: fill(email.subject), text: fill(email.text), html: email.html && fill(email.html) });
  return { id: row.id, number: Number(row.number), reference: row.reference };
}
