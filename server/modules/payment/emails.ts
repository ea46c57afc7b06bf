import { eq } from 'drizzle-orm';
import { formatGBP } from '../../../shared/money';
import type { DbOrTx } from '../../db/client';
import { profiles } from '../../db/schema/index';
import type { OutgoingEmail } from '../../mail/mailer';
import { layoutEmail } from '../../mail/templates';
import type { AppDeps } from '../../trpc/context';

/** Writes one alert per admin to the outbox, in the caller's transaction. */
export async function alertAdmins(tx: DbOrTx, deps: AppDeps, subject: string, paragraphs: string[]): Promise<void> {
  const admins = await tx.select({ email: profiles.email }).from(profiles).where(eq(profiles.role, 'admin'));
  for (const admin of admins)
    await deps.mailer.enqueue(layoutEmail({ to: admin.email, subject, greeting: 'Hello,', paragraphs }), tx);
}

export function paymentReceivedEmail(input: {
  to: string;
  orderNumber: number;
  totalPence: number;
  baseUrl: string;
}): OutgoingEmail {
  return layoutEmail({
    to: input.to,
    subject: `Payment received for order #${input.orderNumber}`,
    greeting: 'Hello,',
    paragraphs: [
      `Thank you: your card payment of ${formatGBP(input.totalPence)} for order #${input.orderNumber} has been received. We are getting your biltong ready.`,
    ],
    action: { label: 'See your orders', url: `${input.baseUrl}/account/orders` },
  });
}

/** A renewal needs the customer to confirm the charge with their bank (3-D Secure). */
type EmailLink = { label: string; url: string };

export function renewalAuthenticationEmail(input: {
  to: string;
  orderNumber: number;
  totalPence: number;
  url: string;
  /** The subscription's one-click links (skip, delay, change, pause, manage). */
  links?: EmailLink[];
}) {
  return layoutEmail({
    to: input.to,
    subject: `Please confirm the payment for order #${input.orderNumber}`,
    greeting: 'Hello,',
    paragraphs: [
      `Your bank asks you to confirm the ${formatGBP(input.totalPence)} payment for your subscription box (order #${input.orderNumber}). We send the box as soon as it is paid.`,
    ],
    action: { label: 'Confirm the payment', url: input.url },
    links: input.links,
  });
}

export function renewalDeclinedEmail(input: {
  to: string;
  orderNumber: number;
  totalPence: number;
  nextAttempt: string | null;
  url: string;
  links?: EmailLink[];
}): OutgoingEmail {
  return layoutEmail({
    to: input.to,
    subject: input.nextAttempt
      ? `Your card was declined for order #${input.orderNumber}`
      : `Your subscription is paused: payment for order #${input.orderNumber} failed`,
    greeting: 'Hello,',
    paragraphs: input.nextAttempt
      ? [
          `We could not charge ${formatGBP(input.totalPence)} to your saved card for your subscription box (order #${input.orderNumber}). We will try again on ${input.nextAttempt}.`,
          'You can pay now or replace your card in your account.',
        ]
      : [
          `We could not charge ${formatGBP(input.totalPence)} to your saved card for order #${input.orderNumber} after several attempts, so we have cancelled that box and paused your subscription.`,
          'Please replace your card in your account, then resume the subscription.',
        ],
    action: input.nextAttempt ? { label: 'Pay now', url: input.url } : { label: 'Update your card', url: input.url },
    links: input.links,
  });
}
