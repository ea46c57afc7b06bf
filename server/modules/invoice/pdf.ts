import type { RateAmounts } from '../../../shared/credit-notes';
import { documentDate } from '../../../shared/dates';
import { formatGBP } from '../../../shared/money';
import type { SellerDetails } from '../../config';
import type { ShippingAddress } from '../../db/schema/index';
import {
  cells,
  type Doc,
  documentHeader,
  INK,
  LEFT,
  MUTED,
  OXBLOOD,
  RIGHT,
  renderDocument,
  rule,
  sectionHeading,
} from './pdf-layout';

export type DocumentLine = {
  description: string;
  quantity: number;
  unitNetPence: number;
  vatRateBps: number | null;
  /** Printed instead of the rate (delivery spread over several rates reads 'Mixed'). */
  vatRateLabel?: string;
  /** The line's net amount (after any discount). */
  netPence: number;
};

/** What the document says about payment: paid, still due (with how to pay), void, or what a credit note does. */
export type PaymentStatement =
  | { kind: 'paid'; paidAt: Date; method: string }
  | { kind: 'due'; dueDate: string | null; instructions: string | null }
  | { kind: 'void' }
  | { kind: 'credit'; text: string };

/** A VAT invoice or credit note, as printed (UK VAT invoice contents: HMRC VAT Notice 700, section 16). */
export type InvoiceDocument = {
  title: 'VAT invoice' | 'Credit note';
  reference: string;
  issuedAt: Date;
  /** The tax point: the date of supply (the order's date). */
  taxPoint: Date;
  orderNumber: number;
  /** The trade buyer's purchase order number, printed so their accounts team can match the document. */
  poNumber: string | null;
  /** A credit note names the invoice it credits, and why. */
  creditFor: { invoiceReference: string; reason: string } | null;
  seller: SellerDetails;
  buyer: { name: string; email: string; businessName: string | null; address: ShippingAddress };
  lines: DocumentLine[];
  /** A discount was given: line net amounts are after it (HMRC: VAT is due on the discounted price). */
  discounted: boolean;
  /** 'Subtotal', 'Discount (CODE)', 'Delivery' and the last, bold: 'Total payable' / 'Total credited'. */
  totals: { label: string; pence: number }[];
  vatSummary: RateAmounts[];
  payment: PaymentStatement;
};

export const vatRateLabel = (bps: number | null) => (bps === null ? 'Exempt' : `${bps / 100}%`);

function header(doc: Doc, d: InvoiceDocument) {
  const meta: [string, string][] = [
    [d.title === 'Credit note' ? 'Credit note no.' : 'Invoice no.', d.reference],
    [d.title === 'Credit note' ? 'Date' : 'Invoice date', documentDate(d.issuedAt)],
    ['Tax point', documentDate(d.taxPoint)],
    ['Order', `#${d.orderNumber}`],
    ...(d.poNumber ? ([['PO number', d.poNumber]] as [string, string][]) : []),
    ...(d.creditFor ? ([['Credits invoice', d.creditFor.invoiceReference]] as [string, string][]) : []),
    ...(d.payment.kind === 'due' && d.payment.dueDate
      ? ([['Due date', documentDate(d.payment.dueDate)]] as [string, string][])
      : []),
  ];
  documentHeader(doc, d.seller, d.title, meta);
}

function billTo(doc: Doc, d: InvoiceDocument, y: number) {
  const a = d.buyer.address;
  doc.fillColor(MUTED).font('Helvetica-Bold').fontSize(9).text('BILL TO', LEFT, y);
  doc
    .fillColor(INK)
    .font('Helvetica')
    .text(
      [d.buyer.businessName, d.buyer.name, a.address1, a.address2, a.city, a.postcode, d.buyer.email].filter(Boolean).join('\n'),
      LEFT,
      y + 13,
      { width: 250, lineGap: 1 },
    );
  if (d.payment.kind === 'paid') {
    doc.roundedRect(355, y, 190, 52, 6).lineWidth(1.5).strokeColor('#1e5e2e').stroke();
    doc
      .fillColor('#1e5e2e')
      .font('Helvetica-Bold')
      .fontSize(16)
      .text('Paid', 365, y + 8, { width: 170 });
    doc
      .font('Helvetica')
      .fontSize(9)
      .text(`on ${documentDate(d.payment.paidAt)} by ${d.payment.method}`, 365, y + 30, { width: 170 });
  } else if (d.payment.kind === 'void') {
    doc
      .fillColor(OXBLOOD)
      .font('Helvetica-Bold')
      .fontSize(16)
      .text('Void', 365, y + 8, { width: 170, align: 'right' });
  }
  if (d.creditFor) {
    doc
      .fillColor(INK)
      .font('Helvetica')
      .fontSize(9)
      .text(`Reason: ${d.creditFor.reason}`, 300, y + 60, { width: 245, align: 'right' });
  }
}

/** Column positions of the lines table. */
const COLUMNS = { item: LEFT, qty: 285, unit: 320, rate: 405, net: 460 } as const;

function linesTable(doc: Doc, d: InvoiceDocument, top: number): number {
  let y = top;
  const head = () => {
    doc.fillColor(MUTED).font('Helvetica-Bold').fontSize(8.5);
    cells(doc, y, [
      ['Description', COLUMNS.item, 230, 'left'],
      ['Qty', COLUMNS.qty, 30, 'right'],
      ['Unit price ex VAT', COLUMNS.unit, 80, 'right'],
      ['VAT rate', COLUMNS.rate, 50, 'right'],
      ['Net amount', COLUMNS.net, 85, 'right'],
    ]);
    y += 14;
    rule(doc, y);
    y += 6;
  };
  head();
  doc.fillColor(INK).font('Helvetica').fontSize(9);
  for (const line of d.lines) {
    if (y > 740) {
      doc.addPage();
      y = 50;
      head();
      doc.fillColor(INK).font('Helvetica').fontSize(9);
    }
    cells(doc, y, [
      [line.description, COLUMNS.item, 230, 'left'],
      [String(line.quantity), COLUMNS.qty, 30, 'right'],
      [formatGBP(line.unitNetPence), COLUMNS.unit, 80, 'right'],
      [line.vatRateLabel ?? vatRateLabel(line.vatRateBps), COLUMNS.rate, 50, 'right'],
      [formatGBP(line.netPence), COLUMNS.net, 85, 'right'],
    ]);
    y += 16;
  }
  if (d.discounted) {
    doc.fillColor(MUTED).fontSize(8).text('Net amounts are after the discount; VAT is charged on them.', LEFT, y, { width: 230 });
    y += 12;
  }
  return y;
}

function totalsBlock(doc: Doc, d: InvoiceDocument, top: number): number {
  let y = top + 8;
  d.totals.forEach(({ label, pence }, i) => {
    const last = i === d.totals.length - 1;
    if (last) {
      rule(doc, y - 3, 330);
      y += 2;
    }
    doc
      .fillColor(INK)
      .font(last ? 'Helvetica-Bold' : 'Helvetica')
      .fontSize(last ? 11 : 9);
    cells(doc, y, [
      [label, 300, 150, 'right'],
      [formatGBP(pence), COLUMNS.net, 85, 'right'],
    ]);
    y += last ? 18 : 14;
  });
  return y;
}

function vatSummaryTable(doc: Doc, d: InvoiceDocument, top: number): number {
  let y = top + 14;
  sectionHeading(doc, 'VAT SUMMARY', LEFT, y);
  y += 14;
  const row = (values: string[]) =>
    cells(doc, y, [
      [values[0] ?? '', LEFT, 90, 'left'],
      [values[1] ?? '', 150, 90, 'right'],
      [values[2] ?? '', 250, 90, 'right'],
      [values[3] ?? '', 350, 90, 'right'],
    ]);
  row(['VAT rate', 'Net', 'VAT', 'Gross']);
  y += 13;
  rule(doc, y - 2, LEFT, 440);
  doc.fillColor(INK).font('Helvetica').fontSize(9);
  let net = 0;
  let vat = 0;
  let gross = 0;
  for (const r of d.vatSummary) {
    row([vatRateLabel(r.vatRateBps), formatGBP(r.netPence), formatGBP(r.vatPence), formatGBP(r.grossPence)]);
    net += r.netPence;
    vat += r.vatPence;
    gross += r.grossPence;
    y += 13;
  }
  doc.font('Helvetica-Bold');
  row(['Total', formatGBP(net), formatGBP(vat), formatGBP(gross)]);
  return y + 13;
}

function paymentBlock(doc: Doc, d: InvoiceDocument, top: number) {
  const y = top + 16;
  const p = d.payment;
  sectionHeading(doc, d.title === 'Credit note' ? 'CREDIT' : 'PAYMENT', LEFT, y);
  doc.fillColor(INK).font('Helvetica').fontSize(9);
  let text: string;
  if (p.kind === 'paid') text = `Paid in full on ${documentDate(p.paidAt)} by ${p.method}. There is nothing more to pay.`;
  else if (p.kind === 'void') text = 'This invoice is void: its order was cancelled before payment. There is nothing to pay.';
  else if (p.kind === 'credit') text = p.text;
  else {
    text = [p.dueDate ? `Please pay by ${documentDate(p.dueDate)}.` : 'Payment is due on receipt.', p.instructions ?? '']
      .filter(Boolean)
      .join(' ');
  }
  doc.text(text, LEFT, y + 13, { width: RIGHT - LEFT });
}

/** Renders an invoice or credit note: logo, seller, buyer, lines, totals, VAT per rate, payment. */
export function renderInvoicePdf(d: InvoiceDocument): Promise<Buffer> {
  return renderDocument({ title: `${d.title} ${d.reference}`, seller: d.seller }, (doc) => {
    header(doc, d);
    billTo(doc, d, 180);
    let y = linesTable(doc, d, 285);
    if (y > 600) {
      doc.addPage();
      y = 50;
    }
    y = totalsBlock(doc, d, y);
    y = vatSummaryTable(doc, d, y);
    paymentBlock(doc, d, y);
  });
}
