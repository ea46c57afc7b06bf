import { COLLECT_LABEL, type DeliveryRates } from './delivery';
import { formatGBP } from './money';

/**
 * What the shop promises every consumer, in the words the checkout, the order confirmation (email and account)
 * and the starting text of the owner's pages share. Biltong is perishable food, so the 14-day right to cancel
 * does not cover goods once their seal is broken; faulty goods are always covered.
 */
export const RETURNS_RULE = [
  'Sealed food can be returned unopened within 14 days of delivery for a full refund.',
  'Opened food cannot be returned, for hygiene reasons.',
  'Faulty goods can always be returned, opened or not: we refund or replace them.',
] as const;

/** Working days between payment (or an order on account) and the parcel leaving us. */
export const DISPATCH_WORKING_DAYS = 2;

/** When an order leaves us, by how it is paid. */
export function dispatchPromise(paymentMethod: string): string {
  const within = `within ${DISPATCH_WORKING_DAYS} working days`;
  if (paymentMethod === 'on_account') return `We dispatch your order ${within}.`;
  if (paymentMethod === 'card') return `We dispatch your order ${within} of your card payment.`;
  return `We dispatch your order ${within} of your payment reaching us.`;
}

/** How to cancel before dispatch. */
export function cancelInstructions(sellerEmail: string): string {
  return `To cancel your order before we dispatch it, email ${sellerEmail} with your order number and we refund anything you have paid. Once it has been dispatched, the returns rules apply.`;
}

/** '1 kg', '500 g', '2.5 kg' */
export function formatGrams(grams: number): string {
  return grams >= 1000 ? `${Number((grams / 1000).toFixed(3))} kg` : `${grams} g`;
}

/**
 * The shop's delivery charges in one sentence, from the back office's delivery settings, e.g. 'Tracked 48: £3.95
 * up to 1 kg, £4.95 up to 2 kg; free when your goods come to £40.00 or more.'
 */
export function deliveryChargeRule(rates: DeliveryRates): string {
  const bands = [...rates.bands].sort((a, b) => a.maxWeightGrams - b.maxWeightGrams);
  const services = [...new Set(bands.map((band) => band.service))];
  const prices = services.map((service) => {
    const steps = bands
      .filter((band) => band.service === service)
      .map((band) => `${formatGBP(band.pricePence)} up to ${formatGrams(band.maxWeightGrams)}`);
    return `${service}: ${steps.join(', ')}`;
  });
  const charged = prices.length > 0 ? prices.join('; ') : 'Delivery';
  const collect = rates.collectEnabled
    ? ` ${COLLECT_LABEL}: ${rates.collectPricePence > 0 ? formatGBP(rates.collectPricePence) : 'free'}.`
    : '';
  return `${charged}; free when your goods come to ${formatGBP(rates.freeThresholdPence)} or more.${collect}`;
}

/**
 * The ways a shopper can pay, as the checkout states them before the order: card only once the shop takes cards
 * (Stripe), on account only for approved trade accounts.
 */
export function acceptedPaymentMethods({ cardPayments, tradeAccount }: { cardPayments: boolean; tradeAccount: boolean }): string {
  const methods = [
    ...(cardPayments ? ['debit or credit card (including Apple Pay and Google Pay)'] : []),
    'bank transfer',
    ...(tradeAccount ? ['your trade account'] : []),
  ];
  const list = methods.length === 1 ? methods[0] : `${methods.slice(0, -1).join(', ')} or ${methods.at(-1)}`;
  return `You can pay by ${list}.`;
}

/** Goods go to UK addresses only: the checkout says so before the shopper types one. */
export const UK_ONLY = 'We deliver to addresses in the United Kingdom only.';
