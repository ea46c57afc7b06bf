import { cancelInstructions, DISPATCH_WORKING_DAYS, deliveryChargeRule, RETURNS_RULE } from '../consumer-rules';
import { howToReachUs, type StartingTextFacts, whoWeAre } from './facts';

export function termsText({ seller, rates }: StartingTextFacts): string {
  return `These terms apply to every order you place on this website. Please read them before you order: by placing an order you agree to them.

## Who we are

${whoWeAre(seller)}

To contact us, ${howToReachUs(seller)}, or use our [contact page](/contact).

## Your order

- We sell to customers with a delivery address in the United Kingdom only.
- Prices are in pounds sterling and include VAT where it applies. The delivery charge and the total you will pay are shown before you place your order.
- When you press 'Place Order' you offer to buy the goods in your cart at that total. A contract is made when we email you the order confirmation.
- If we cannot supply something you ordered (for example it has sold out) we tell you and refund anything you have paid for it.

## Paying

- By card: the payment is taken when you complete the payment step after placing your order.
- By bank transfer: we email your invoice with our bank details and your payment reference, and hold your order until your payment arrives.
- Approved trade accounts may pay on account, by the due date on the invoice.

## Delivery

${deliveryChargeRule(rates)}

We dispatch orders within ${DISPATCH_WORKING_DAYS} working days of receiving payment. See [Delivery & Returns](/delivery-returns) for the details.

## Cancelling and returns

${cancelInstructions(seller.email)}

Our biltong is food that spoils once opened, so:

${RETURNS_RULE.map((rule) => `- ${rule}`).join('\n')}

To return something, contact us first with your order number. We refund within 14 days of receiving the goods back, to the way you paid. Nothing in these terms affects your legal rights as a consumer, including your rights under the Consumer Rights Act 2015 when goods are faulty or not as described.

## Subscriptions

Subscribe & Save plans renew until you cancel them. You can pause or cancel a plan at any time from your account; changes apply from the next delivery.

## The law

These terms are governed by the law of England and Wales. If you live elsewhere in the United Kingdom you may also bring a claim in the courts of the part of the UK where you live.
`;
}
