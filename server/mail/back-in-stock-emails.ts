import type { OutgoingEmail } from './mailer';
import { layoutEmail } from './templates';

type SizeOf = { to: string; productName: string; weight: string };

/** Double opt-in for guests: nothing is sent on restock until this link is followed. */
export function backInStockConfirmEmail(data: SizeOf & { url: string; expiresHours: number }): OutgoingEmail {
  return layoutEmail({
    to: data.to,
    subject: `Confirm your back-in-stock alert for ${data.productName} ${data.weight} — Royal Biltong`,
    greeting: 'Hello,',
    paragraphs: [
      `Someone (we hope you) asked us to email this address when ${data.productName} ${data.weight} is back in stock.`,
      `Please confirm within ${data.expiresHours} hours. If it was not you, ignore this email: without confirmation we will not write again.`,
    ],
    action: { label: 'Confirm my alert', url: data.url },
  });
}

/** The one email a confirmed request gets when its size is restocked. */
export function backInStockEmail(data: SizeOf & { productUrl: string }): OutgoingEmail {
  return layoutEmail({
    to: data.to,
    subject: `${data.productName} ${data.weight} is back in stock — Royal Biltong`,
    greeting: 'Good news,',
    paragraphs: [
      `${data.productName} ${data.weight} is back in stock. Stock can go quickly, so do not wait too long.`,
      'This is the only email you get for this alert: you asked for it on our shop, and there is nothing to unsubscribe from. If you did not ask, simply ignore it.',
    ],
    action: { label: `Shop ${data.productName}`, url: data.productUrl },
  });
}
