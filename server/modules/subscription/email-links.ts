import { eq } from 'drizzle-orm';
import {
  type ChangingAction,
  isChangingAction,
  LINK_ACTIONS,
  LINK_LABELS,
  type LinkAction,
  type LinkRefusal,
  REFUSAL_MESSAGES,
} from '../../../shared/subscription-links';
import type { AppConfig } from '../../config';
import type { Db, Tx } from '../../db/client';
import { subscriptionLinkUses, subscriptions } from '../../db/schema/index';
import { recordAudit } from '../audit/service';
import { applyChangeTo, type SubscriptionChange } from './changes';
import { type LinkClaims, readActionLink, signActionLink, signCapability } from './link-tokens';

type Subscription = typeof subscriptions.$inferSelect;

/** The five links of a subscription email, for the delivery it is about. */
export async function subscriptionEmailLinks(
  config: Pick<AppConfig, 'authSecret' | 'baseUrl'>,
  subscriptionId: string,
  deliveryDate: string,
): Promise<{ label: string; url: string }[]> {
  return Promise.all(
    LINK_ACTIONS.map(async (action) => {
      const token = await signActionLink(config, { subscriptionId, action, deliveryDate });
      return { label: LINK_LABELS[action], url: `${config.baseUrl}/subscription-action?token=${token}` };
    }),
  );
}

/** What the link page shows: the subscription and action named, or why the link does not work. */
export type LinkSummary = {
  action: LinkAction;
  deliveryDate: string;
  planName: string;
  bagCount: number;
  weight: string;
  frequency: string;
};
export type LinkPreview = ({ status: 'ready' } & LinkSummary) | { status: LinkRefusal; message: string };
export type LinkResult =
  | ({ status: 'done'; nextDeliveryAt: string; subscriptionStatus: string } & LinkSummary)
  | ({ status: 'opened'; capability: string } & LinkSummary)
  | { status: LinkRefusal; message: string };

const refused = (status: LinkRefusal) => ({ status, message: REFUSAL_MESSAGES[status] });

const summaryOf = (claims: LinkClaims, sub: Subscription): LinkSummary => ({
  action: claims.action,
  deliveryDate: claims.deliveryDate,
  planName: sub.planName,
  bagCount: sub.bagCount,
  weight: sub.weight,
  frequency: sub.frequency,
});

/** A skip, delay or pause is about the delivery the email named: once that delivery has moved, the link is out of date. */
const isStale = (claims: LinkClaims, sub: Subscription) =>
  isChangingAction(claims.action) && sub.nextDeliveryAt !== claims.deliveryDate;

async function isUsed(db: Db | Tx, jti: string): Promise<boolean> {
  const [row] = await db
    .select({ jti: subscriptionLinkUses.jti })
    .from(subscriptionLinkUses)
    .where(eq(subscriptionLinkUses.jti, jti));
  return Boolean(row);
}

/**
 * Opening a link only reads: mail scanners and link previews open every link in an email, so
 * nothing may change until the person presses the button (linkAct).
 */
export async function previewLink(db: Db, config: AppConfig, token: string): Promise<LinkPreview> {
  const checked = await readActionLink(config, token);
  if (!checked.ok) return refused(checked.reason);
  const { claims } = checked;
  const [sub] = await db.select().from(subscriptions).where(eq(subscriptions.id, claims.subscriptionId));
  if (!sub) return refused('invalid');
  if (await isUsed(db, claims.jti)) return refused('used');
  if (isStale(claims, sub)) return refused('stale');
  return { status: 'ready', ...summaryOf(claims, sub) };
}

const CHANGE_OF: Record<ChangingAction, SubscriptionChange> = { skip: 'skip', delay: 'delay', pause: 'pause' };

/**
 * The button on the link page. The link's id is stored in the transaction of the change, with the
 * subscription row locked: two presses (or two tabs, or two instances) act once, and a change that
 * is refused (a paused subscription cannot skip) leaves the link unused. 'Change flavours' and
 * 'Manage subscription' act by handing back a capability for that one subscription.
 */
export async function actOnLink(db: Db, config: AppConfig, token: string): Promise<LinkResult> {
  const checked = await readActionLink(config, token);
  if (!checked.ok) return refused(checked.reason);
  const { claims } = checked;
  return db.transaction(async (tx): Promise<LinkResult> => {
    const [sub] = await tx.select().from(subscriptions).where(eq(subscriptions.id, claims.subscriptionId)).for('update');
    if (!sub) return refused('invalid');
    if (await isUsed(tx, claims.jti)) return refused('used');
    if (isStale(claims, sub)) return refused('stale');
    const [claimed] = await tx
      .insert(subscriptionLinkUses)
      .values({ jti: claims.jti, subscriptionId: sub.id, action: claims.action, expiresAt: claims.expiresAt })
      .onConflictDoNothing()
      .returning({ jti: subscriptionLinkUses.jti });
    if (!claimed) return refused('used');
    const audit = { actorUserId: sub.userId, targetType: 'subscription', targetId: sub.id };
    if (!isChangingAction(claims.action)) {
      await recordAudit(tx, {
        ...audit,
        action: 'subscription.email_link_opened',
        after: { link: claims.action, jti: claims.jti },
      });
      const capability = await signCapability(config, { subscriptionId: sub.id, userId: sub.userId });
      return { status: 'opened', capability, ...summaryOf(claims, sub) };
    }
    const change = CHANGE_OF[claims.action];
    const row = await applyChangeTo(tx, sub, change, { actor: 'email-link', actorUserId: sub.userId });
    await recordAudit(tx, {
      ...audit,
      action: `subscription.${change}`,
      before: { status: sub.status, nextDeliveryAt: sub.nextDeliveryAt },
      after: { status: row.status, nextDeliveryAt: row.nextDeliveryAt, via: 'email-link', jti: claims.jti },
    });
    return { status: 'done', nextDeliveryAt: row.nextDeliveryAt, subscriptionStatus: row.status, ...summaryOf(claims, sub) };
  });
}
