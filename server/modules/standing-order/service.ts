import { and, eq, inArray } from 'drizzle-orm';
import type { z } from 'zod';
import { shopToday } from '../../../shared/promotions';
import { poNumberProblem } from '../../../shared/schemas/po-number';
import type { createStandingOrderSchema, updateStandingOrderSchema } from '../../../shared/schemas/standing-order';
import { firstRunAfter, nextRunAfter, type StandingStatus } from '../../../shared/standing-orders';
import type { Db } from '../../db/client';
import type { Profile } from '../../db/schema/index';
import { standingOrderRuns, standingOrders } from '../../db/schema/index';
import { AppError } from '../../errors';
import { tradeTierOf } from '../catalogue/pricing';
import { priceTradeLines } from '../trade-order/catalogue';

type CreateInput = z.output<typeof createStandingOrderSchema>;
type UpdateInput = z.output<typeof updateStandingOrderSchema>;

const NOT_FOUND = 'Standing order not found.';

/** What every new or edited standing order must satisfy: a trade account, sizes that exist, a date ahead, the PO rule. */
async function checkRequest(db: Db, profile: Profile, input: CreateInput, today: string) {
  const tier = tradeTierOf(profile);
  if (tier === null) throw new AppError('FORBIDDEN', 'Only approved trade accounts can set up standing orders.');
  if (input.nextRunDate <= today) throw new AppError('BAD_REQUEST', 'The next order date must be after today.');
  const poProblem = poNumberProblem(profile.poNumberRequired, input.poNumber);
  if (poProblem) throw new AppError('BAD_REQUEST', poProblem);
  // A size out of stock today may be back by the run; one that is gone cannot be ordered again.
  const gone = (await priceTradeLines(db, tier, input.lines)).find((l) => l.availability === 'unavailable');
  if (gone?.problem) throw new AppError('BAD_REQUEST', gone.problem);
}

export async function createStandingOrder(db: Db, profile: Profile, input: CreateInput, today = shopToday()) {
  await checkRequest(db, profile, input, today);
  const [row] = await db
    .insert(standingOrders)
    .values({ userId: profile.userId, ...input })
    .returning({ id: standingOrders.id, nextRunDate: standingOrders.nextRunDate });
  return row;
}

/** Lines, rhythm, next date, end date and PO number; a cancelled or finished standing order stays as it ended. */
export async function updateStandingOrder(db: Db, profile: Profile, input: UpdateInput, today = shopToday()) {
  const { id, ...fields } = input;
  await checkRequest(db, profile, fields, today);
  const [row] = await db
    .update(standingOrders)
    .set({ ...fields, updatedAt: new Date() })
    .where(mineIn(profile.userId, id, ['active', 'paused']))
    .returning({ id: standingOrders.id });
  if (!row) throw new AppError('NOT_FOUND', NOT_FOUND);
  return row;
}

const mineIn = (userId: string, id: string, statuses: StandingStatus[]) =>
  and(eq(standingOrders.id, id), eq(standingOrders.userId, userId), inArray(standingOrders.status, statuses));

async function mine(db: Db, userId: string, id: string) {
  const [row] = await db
    .select()
    .from(standingOrders)
    .where(and(eq(standingOrders.id, id), eq(standingOrders.userId, userId)));
  if (!row) throw new AppError('NOT_FOUND', NOT_FOUND);
  return row;
}

/** The next run is not placed: recorded as skipped, and the standing order moves on one step (ending if past its end date). */
export async function skipNextRun(db: Db, userId: string, id: string) {
  const so = await mine(db, userId, id);
  if (so.status !== 'active' && so.status !== 'paused') throw new AppError('CONFLICT', 'This standing order has ended.');
  const next = nextRunAfter(so.nextRunDate, so.frequency);
  return db.transaction(async (tx) => {
    // Moves only from the date the buyer saw: a skip racing a run (or a second click) does not skip two.
    const [moved] = await tx
      .update(standingOrders)
      .set({
        nextRunDate: next,
        status: so.endDate !== null && next > so.endDate ? 'ended' : so.status,
        updatedAt: new Date(),
      })
      .where(and(eq(standingOrders.id, id), eq(standingOrders.nextRunDate, so.nextRunDate)))
      .returning({ nextRunDate: standingOrders.nextRunDate, status: standingOrders.status });
    if (!moved) throw new AppError('CONFLICT', 'This standing order has just changed. Please look again.');
    await tx
      .insert(standingOrderRuns)
      .values({ standingOrderId: id, runDate: so.nextRunDate, outcome: 'skipped' })
      .onConflictDoNothing();
    return { skipped: so.nextRunDate, ...moved };
  });
}

export async function pauseStandingOrder(db: Db, userId: string, id: string) {
  const [row] = await db
    .update(standingOrders)
    .set({ status: 'paused', updatedAt: new Date() })
    .where(mineIn(userId, id, ['active']))
    .returning({ id: standingOrders.id, status: standingOrders.status });
  if (!row) throw new AppError('NOT_FOUND', NOT_FOUND);
  return row;
}

/** Resumes on the first run date after today on the same rhythm: the runs missed while paused are not placed. */
export async function resumeStandingOrder(db: Db, userId: string, id: string, today = shopToday()) {
  const so = await mine(db, userId, id);
  if (so.status !== 'paused') throw new AppError('CONFLICT', 'This standing order is not paused.');
  const next = firstRunAfter(so.nextRunDate, so.frequency, today);
  if (so.endDate !== null && next > so.endDate)
    throw new AppError('CONFLICT', 'This standing order has no run left before its end date.');
  const [row] = await db
    .update(standingOrders)
    .set({ status: 'active', nextRunDate: next, updatedAt: new Date() })
    .where(mineIn(userId, id, ['paused']))
    .returning({ id: standingOrders.id, status: standingOrders.status, nextRunDate: standingOrders.nextRunDate });
  if (!row) throw new AppError('NOT_FOUND', NOT_FOUND);
  return row;
}

export async function cancelStandingOrder(db: Db, userId: string, id: string) {
  const [row] = await db
    .update(standingOrders)
    .set({ status: 'cancelled', updatedAt: new Date() })
    .where(mineIn(userId, id, ['active', 'paused']))
    .returning({ id: standingOrders.id, status: standingOrders.status });
  if (!row) throw new AppError('NOT_FOUND', NOT_FOUND);
  return row;
}
