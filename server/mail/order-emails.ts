import { moistureLabel } from '../../shared/constants';
import { formatGBP } from '../../shared/money';
import { amountLine } from '../../shared/order-confirmation';
import type { OrderTotals } from '../../shared/totals';
import { type ConfirmationFacts, confirmationSections } from './confirmation-sections';
import { escapeHtml } from './html';
import type { OutgoingEmail } from './mailer';

export type OrderEmailData = ConfirmationFacts & {
  to: string;
  fullName: string;
  orderNumber: number;
  invoiceNumber: string;
  /** Each line as the cart showed it: VAT-inclusive, before the discount. */
  lines: { productName: string; weight: string; moisture: string; quantity: number; lineSubtotalPence: number }[];
  /**
   * The order's figures, straight from shared/totals.ts (nothing is added up here): the delivery at its
   * list price and the whole discount, delivery's share included.
   */
  totals: Pick<OrderTotals, 'subtotalPence' | 'discountPence' | 'shippingChargePence' | 'vatPence' | 'totalPence'>;
  deliveryService: string;
  promotionCode: string | null;
  /** A trade buyer's purchase order number, quoted back so their accounts team can match the order. */
  poNumber?: string | null;
  paymentInstructions: string;
  /** Bank transfer: how long the unpaid order is held, and the day it is cancelled after. */
  holdNotice?: string | null;
  dueDate: string | null;
};

/**
 * Order confirmation with every line and the totals, as plain text and HTML. Delivery is always its
 * own line (free or not), and the VAT the total includes is stated after the discount. Then what the
 * customer keeps as the record of the contract: the amount due, where and when it goes, how to cancel
 * or return it, the terms it was placed under and the seller's details (confirmation-sections.ts).
 */
export function orderConfirmationEmail(data: OrderEmailData): OutgoingEmail {
  const t = data.totals;
  const totals: [string, string][] = [
    ['Subtotal (incl. VAT)', formatGBP(t.subtotalPence)],
    ...(t.discountPence > 0
      ? [
          [`Discount${data.promotionCode ? ` (${data.promotionCode})` : ''}`, `−${formatGBP(t.discountPence)}`] as [
            string,
            string,
          ],
        ]
      : []),
    [`Delivery (${data.deliveryService})`, t.shippingChargePence > 0 ? formatGBP(t.shippingChargePence) : 'Free'],
    ['Total', formatGBP(t.totalPence)],
    ['Includes VAT', formatGBP(t.vatPence)],
  ];
  // Placing never takes the money: the card is charged, or the transfer arrives, after this email.
  const due = amountLine(t.totalPence, 'unpaid');
  const contract = confirmationSections(data);
  const lineText = data.lines.map(
    (l) => `${l.quantity} x ${l.productName} ${l.weight} (${moistureLabel(l.moisture)}) — ${formatGBP(l.lineSubtotalPence)}`,
  );
  const text = [
    `Hello ${data.fullName},`,
    '',
    `Thank you for your order #${data.orderNumber}. Your invoice is ${data.invoiceNumber}.`,
    ...(data.poNumber ? [`Your purchase order number: ${data.poNumber}`] : []),
    '',
    ...lineText,
    '',
    ...totals.map(([k, v]) => `${k}: ${v}`),
    '',
    due,
    data.paymentInstructions,
    ...(data.holdNotice ? [data.holdNotice] : []),
    ...(data.dueDate ? [`Payment due by ${data.dueDate}.`] : []),
    '',
    ...contract.text,
    '',
    `See your orders and download the invoice: ${data.baseUrl}/account/orders`,
    '',
    `— ${data.seller.tradingName}`,
  ].join('\n');
  const html = `<!doctype html><html><body style="font-family:Georgia,serif;color:#2b1d14;background:#faf6ef;padding:24px">
<div style="max-width:600px;margin:auto;background:#fff;padding:32px;border-top:4px solid #7a1f2b">
<h1 style="font-size:22px;color:#7a1f2b;margin-top:0">Thank you for your order #${data.orderNumber}</h1>
<p>Hello ${escapeHtml(data.fullName)}, your invoice is <strong>${escapeHtml(data.invoiceNumber)}</strong>.</p>
${data.poNumber ? `<p>Your purchase order number: <strong>${escapeHtml(data.poNumber)}</strong></p>` : ''}
<table style="width:100%;border-collapse:collapse">
${data.lines.map((l) => `<tr><td style="padding:6px 0;border-bottom:1px solid #eee">${l.quantity} × ${escapeHtml(l.productName)} ${escapeHtml(l.weight)} (${escapeHtml(moistureLabel(l.moisture))})</td><td style="text-align:right;border-bottom:1px solid #eee">${formatGBP(l.lineSubtotalPence)}</td></tr>`).join('\n')}
${totals.map(([k, v]) => `<tr><td style="padding:4px 0">${escapeHtml(k)}</td><td style="text-align:right">${escapeHtml(v)}</td></tr>`).join('\n')}
</table>
<p><strong>${escapeHtml(due)}</strong></p>
<p>${escapeHtml(data.paymentInstructions)}</p>
${data.holdNotice ? `<p>${escapeHtml(data.holdNotice)}</p>` : ''}
${data.dueDate ? `<p>Payment due by ${escapeHtml(data.dueDate)}.</p>` : ''}
${contract.html}
<p><a href="${escapeHtml(data.baseUrl)}/account/orders" style="color:#7a1f2b">See your orders and download the invoice</a></p>
</div></body></html>`;
  return { to: data.to, subject: `Your Royal Biltong order #${data.orderNumber}`, text, html };
}
