import { and, asc, eq, inArray, lte } from 'drizzle-orm';
import { shopToday } from '../../../shared/promotions';
import { firstRunAfter, type LeftOut, planRun, type RunOutcome, runIdempotencyKey } from '../../../shared/standing-orders';
import { orderItems, profiles, standingOrderRuns, standingOrders } from '../../db/schema/index';
import { AppError } from '../../errors';
import {
  standingOrderHeldAdminEmail,
  standingOrderNotPlacedEmail,
  standingOrderShortEmail,
} from '../../mail/standing-order-emails';
import type { AppDeps } from '../../trpc/context';
import { tradeTierOf } from '../catalogue/pricing';
import { CreditHoldError } from '../ledger/on-account-check';
import { priceTradeLines } from '../trade-order/catalogue';
import { placeTradeOrder } from '../trade-order/place';
import { nameOf, sizeNames } from './queries';

type StandingOrder = typeof standingOrders.$inferSelect;
type Result = {
  outcome: RunOutcome;
  orderId: string | null;
  orderNumber: number | null;
  message: string | null;
  leftOut: LeftOut[];
};

export type StandingRun = Record<RunOutcome | 'ended', number>;

/**
 * Places every standing order due by today, one run each. Instances may run this at once and a run may
 * be cut short by a restart; each step is safe to repeat: the order is placed under a key made of the
 * standing order and the run date (placing it again returns the first order), what was left out is read
 * back from the order itself, and the (standing order, run date) row, written with the emails, admits
 * one writer. The next run date moves only from the date that was run.
 */
export async function runStandingOrders(deps: AppDeps, now = new Date()): Promise<StandingRun> {
  const today = shopToday(now);
  const counts: StandingRun = { placed: 0, held: 0, skipped: 0, not_placed: 0, ended: 0 };
  const due = await deps.db
    .select({ id: standingOrders.id })
    .from(standingOrders)
    .where(and(eq(standingOrders.status, 'active'), lte(standingOrders.nextRunDate, today)))
    .orderBy(asc(standingOrders.nextRunDate), asc(standingOrders.id));
  for (const { id } of due) {
    const [so] = await deps.db
      .select()
      .from(standingOrders)
      .where(and(eq(standingOrders.id, id), eq(standingOrders.status, 'active'), lte(standingOrders.nextRunDate, today)));
    if (!so) continue; // changed since the list was read: paused, cancelled, or run by another instance
    const outcome = await runOne(deps, so, today);
    if (outcome) counts[outcome]++;
  }
  return counts;
}

async function runOne(deps: AppDeps, so: StandingOrder, today: string): Promise<RunOutcome | 'ended' | null> {
  const runDate = so.nextRunDate;
  if (so.endDate !== null && runDate > so.endDate) {
    await advance(deps, so, runDate, today);
    return 'ended';
  }
  const [done] = await deps.db
    .select({ outcome: standingOrderRuns.outcome })
    .from(standingOrderRuns)
    .where(and(eq(standingOrderRuns.standingOrderId, so.id), eq(standingOrderRuns.runDate, runDate)));
  if (done) {
    // Recorded by a run that stopped before moving the date on.
    await advance(deps, so, runDate, today);
    return null;
  }
  const result = await attempt(deps, so, runDate);
  const recorded = await deps.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(standingOrderRuns)
      .values({ standingOrderId: so.id, runDate, ...result })
      .onConflictDoNothing()
      .returning({ id: standingOrderRuns.id });
    if (!row) return false;
    const [buyer] = await tx
      .select({ email: profiles.email, name: profiles.fullName, business: profiles.businessName })
      .from(profiles)
      .where(eq(profiles.userId, so.userId));
    if (!buyer) return true;
    const to = { to: buyer.email, name: buyer.name, baseUrl: deps.config.baseUrl };
    if (result.outcome === 'placed' && result.leftOut.length > 0 && result.orderNumber !== null) {
      await deps.mailer.enqueue(
        standingOrderShortEmail({ ...to, runDate, orderNumber: result.orderNumber, leftOut: result.leftOut }),
        tx,
      );
    }
    if (result.outcome === 'held' || result.outcome === 'not_placed') {
      const reason = result.message ?? '';
      await deps.mailer.enqueue(standingOrderNotPlacedEmail({ ...to, runDate, held: result.outcome === 'held', reason }), tx);
    }
    if (result.outcome === 'held') {
      const admins = await tx.select({ email: profiles.email }).from(profiles).where(eq(profiles.role, 'admin'));
      for (const admin of admins) {
        await deps.mailer.enqueue(
          standingOrderHeldAdminEmail({
            to: admin.email,
            account: buyer.business || buyer.name,
            runDate,
            reason: result.message ?? '',
            baseUrl: deps.config.baseUrl,
            userId: so.userId,
          }),
          tx,
        );
      }
    }
    return true;
  });
  await advance(deps, so, runDate, today);
  return recorded ? result.outcome : null;
}

/** Tries the run: what is in stock, at today's tier prices, on account. */
async function attempt(deps: AppDeps, so: StandingOrder, runDate: string): Promise<Result> {
  const none = { orderId: null, orderNumber: null, leftOut: [] };
  const [profile] = await deps.db.select().from(profiles).where(eq(profiles.userId, so.userId));
  const tier = tradeTierOf(profile ?? null);
  if (tier === null) return { ...none, outcome: 'not_placed', message: 'The account is no longer an approved trade account.' };
  const names = await sizeNames(
    deps.db,
    so.lines.map((l) => l.variantId),
  );
  // Stock can move between reading it and placing: the placing refuses a line that fell short, and the
  // run reads the stock again. A few tries settle it.
  for (let tries = 0; ; tries++) {
    const priced = await priceTradeLines(deps.db, tier, so.lines);
    const plan = planRun(
      priced.map((p, i) => ({
        variantId: p.requestedVariantId,
        name: nameOf(names, p.requestedVariantId),
        quantity: so.lines[i]?.quantity ?? 0,
        availability: p.availability,
        stock: p.stock,
      })),
    );
    if (plan.place.length === 0) {
      return { ...none, outcome: 'not_placed', message: 'every item is sold out or no longer available.', leftOut: plan.leftOut };
    }
    try {
      const placed = await placeTradeOrder(deps, {
        userId: so.userId,
        lines: plan.place,
        poNumber: so.poNumber,
        paymentMethod: 'on_account',
        idempotencyKey: runIdempotencyKey(so.id, runDate),
      });
      return {
        outcome: 'placed',
        orderId: placed.orderId,
        orderNumber: placed.number,
        message: null,
        leftOut: await leftOutOf(deps, so, names, placed.orderId),
      };
    } catch (error) {
      if (error instanceof CreditHoldError) return { ...none, outcome: 'held', message: error.userMessage };
      if (error instanceof AppError && error.code === 'CONFLICT' && tries < 3) continue;
      if (error instanceof AppError) return { ...none, outcome: 'not_placed', message: error.userMessage };
      throw error;
    }
  }
}

/** What the order holds against what the standing order asks for (read from the order, so a replayed run tells the truth). */
async function leftOutOf(deps: AppDeps, so: StandingOrder, names: Map<string, string>, orderId: string): Promise<LeftOut[]> {
  const items = await deps.db
    .select({ variantId: orderItems.variantId, quantity: orderItems.quantity })
    .from(orderItems)
    .where(
      and(
        eq(orderItems.orderId, orderId),
        inArray(
          orderItems.variantId,
          so.lines.map((l) => l.variantId),
        ),
      ),
    );
  const placed = new Map<string, number>();
  for (const i of items) if (i.variantId) placed.set(i.variantId, (placed.get(i.variantId) ?? 0) + i.quantity);
  return so.lines
    .map((l) => ({ name: nameOf(names, l.variantId), requested: l.quantity, placed: placed.get(l.variantId) ?? 0 }))
    .filter((l) => l.placed < l.requested);
}

/** Moves to the first run date after today (a long-stopped shop makes no catch-up orders), or ends it past its end date. */
async function advance(deps: AppDeps, so: StandingOrder, runDate: string, today: string) {
  const next = firstRunAfter(runDate, so.frequency, today);
  const ended = so.endDate !== null && next > so.endDate;
  await deps.db
    .update(standingOrders)
    .set({ nextRunDate: next, status: ended ? 'ended' : 'active', updatedAt: new Date() })
    .where(and(eq(standingOrders.id, so.id), eq(standingOrders.nextRunDate, runDate), eq(standingOrders.status, 'active')));
}
