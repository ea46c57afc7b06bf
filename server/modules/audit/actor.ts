/** Who made an admin change: written to audit rows, order events, stock movements and ledger entries. */
export type Actor = { userId: string };

export const actorOf = (ctx: { session: { user: { id: string } } }): Actor => ({ userId: ctx.session.user.id });
