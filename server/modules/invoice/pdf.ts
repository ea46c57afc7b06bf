import { formatGBP } from '../../../shared/money';
import type { ShippingAddress } from '../../db/schema/index';

export type InvoiceDocument = {
  reference: string;
  issuedAt: Date;
  dueDate: string | null;
  status: string;
  orderNumber: number;
  seller: { name: string; address: string[]; vatNumber: string };
  buyer: { name: string; email: string; businessName: string | null; address: ShippingAddress };
  lines: {
    description: string;
    quantity: number;
    unitNetPence: number;
    vatRateBps: number | null;
    lineNetPence: number;
    lineVatPence: number;
    lineTotalPence: number;
  }[];
  subtotalNetPence: number;
  vatPence: number;
  discountPence: number;
  shippingPence: number;
  totalPence: number;
  paymentInstructions: string | null;
};

const vatLabel = (bps: number | null) => (bps === null ? 'Exempt' : `${bps / 100}%`);

/** Renders a VAT invoice (seller, buyer, lines with net, VAT rate, VAT and gross, totals, payment instructions). */
export async function renderInvoicePdf(invoice: InvoiceDocument): Promise<Buffer> {
  // pdfkit is loaded on the first download only (~28 MB the request path rarely needs).
  const { default: PDFDocument } = await import('pdfkit');
  return new Promise((resolve, reject) => {
    const doc = new PDFDocument({
      size: 'A4',
      margin: 50,
      info: { Title: `Invoice ${invoice.reference}`, Author: invoice.seller.name },
    });
    const chunks: Buffer[] = [];
    doc.on('data', (c: Buffer) => chunks.push(c));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);

    doc.fillColor('#7a1f2b').fontSize(22).font('Times-Bold').text(invoice.seller.name, 50, 50);
    doc
      .fillColor('#2b1d14')
      .fontSize(9)
      .font('Helvetica')
      .text([...invoice.seller.address, `VAT no. ${invoice.seller.vatNumber}`].join('\n'));
    doc.fontSize(18).font('Helvetica-Bold').text('VAT INVOICE', 350, 50, { align: 'right' });
    doc
      .fontSize(10)
      .font('Helvetica')
      .text(
        [
          `Invoice ${invoice.reference}`,
          `Date ${invoice.issuedAt.toISOString().slice(0, 10)}`,
          `Order #${invoice.orderNumber}`,
          ...(invoice.dueDate ? [`Due ${invoice.dueDate}`] : []),
          `Status ${invoice.status}`,
        ].join('\n'),
        350,
        75,
        { align: 'right' },
      );

    const a = invoice.buyer.address;
    doc.font('Helvetica-Bold').text('Bill to', 50, 160);
    doc
      .font('Helvetica')
      .text(
        [invoice.buyer.businessName, invoice.buyer.name, a.address1, a.address2, a.city, a.postcode, invoice.buyer.email]
          .filter(Boolean)
          .join('\n'),
      );

    const columns = [50, 250, 290, 350, 400, 460];
    let y = 270;
    doc.font('Helvetica-Bold').fontSize(9);
    const row = (cells: string[]) => {
      cells.forEach((cell, i) => {
        doc.text(cell, columns[i], y, { width: i === 0 ? 195 : 55, align: i === 0 ? 'left' : 'right' });
      });
    };
    row(['Item', 'Qty', 'Unit net', 'VAT rate', 'VAT', 'Gross']);
    doc.font('Helvetica');
    for (const line of invoice.lines) {
      y += 20;
      row([
        line.description,
        String(line.quantity),
        formatGBP(line.unitNetPence),
        vatLabel(line.vatRateBps),
        formatGBP(line.lineVatPence),
        formatGBP(line.lineTotalPence),
      ]);
    }
    y += 30;
    const totals: [string, string][] = [
      ['Net', formatGBP(invoice.subtotalNetPence)],
      ['VAT', formatGBP(invoice.vatPence)],
      ...(invoice.discountPence ? [['Discount', `-${formatGBP(invoice.discountPence)}`] as [string, string]] : []),
      ...(invoice.shippingPence ? [['Shipping', formatGBP(invoice.shippingPence)] as [string, string]] : []),
      ['Total', formatGBP(invoice.totalPence)],
    ];
    for (const [label, value] of totals) {
      doc
        .font(label === 'Total' ? 'Helvetica-Bold' : 'Helvetica')
        .text(label, 350, y, { width: 100, align: 'right' })
        .text(value, 460, y, { width: 55, align: 'right' });
      y += 16;
    }
    if (invoice.paymentInstructions) {
      doc.font('Helvetica-Bold').text('Payment', 50, y + 20);
      doc.font('Helvetica').text(invoice.paymentInstructions, 50, y + 34, { width: 465 });
    }
    doc.end();
  });
}
