import { documentDate } from '../../shared/dates';
import { type LeftOut, leftOutText } from '../../shared/standing-orders';
import type { OutgoingEmail } from './mailer';
import { layoutEmail } from './templates';

type Buyer = { to: string; name: string; baseUrl: string };
const manage = (baseUrl: string) => ({ label: 'Manage your standing orders', url: `${baseUrl}/account/standing-orders` });

/** Two days before a run: what will be ordered and when, with the way to skip, pause or change it. */
export function standingOrderReminderEmail(
  d: Buyer & { runDate: string; lines: string[]; poNumber: string | null },
): OutgoingEmail {
  return layoutEmail({
    to: d.to,
    subject: `Your standing order will be placed on ${documentDate(d.runDate)}`,
    greeting: `Hello ${d.name},`,
    paragraphs: [
      `On ${documentDate(d.runDate)} we will place your standing order on account, at that day's trade prices:`,
      d.lines.join('; '),
      ...(d.poNumber ? [`Purchase order number: ${d.poNumber}.`] : []),
      'To skip this one, pause or change it, visit your standing orders before then.',
    ],
    action: manage(d.baseUrl),
  });
}

/** A run placed with lines short of stock: what was left out (the order's own confirmation has the rest). */
export function standingOrderShortEmail(d: Buyer & { runDate: string; orderNumber: number; leftOut: LeftOut[] }): OutgoingEmail {
  return layoutEmail({
    to: d.to,
    subject: `Standing order #${d.orderNumber}: some items were left out`,
    greeting: `Hello ${d.name},`,
    paragraphs: [
      `Your standing order for ${documentDate(d.runDate)} is order #${d.orderNumber}. We placed what we had in stock; these were left out:`,
      ...d.leftOut.map(leftOutText),
      'You are charged only for what was placed. Your next standing order asks for the full quantities again.',
    ],
    action: manage(d.baseUrl),
  });
}

/** A run that placed no order: held by credit control, or nothing could be ordered. */
export function standingOrderNotPlacedEmail(d: Buyer & { runDate: string; held: boolean; reason: string }): OutgoingEmail {
  return layoutEmail({
    to: d.to,
    subject: d.held
      ? `Your standing order for ${documentDate(d.runDate)} is on hold`
      : `Your standing order for ${documentDate(d.runDate)} was not placed`,
    greeting: `Hello ${d.name},`,
    paragraphs: [
      `We could not place your standing order for ${documentDate(d.runDate)}: ${d.reason}`,
      'No order was placed for this date; your next standing order will be tried on its own date.',
    ],
    action: manage(d.baseUrl),
  });
}

/** The admins hear of every run credit control held. */
export function standingOrderHeldAdminEmail(d: {
  to: string;
  account: string;
  runDate: string;
  reason: string;
  baseUrl: string;
  userId: string;
}): OutgoingEmail {
  return layoutEmail({
    to: d.to,
    subject: `Standing order held: ${d.account}, ${documentDate(d.runDate)}`,
    greeting: 'Hello,',
    paragraphs: [
      `The standing order of ${d.account} for ${documentDate(d.runDate)} was held by credit control and no order was placed.`,
      `Reason given to the buyer: ${d.reason}`,
    ],
    action: { label: 'Open the account', url: `${d.baseUrl}/admin/account/${d.userId}` },
  });
}
