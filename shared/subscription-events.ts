import { once } from './once';

/**
 * What can happen to a subscription, as its timeline shows it and as the owner's figures count it
 * (new, cancelled, paused, resumed, failed payments). Stored as text, so a new kind is a line here.
 */
export const SUBSCRIPTION_EVENT_KINDS = [
  'created',
  'edited',
  'skipped',
  'delayed',
  'paused',
  'resumed',
  'cancelled',
  'renewed',
  'payment_failed',
  'reminder_sent',
  'notice_sent',
  'ordered_now',
] as const;
export type SubscriptionEventKind = (typeof SUBSCRIPTION_EVENT_KINDS)[number];

/** Who made it happen: the signed-in subscriber, a signed email link, the shop's staff, or a scheduled job. */
export const SUBSCRIPTION_EVENT_ACTORS = ['customer', 'email-link', 'admin', 'system'] as const;
export type SubscriptionEventActor = (typeof SUBSCRIPTION_EVENT_ACTORS)[number];

/** One timeline entry as the pages receive it. */
export type SubscriptionEventView = {
  id: string;
  kind: string;
  actor: SubscriptionEventActor;
  detail: Record<string, unknown>;
  at: Date;
};

const VERBS: Record<SubscriptionEventKind, string> = {
  created: 'Subscribed',
  edited: 'Changed',
  skipped: 'Skipped',
  delayed: 'Delayed one week',
  paused: 'Paused',
  resumed: 'Resumed',
  cancelled: 'Cancelled',
  renewed: 'Box ordered',
  payment_failed: 'Payment failed',
  reminder_sent: 'Reminder sent',
  notice_sent: 'Six-month notice sent',
  ordered_now: 'Next box ordered now',
};

const BY: Record<SubscriptionEventActor, string> = {
  customer: '',
  'email-link': ' by email link',
  admin: ' by the shop',
  system: '',
};

const dayMonth = once(() => new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/London', day: 'numeric', month: 'short' }));
const dayMonthYear = once(
  () => new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/London', day: 'numeric', month: 'short', year: 'numeric' }),
);
const ukYear = once(() => new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/London', year: 'numeric' }));

/** '3 Dec' within the current (UK) year, '3 Dec 2025' otherwise; YYYY-MM-DD dates are calendar days. */
export function shortDate(day: Date | string, now: Date = new Date()): string {
  const instant = typeof day === 'string' ? new Date(`${day}T12:00:00Z`) : day;
  const sameYear = ukYear().format(instant) === ukYear().format(now);
  return (sameYear ? dayMonth() : dayMonthYear()).format(instant);
}

/** 'Skipped by email link, 3 Dec': what happened, who did it (when not the subscriber or the shop's jobs), and when. */
export function timelineLabel(event: Pick<SubscriptionEventView, 'kind' | 'actor' | 'at'>, now: Date = new Date()): string {
  const verb = VERBS[event.kind as SubscriptionEventKind] ?? event.kind.replace(/_/g, ' ');
  return `${verb}${BY[event.actor] ?? ''}, ${shortDate(event.at, now)}`;
}

const dateIn = (detail: Record<string, unknown>, key: string): string | null =>
  typeof detail[key] === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(detail[key]) ? (detail[key] as string) : null;

/** A second line for entries whose detail says more: the delivery moved, the box's date, the failed payment. */
export function timelineNote(event: Pick<SubscriptionEventView, 'kind' | 'detail'>, now: Date = new Date()): string | null {
  const { detail } = event;
  const from = dateIn(detail, 'from');
  const to = dateIn(detail, 'to');
  if (from && to) return `Delivery ${shortDate(from, now)} → ${shortDate(to, now)}`;
  const period = dateIn(detail, 'period');
  if (event.kind === 'renewed' && period) return `Box of ${shortDate(period, now)}${detail.held ? ' (on hold)' : ''}`;
  if (event.kind === 'payment_failed' && typeof detail.orderNumber === 'number')
    return `Order #${detail.orderNumber}, attempt ${String(detail.attempt ?? 1)}`;
  if (event.kind === 'paused' && detail.cause === 'payment_failed') return 'After failed card payments';
  if ((event.kind === 'reminder_sent' || event.kind === 'notice_sent') && period) return `For ${shortDate(period, now)}`;
  if (typeof detail.reason === 'string') return detail.reason;
  return null;
}
