import { documentDate } from '../../shared/dates';
import { formatGBP } from '../../shared/money';
import type { OutgoingEmail } from './mailer';
import { layoutEmail } from './templates';

/** Sent before a renewal when a variety in the box cannot be shipped: swap it or skip the delivery. */
export function varietyUnavailableEmail(input: {
  to: string;
  name: string;
  planName: string;
  weight: string;
  deliveryDate: string;
  varieties: string[];
  baseUrl: string;
  links: EmailLink[];
}): OutgoingEmail {
  const list = input.varieties.join(', ');
  return layoutEmail({
    to: input.to,
    subject: `Action needed: ${list} is out of stock for your ${input.planName} delivery`,
    greeting: `Hello ${input.name},`,
    paragraphs: [
      `${list} (${input.weight}) is not available for your ${input.planName} delivery on ${input.deliveryDate}.`,
      'Please choose what we should do: swap the variety for another one (Change flavours, below), or skip this delivery (Skip this delivery, below). If nothing changes, the delivery is held until the variety is back in stock.',
    ],
    action: { label: 'Open my subscriptions', url: `${input.baseUrl}/account` },
    links: input.links,
  });
}

type EmailLink = { label: string; url: string };

/**
 * Sent a few days before a renewal: what the box holds, what it costs and when and how it is paid,
 * where it goes, and the one-click links to skip, delay, change or pause it first.
 */
export function renewalReminderEmail(input: {
  to: string;
  name: string;
  planName: string;
  bags: string[];
  pricePence: number;
  deliveryPence: number;
  /** Items added to this box only ('Add to next box'), described, and what they cost at today's shop prices. */
  extras?: { lines: string[]; pence: number };
  chargeDate: string;
  address: string;
  /** The saved card renewals are charged to; null when the box is paid by bank transfer. */
  card: { brand: string | null; last4: string | null } | null;
  links: EmailLink[];
}): OutgoingEmail {
  const extras = input.extras?.lines.length ? input.extras : null;
  const total = input.pricePence + input.deliveryPence + (extras?.pence ?? 0);
  const date = documentDate(input.chargeDate);
  const card = input.card
    ? `We will charge ${formatGBP(total)} to your ${[input.card.brand ? capitalise(input.card.brand) : 'card', input.card.last4 ? `ending ${input.card.last4}` : ''].filter(Boolean).join(' ')} on ${date}.`
    : `We will email your invoice for ${formatGBP(total)} on ${date}, to pay by bank transfer.`;
  return layoutEmail({
    to: input.to,
    subject: `Your ${input.planName} box renews on ${date}`,
    greeting: `Hello ${input.name},`,
    paragraphs: [
      `Your next ${input.planName} box is ordered on ${date}: ${input.bags.join(', ')}.`,
      ...(extras
        ? [
            `Added to this box: ${extras.lines.join(', ')} (${formatGBP(extras.pence)} at today's shop prices; charged at the prices on ${date}).`,
          ]
        : []),
      `Price ${formatGBP(input.pricePence)}${extras ? `, extras ${formatGBP(extras.pence)}` : ''}, delivery ${input.deliveryPence > 0 ? formatGBP(input.deliveryPence) : 'free'}, total ${formatGBP(total)}.`,
      card,
      `Delivery to: ${input.address}.`,
      'Nothing to do if all is well. To change this delivery, use a link below: each works once, for 14 days, without signing in.',
    ],
    links: input.links,
  });
}

/**
 * Every 6 months from sign-up: what the subscription costs and how often, what each box holds, and how
 * to cancel online, with the signed 'Manage subscription' link.
 */
export function sixMonthNoticeEmail(input: {
  to: string;
  name: string;
  planName: string;
  frequency: string;
  bags: string[];
  pricePence: number;
  deliveryPence: number;
  paused: boolean;
  baseUrl: string;
  manageLink: EmailLink;
}): OutgoingEmail {
  const total = input.pricePence + input.deliveryPence;
  return layoutEmail({
    to: input.to,
    subject: `A reminder about your ${input.planName} subscription`,
    greeting: `Hello ${input.name},`,
    paragraphs: [
      `This is your regular reminder of your ${input.planName} subscription${input.paused ? ', which is paused at the moment' : ''}.`,
      `Price: ${formatGBP(total)} per delivery (${formatGBP(input.pricePence)} for the box, delivery ${input.deliveryPence > 0 ? formatGBP(input.deliveryPence) : 'free'}).`,
      `Frequency: ${input.frequency}. It renews automatically until you cancel; there is no minimum term.`,
      `Each box holds: ${input.bags.join(', ')}.`,
      'To cancel, open Manage subscription below (or Subscriptions in your account) and press Cancel: it is done online in a few clicks, at any time, with no fee.',
    ],
    action: { label: 'Open my subscriptions', url: `${input.baseUrl}/account` },
    links: [input.manageLink],
  });
}

const capitalise = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);

/** Once, when a subscriber cancels: when it ended and which boxes are still coming. */
export function subscriptionEndedEmail(input: {
  to: string;
  name: string;
  planName: string;
  endDate: string;
  stillShipping: { number: number; period: string | null; status: string }[];
  baseUrl: string;
}): OutgoingEmail {
  const coming = input.stillShipping.map(
    (o) =>
      `Order #${o.number}${o.period ? ` (your box of ${documentDate(o.period)})` : ''} will still be sent${o.status === 'awaiting_payment' ? ' once it is paid' : ''}.`,
  );
  return layoutEmail({
    to: input.to,
    subject: `Your ${input.planName} subscription has ended`,
    greeting: `Hello ${input.name},`,
    paragraphs: [
      `Your ${input.planName} subscription ended on ${documentDate(input.endDate)}. No further boxes will be ordered or charged.`,
      ...(coming.length ? coming : ['There are no boxes still to come.']),
      'Thank you for being a subscriber. You are welcome back any time.',
    ],
    action: { label: 'See your orders', url: `${input.baseUrl}/account/orders` },
  });
}
