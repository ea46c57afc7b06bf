import { OVERDUE_HOLD_DAYS, type ReminderStage } from '../../shared/credit';
import { documentDate } from '../../shared/dates';
import { formatGBP } from '../../shared/money';
import { monthLabel } from '../../shared/statement';
import type { OutgoingEmail } from './mailer';
import { layoutEmail } from './templates';

type Bank = { accountName: string; sortCode: string; accountNumber: string };

const payBy = (bank: Bank) =>
  `Please pay by bank transfer to ${bank.accountName}, sort code ${bank.sortCode}, account ${bank.accountNumber}, quoting the invoice numbers you pay.`;

/**
 * The monthly statement, like the invoice emails: the figures in the email and a link to the
 * document in the trade portal (a signed-in download, so no account's ledger travels as an attachment).
 */
export function statementEmail(d: {
  to: string;
  name: string;
  month: string;
  openingPence: number;
  closingPence: number;
  pastDuePence: number;
  bank: Bank;
  baseUrl: string;
}): OutgoingEmail {
  const label = monthLabel(d.month);
  return layoutEmail({
    to: d.to,
    subject: `Your Royal Biltong statement for ${label}`,
    greeting: `Hello ${d.name},`,
    paragraphs: [
      `Your trade account statement for ${label} is ready.`,
      `Opening balance: ${formatGBP(d.openingPence)}. Closing balance: ${formatGBP(d.closingPence)}.`,
      ...(d.pastDuePence > 0 ? [`${formatGBP(d.pastDuePence)} of this is past due: please pay it now. ${payBy(d.bank)}`] : []),
    ],
    action: { label: 'Download your statement', url: `${d.baseUrl}/account/statements?month=${d.month}` },
  });
}

const REMINDER_WORDING: Record<ReminderStage, (ref: string, due: string) => { subject: string; lead: string }> = {
  1: (ref, due) => ({
    subject: `Reminder: invoice ${ref} was due on ${due}`,
    lead: `Our records show invoice ${ref} as unpaid; it was due on ${due}. If you have paid it in the last few days, thank you, and please ignore this email.`,
  }),
  7: (ref, due) => ({
    subject: `Invoice ${ref} is 7 days overdue`,
    lead: `Invoice ${ref} was due on ${due} and is still unpaid. Orders on account are held while an invoice is more than ${OVERDUE_HOLD_DAYS} days overdue.`,
  }),
  30: (ref, due) => ({
    subject: `Final reminder: invoice ${ref} is 30 days overdue`,
    lead: `Invoice ${ref} was due on ${due} and is now 30 days overdue. Orders on account stay on hold until it is paid. Please pay it now or contact us.`,
  }),
};

/** Overdue reminder of one stage (days past the due date) for one unpaid invoice. */
export function overdueReminderEmail(d: {
  to: string;
  name: string;
  stage: ReminderStage;
  invoiceRef: string;
  dueDate: string;
  totalPence: number;
  poNumber: string | null;
  bank: Bank;
  baseUrl: string;
}): OutgoingEmail {
  const { subject, lead } = REMINDER_WORDING[d.stage](d.invoiceRef, documentDate(d.dueDate));
  return layoutEmail({
    to: d.to,
    subject,
    greeting: `Hello ${d.name},`,
    paragraphs: [
      lead,
      `Amount due: ${formatGBP(d.totalPence)}${d.poNumber ? ` (your purchase order ${d.poNumber})` : ''}.`,
      payBy(d.bank),
    ],
    action: { label: 'See your invoices', url: `${d.baseUrl}/account/invoices` },
  });
}
