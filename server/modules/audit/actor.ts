/** Who made an admin change: written to audit rows, order events, stock movements and ledger entries. */
export type Actor = { userId: string };

export const actorOf = (ctx: { session: { user: { id: string } } }): Actor => ({ userId: ctx.session.user.id });

/** Changes made by the shop's own scheduled jobs (expiry, renewals). */
export const SYSTEM_ACTOR: Actor = { userId: 'system' };
