import type { SellerDetails } from '../../config';
import { drawCrown } from './crown';

/** The look every shop document shares (invoices, credit notes, statements): colours, margins, header and footer. */
export const INK = '#2b1d14';
export const MUTED = '#6b5d52';
export const OXBLOOD = '#7a1f2b';
export const RULE = '#c9bcae';
export const LEFT = 50;
export const RIGHT = 545;

export type Doc = PDFKit.PDFDocument;

/** Cells of one table row: [text, x, width, align]. */
export function cells(doc: Doc, y: number, row: [string, number, number, 'left' | 'right'][]) {
  for (const [text, x, width, align] of row) doc.text(text, x, y, { width, align, lineBreak: false });
}

/** A thin rule across the page (or from x1 to x2) under a table heading or above a total. */
export function rule(doc: Doc, y: number, x1 = LEFT, x2 = RIGHT) {
  doc.moveTo(x1, y).lineTo(x2, y).lineWidth(0.6).strokeColor(RULE).stroke();
}

/** A small capitalised heading such as 'BILL TO' or 'VAT SUMMARY'. */
export function sectionHeading(doc: Doc, text: string, x: number, y: number) {
  doc.fillColor(MUTED).font('Helvetica-Bold').fontSize(8.5).text(text, x, y);
}

/** Logo and the seller's legal details on the left; the document's title and its facts (label, value) on the right. */
export function documentHeader(doc: Doc, seller: SellerDetails, title: string, meta: [string, string][]) {
  drawCrown(doc, LEFT, 46, 40);
  doc
    .fillColor(OXBLOOD)
    .font('Times-Bold')
    .fontSize(20)
    .text(seller.legalName, LEFT + 52, 52, { width: 260 });
  doc
    .fillColor(INK)
    .font('Helvetica')
    .fontSize(9)
    .text(
      [...seller.address, `VAT registration no. ${seller.vatNumber}`, `Company no. ${seller.companyNumber}`].join('\n'),
      LEFT + 52,
      76,
      { width: 260, lineGap: 1 },
    );
  doc.fillColor(OXBLOOD).font('Helvetica-Bold').fontSize(18).text(title.toUpperCase(), 330, 50, { width: 215, align: 'right' });
  doc.fillColor(INK).fontSize(9);
  meta.forEach(([label, value], i) => {
    doc
      .font('Helvetica')
      .fontSize(9)
      .text(label, 330, 78 + i * 13, { width: 100, align: 'right', lineBreak: false });
    // A long value (a buyer's purchase order number) is set smaller rather than run off the page.
    doc.font('Helvetica-Bold');
    const width = doc.widthOfString(value);
    if (width > 110) doc.fontSize((9 * 110) / width);
    doc.text(value, 435, 78 + i * 13, { width: 110, align: 'right', lineBreak: false });
  });
}

/** The seller's legal line at the foot of every page. */
function footer(doc: Doc, seller: SellerDetails) {
  const range = doc.bufferedPageRange();
  for (let i = range.start; i < range.start + range.count; i++) {
    doc.switchToPage(i);
    // Below the bottom margin on purpose: without this pdfkit would start a new page for the footer.
    doc.page.margins.bottom = 0;
    doc
      .fillColor(MUTED)
      .font('Helvetica')
      .fontSize(7.5)
      .text(`${seller.legalName} · Company no. ${seller.companyNumber} · VAT registration no. ${seller.vatNumber}`, LEFT, 800, {
        width: RIGHT - LEFT,
        align: 'center',
        lineBreak: false,
      });
  }
}

/** An A4 document drawn by `draw`, with the footer on every page, as PDF bytes. */
export async function renderDocument(info: { title: string; seller: SellerDetails }, draw: (doc: Doc) => void): Promise<Buffer> {
  // pdfkit is loaded on the first download only (~28 MB the request path rarely needs).
  const { default: PDFDocument } = await import('pdfkit');
  return new Promise((resolve, reject) => {
    const doc = new PDFDocument({
      size: 'A4',
      margin: 50,
      bufferPages: true,
      info: { Title: info.title, Author: info.seller.legalName },
    });
    const chunks: Buffer[] = [];
    doc.on('data', (c: Buffer) => chunks.push(c));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
    draw(doc);
    footer(doc, info.seller);
    doc.end();
  });
}
