import type { OutgoingEmail } from './mailer';
import { layoutEmail } from './templates';

type ContactMessage = { name: string; email: string; orderNumber: number | null; message: string };

const orderPart = (orderNumber: number | null) => (orderNumber === null ? '' : ` about order #${orderNumber}`);

/** The message itself, to the seller's address; 'Reply' answers the sender. */
export function contactMessageToSellerEmail(to: string, data: ContactMessage & { adminUrl: string }): OutgoingEmail {
  return {
    ...layoutEmail({
      to,
      subject: `Message from ${data.name}${orderPart(data.orderNumber)} — Royal Biltong`,
      greeting: `${data.name} <${data.email}> wrote through the contact form${orderPart(data.orderNumber)}:`,
      paragraphs: [...data.message.split(/\n{2,}/), 'Reply to this email to answer them.'],
      action: { label: 'Open Messages', url: data.adminUrl },
    }),
    replyTo: data.email,
  };
}

/**
 * The sender's acknowledgement. It repeats neither the message nor the name typed: anyone can type any address into
 * the form, and an echo would let them send their own words to a stranger in the shop's name.
 */
export function contactAcknowledgementEmail(data: ContactMessage & { sellerEmail: string }): OutgoingEmail {
  return layoutEmail({
    to: data.email,
    subject: 'We have your message — Royal Biltong',
    greeting: 'Hello,',
    paragraphs: [
      `Thank you for getting in touch${orderPart(data.orderNumber)}. Your message has reached us and we will reply to this address as soon as we can, usually within two working days.`,
      `If you did not write to us, someone typed your address by mistake: you can ignore this email, or tell us at ${data.sellerEmail}.`,
    ],
  });
}
