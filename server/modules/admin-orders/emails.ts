import type { ShippingAddress } from '../../db/schema/index';
import type { OutgoingEmail } from '../../mail/mailer';
import { layoutEmail } from '../../mail/templates';

/** Sent when an admin marks an order shipped (through the outbox, in the same transaction). */
export function orderShippedEmail(input: {
  to: string;
  orderNumber: number;
  address: ShippingAddress;
  trackingReference: string | null;
  poNumber?: string | null;
  baseUrl: string;
}): OutgoingEmail {
  const { address } = input;
  const destination = [address.address1, address.address2, address.city, address.postcode].filter(Boolean).join(', ');
  return layoutEmail({
    to: input.to,
    subject: `Your Royal Biltong order #${input.orderNumber} has shipped`,
    greeting: `Hello ${address.fullName},`,
    paragraphs: [
      `Good news: your order #${input.orderNumber} has left our smokehouse and is on its way to ${destination}.`,
      input.trackingReference
        ? `Your tracking reference is ${input.trackingReference}.`
        : 'We will let you know if anything changes with your delivery.',
      ...(input.poNumber ? [`Your purchase order number: ${input.poNumber}.`] : []),
    ],
    action: { label: 'See your orders', url: `${input.baseUrl}/account/orders` },
  });
}
