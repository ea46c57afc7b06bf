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
}): OutgoingEmail {
  const list = input.varieties.join(', ');
  return layoutEmail({
    to: input.to,
    subject: `Action needed: ${list} is out of stock for your ${input.planName} delivery`,
    greeting: `Hello ${input.name},`,
    paragraphs: [
      `${list} (${input.weight}) is not available for your ${input.planName} delivery on ${input.deliveryDate}.`,
      'Please choose what we should do: swap the variety for another one (Edit on your subscription), or skip this delivery (Skip next delivery). If nothing changes, the delivery is held until the variety is back in stock.',
    ],
    action: { label: 'Open my subscriptions', url: `${input.baseUrl}/account` },
  });
}
