import type { Frequency, Weight } from './constants';
import { formatGBP } from './money';

/** Boxes a year at each frequency, for the price per month. */
const BOXES_PER_YEAR: Record<Frequency, number> = { Weekly: 52, Fortnightly: 26, Monthly: 12, Quarterly: 4 };

const EVERY: Record<Frequency, string> = {
  Weekly: 'every week',
  Fortnightly: 'every two weeks',
  Monthly: 'every month',
  Quarterly: 'every three months',
};

export type KeyInformationInput = {
  planName: string;
  /** Bags in each box, and the size of each bag. */
  bags: number;
  weight: Weight;
  frequency: Frequency;
  /** The box's price and its delivery charge (0 when it ships free), in pence. */
  pricePence: number;
  deliveryPence: number;
  /** Whether the shop takes cards: renewals are charged to a saved card, otherwise paid by bank transfer. */
  cardPayments: boolean;
};

/** What the subscriber pays a month on average: a box's total times the boxes in a year, over twelve months. */
export function pricePerMonthPence(totalPerBoxPence: number, frequency: Frequency): number {
  return Math.round((totalPerBoxPence * BOXES_PER_YEAR[frequency]) / 12);
}

/**
 * The key information a customer sees directly above the subscribe button, one statement per line:
 * the box, the price per delivery and per month, how often it comes, that it renews until cancelled,
 * when and how it is paid, how to cancel online and that there is no minimum term. The dialog shows it
 * and the server stores the same text with the new subscription, both built here from the same choices.
 */
export function subscriptionKeyInformation(input: KeyInformationInput): string {
  const total = input.pricePence + input.deliveryPence;
  const bagWord = input.bags === 1 ? 'bag' : 'bags';
  const delivery = input.deliveryPence > 0 ? `${formatGBP(input.deliveryPence)} delivery` : 'free delivery';
  const monthly = pricePerMonthPence(total, input.frequency);
  const perMonth = input.frequency === 'Monthly' ? `${formatGBP(monthly)} a month` : `${formatGBP(monthly)} a month on average`;
  const payment = input.cardPayments
    ? 'Payment: each box is charged on the day it is ordered to the card you save for renewals; without a saved card, we email an invoice that day to pay by bank transfer.'
    : 'Payment: on the day each box is ordered we email an invoice for it, to pay by bank transfer.';
  return [
    `Plan: ${input.planName}. Each box holds ${input.bags} × ${input.weight} ${bagWord} of biltong in the flavours you choose.`,
    `Price: ${formatGBP(total)} per delivery (${formatGBP(input.pricePence)} for the box plus ${delivery}), which is ${perMonth}.`,
    `Frequency: one box ${EVERY[input.frequency]} (${input.frequency}), the first ordered on the day the subscription starts.`,
    'Renewal: the subscription renews automatically until you cancel it. There is no minimum term.',
    payment,
    "Cancelling: cancel online at any time in a few clicks, from Subscriptions in your account or through the 'Manage subscription' link in any subscription email. No fee; boxes already ordered are still sent.",
  ].join('\n');
}

/** The stored text as its lines, for the pages that show it. */
export function keyInformationLines(text: string): string[] {
  return text.split('\n').filter((line) => line.trim() !== '');
}
