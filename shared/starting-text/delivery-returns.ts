import { cancelInstructions, DISPATCH_WORKING_DAYS, deliveryChargeRule, formatGrams, RETURNS_RULE } from '../consumer-rules';
import { formatGBP } from '../money';
import { howToReachUs, type StartingTextFacts } from './facts';

export function deliveryReturnsText({ seller, rates }: StartingTextFacts): string {
  const bands = [...rates.bands].sort((a, b) => a.maxWeightGrams - b.maxWeightGrams);
  const table = [
    '| Parcel weight | Service | Price |',
    '|---|---|---|',
    ...bands.map((band) => `| up to ${formatGrams(band.maxWeightGrams)} | ${band.service} | ${formatGBP(band.pricePence)} |`),
  ].join('\n');
  return `## Delivery

We deliver to addresses in the United Kingdom only.

${deliveryChargeRule(rates)}

${table}

Delivery is free when your goods come to ${formatGBP(rates.freeThresholdPence)} or more after any discount. Heavier orders go as several parcels. Subscription boxes cost ${formatGBP(rates.subscriptionPricePence)} each to deliver unless your plan ships free.

We dispatch orders within ${DISPATCH_WORKING_DAYS} working days (Monday to Friday, bank holidays excepted) of receiving your payment, and email you when your parcel is on its way.

## Cancelling an order

${cancelInstructions(seller.email)}

## Returns

Our biltong is food that spoils once opened, so:

${RETURNS_RULE.map((rule) => `- ${rule}`).join('\n')}

To return something, ${howToReachUs(seller)} with your order number within 14 days of delivery, and we tell you where to send it. We refund within 14 days of receiving the goods back, including the standard delivery charge you paid. You pay the cost of sending back sealed goods you no longer want; we pay for returning faulty goods.
`;
}
