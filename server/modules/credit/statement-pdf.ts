import { AGEING_BUCKETS } from '../../../shared/ageing';
import { documentDate, formatDate } from '../../../shared/dates';
import { formatGBP } from '../../../shared/money';
import { monthLabel, type Statement } from '../../../shared/statement';
import type { AppConfig } from '../../config';
import type { Profile } from '../../db/schema/index';
import {
  cells,
  type Doc,
  documentHeader,
  INK,
  LEFT,
  MUTED,
  RIGHT,
  renderDocument,
  rule,
  sectionHeading,
} from '../invoice/pdf-layout';

export type StatementDocument = {
  seller: AppConfig['seller'];
  bank: AppConfig['bank'];
  account: Pick<
    Profile,
    'businessName' | 'fullName' | 'email' | 'address1' | 'address2' | 'city' | 'postcode' | 'terms' | 'creditLimitPence'
  >;
  statement: Statement;
};

const short = (day: string) => formatDate(day);

/** Label and amount on one line, the amount right-aligned in the last column. */
function amountRow(doc: Doc, y: number, label: string, pence: number, bold = false) {
  doc
    .fillColor(INK)
    .font(bold ? 'Helvetica-Bold' : 'Helvetica')
    .fontSize(9);
  cells(doc, y, [
    [label, LEFT, 250, 'left'],
    [formatGBP(pence), 445, 100, 'right'],
  ]);
}

function accountBlock(doc: Doc, d: StatementDocument, y: number): number {
  const a = d.account;
  sectionHeading(doc, 'ACCOUNT', LEFT, y);
  const lines = [a.businessName, a.fullName, a.address1, a.address2, a.city, a.postcode, a.email].filter(Boolean);
  doc
    .fillColor(INK)
    .font('Helvetica')
    .fontSize(9)
    .text(lines.join('\n'), LEFT, y + 13, { width: 260, lineGap: 1 });
  return y + 13 + lines.length * 12 + 12;
}

function summary(doc: Doc, s: Statement, top: number): number {
  let y = top;
  sectionHeading(doc, 'SUMMARY', LEFT, y);
  y += 14;
  const rows: [string, number][] = [
    [`Opening balance on ${documentDate(s.firstDay)}`, s.openingPence],
    ['Invoices', s.totals.invoicesPence],
    ['Payments', s.totals.paymentsPence],
    ['Credit notes', s.totals.creditNotesPence],
    ['Cancellations and adjustments', s.totals.otherPence],
  ];
  for (const [label, pence] of rows) {
    amountRow(doc, y, label, pence);
    y += 14;
  }
  rule(doc, y - 3, 330);
  amountRow(doc, y + 1, `Closing balance on ${documentDate(s.lastDay)}`, s.closingPence, true);
  return y + 22;
}

/** Column x positions of the movements table. */
const COL = { date: LEFT, details: 112, due: 292, debit: 352, credit: 418, balance: 484 } as const;

function movementsHead(doc: Doc, y: number): number {
  doc.fillColor(MUTED).font('Helvetica-Bold').fontSize(8.5);
  cells(doc, y, [
    ['Date', COL.date, 60, 'left'],
    ['Details', COL.details, 178, 'left'],
    ['Due', COL.due, 58, 'left'],
    ['Debit', COL.debit, 60, 'right'],
    ['Credit', COL.credit, 60, 'right'],
    ['Balance', COL.balance, RIGHT - COL.balance, 'right'],
  ]);
  rule(doc, y + 13);
  return y + 19;
}

function movements(doc: Doc, s: Statement, top: number): number {
  sectionHeading(doc, 'MOVEMENTS', LEFT, top);
  let y = movementsHead(doc, top + 14);
  const row = (date: string, details: string, due: string, pence: number | null, balance: number, bold = false) => {
    if (y > 760) {
      doc.addPage();
      y = movementsHead(doc, 50);
    }
    doc
      .fillColor(INK)
      .font(bold ? 'Helvetica-Bold' : 'Helvetica')
      .fontSize(8.5);
    cells(doc, y, [
      [date, COL.date, 60, 'left'],
      [details, COL.details, 178, 'left'],
      [due, COL.due, 58, 'left'],
      [pence !== null && pence > 0 ? formatGBP(pence) : '', COL.debit, 60, 'right'],
      [pence !== null && pence < 0 ? formatGBP(-pence) : '', COL.credit, 60, 'right'],
      [formatGBP(balance), COL.balance, RIGHT - COL.balance, 'right'],
    ]);
    y += 15;
  };
  row(short(s.firstDay), 'Balance brought forward', '', null, s.openingPence);
  for (const line of s.lines) {
    const due = line.kind === 'invoice' && line.dueDate ? short(line.dueDate) : '';
    row(short(line.day), line.description, due, line.amountPence, line.balancePence);
  }
  if (s.lines.length === 0) row('', 'No movements this month', '', null, s.closingPence);
  row(short(s.lastDay), 'Balance carried forward', '', null, s.closingPence, true);
  return y;
}

function ageing(doc: Doc, s: Statement, top: number): number {
  let y = top + 12;
  if (y > 680) {
    doc.addPage();
    y = 50;
  }
  sectionHeading(doc, `AGED BALANCE ON ${documentDate(s.lastDay).toUpperCase()} (DAYS PAST DUE)`, LEFT, y);
  y += 14;
  for (const bucket of AGEING_BUCKETS) {
    amountRow(doc, y, bucket.key === 'current' ? 'Current (not yet due)' : `${bucket.label} past due`, s.aged[bucket.key]);
    y += 14;
  }
  rule(doc, y - 3, 330);
  amountRow(doc, y + 1, 'Total owed', s.aged.totalPence, true);
  return y + 22;
}

function payment(doc: Doc, d: StatementDocument, top: number) {
  let y = top + 6;
  if (y > 730) {
    doc.addPage();
    y = 50;
  }
  sectionHeading(doc, 'PAYMENT', LEFT, y);
  const pastDue = d.statement.aged.totalPence - d.statement.aged.current;
  const { accountName, sortCode, accountNumber } = d.bank;
  const text = [
    pastDue > 0 ? `${formatGBP(pastDue)} of this balance is past due: please pay it now.` : '',
    `Please pay by bank transfer to ${accountName}, sort code ${sortCode}, account ${accountNumber}, quoting the invoice numbers you pay.`,
    'Payments and credits after the statement date will show on next month’s statement.',
  ]
    .filter(Boolean)
    .join(' ');
  doc
    .fillColor(INK)
    .font('Helvetica')
    .fontSize(9)
    .text(text, LEFT, y + 13, { width: RIGHT - LEFT });
}

/** A trade account's monthly statement: summary, every movement with the running balance, the aged balance and how to pay. */
export function renderStatementPdf(d: StatementDocument): Promise<Buffer> {
  const s = d.statement;
  const title = `Statement ${monthLabel(s.month)}`;
  return renderDocument({ title, seller: d.seller }, (doc) => {
    documentHeader(doc, d.seller, 'Statement', [
      ['Statement for', monthLabel(s.month)],
      ['Statement date', documentDate(s.lastDay)],
      ['Terms', d.account.terms ?? 'Not set'],
      ['Credit limit', d.account.creditLimitPence === null ? 'No limit' : formatGBP(d.account.creditLimitPence)],
    ]);
    let y = accountBlock(doc, d, 180);
    y = summary(doc, s, Math.max(y, 270));
    y = movements(doc, s, y + 8);
    y = ageing(doc, s, y);
    payment(doc, d, y);
  });
}
