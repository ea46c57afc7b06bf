import { formatGBP } from '../../../shared/money';
import type { OutgoingEmail } from '../../mail/mailer';
import { layoutEmail } from '../../mail/templates';

/** Tells the customer a credit note was issued (sent through the outbox, in the issuing transaction). */
export function creditNoteEmail(input: {
  to: string;
  fullName: string;
  reference: string;
  invoiceReference: string;
  orderNumber: number;
  totalPence: number;
  reason: string;
  baseUrl: string;
}): OutgoingEmail {
  return layoutEmail({
    to: input.to,
    subject: `Credit note ${input.reference} for your Royal Biltong order #${input.orderNumber}`,
    greeting: `Hello ${input.fullName},`,
    paragraphs: [
      `We have issued credit note ${input.reference} for ${formatGBP(Math.abs(input.totalPence))} against invoice ${input.invoiceReference} (order #${input.orderNumber}). Reason: ${input.reason}.`,
      'You can download it with your invoices in your account.',
    ],
    action: { label: 'See your invoices', url: `${input.baseUrl}/account/invoices` },
  });
}
