import { formatGBP } from '../../../shared/money';
import { holdDayLabel } from '../../../shared/working-days';
import type { OutgoingEmail } from '../../mail/mailer';
import { layoutEmail } from '../../mail/templates';

type HoldEmail = { to: string; orderNumber: number; totalPence: number; lastDay: string; baseUrl: string };

/** One working day before a bank-transfer order's hold ends. */
export function holdReminderEmail(input: HoldEmail & { paymentInstructions: string }): OutgoingEmail {
  const day = holdDayLabel(input.lastDay);
  return layoutEmail({
    to: input.to,
    subject: `Reminder: please pay for order #${input.orderNumber} by ${day}`,
    greeting: 'Hello,',
    paragraphs: [
      `We are holding order #${input.orderNumber} (${formatGBP(input.totalPence)}) for you until the end of ${day}. If we have not received your payment by then, it is cancelled and its items go back on sale.`,
      input.paymentInstructions,
      'If you have paid in the last day or two, thank you: there is nothing more to do.',
    ],
    action: { label: 'See your orders', url: `${input.baseUrl}/account/orders` },
  });
}

/** The hold ended unpaid: the order is cancelled. */
export function holdCancelledEmail(input: HoldEmail): OutgoingEmail {
  return layoutEmail({
    to: input.to,
    subject: `Order #${input.orderNumber} has been cancelled`,
    greeting: 'Hello,',
    paragraphs: [
      `We had not received your payment of ${formatGBP(input.totalPence)} for order #${input.orderNumber} by the end of ${holdDayLabel(input.lastDay)}, so we have cancelled it and its items are back on sale.`,
      'If you have sent the payment, please reply to this email and we will refund it or put the order through, whichever you prefer. You are welcome to place a new order at any time.',
    ],
    action: { label: 'Visit the shop', url: `${input.baseUrl}/shop` },
  });
}
