import { createHash, randomBytes } from 'node:crypto';
import { and, count, countDistinct, eq, gt, min, sql } from 'drizzle-orm';
import { mailboxOf } from '../../../shared/mailbox';
import type { BackInStockRequestInput, backInStockWaitingTable } from '../../../shared/schemas/back-in-stock';
import type { TableListInput } from '../../../shared/table-query';
import { type AttemptLimit, clientNetworkOf, enforceLimits, type RateRule } from '../../auth/rate-limits';
import type { DbOrTx } from '../../db/client';
import { backInStockRequests, products, productVariants } from '../../db/schema/index';
import { countValue, tableOrderBy, tablePage } from '../../db/table-page';
import { AppError } from '../../errors';
import { BACK_IN_STOCK_JOB } from '../../jobs/job-types';
import { enqueueJob } from '../../jobs/queue';
import { backInStockConfirmEmail, backInStockEmail } from '../../mail/back-in-stock-emails';
import type { AppDeps, SessionInfo } from '../../trpc/context';

const CONFIRM_HOURS = 48;
const HOUR = 60 * 60;
/**
 * A guest's request mails a confirmation link to whatever address was typed, so guests are limited three
 * ways: per client IP (one visitor cannot mail many strangers), per mailbox (however its address is spelt,
 * nobody's inbox is flooded) and overall (many addresses from many IPs still cannot turn the shop into a
 * mailer). A signed-in customer's request mails nothing and counts only on their own account, so a guest
 * cannot use up that customer's allowance by typing their address. Enough to ask for a few sizes each.
 */
export const BACK_IN_STOCK_LIMITS = {
  perIp: { window: HOUR, max: 10 },
  perMailbox: { window: HOUR, max: 5 },
  overall: { window: HOUR, max: 300 },
  perAccount: { window: HOUR, max: 30 },
} satisfies Record<string, RateRule>;
const TRY_LATER = 'Please try again later.';

function requestLimits(session: SessionInfo | null, clientIp: string | null, email: string): AttemptLimit[] {
  const key = (scope: string) => `back-in-stock|${scope}`;
  if (session) {
    return [
      {
        key: key(`account:${session.user.id}`),
        rule: BACK_IN_STOCK_LIMITS.perAccount,
        message: `You have asked for too many back-in-stock alerts in the last hour. ${TRY_LATER}`,
      },
    ];
  }
  return [
    // Calls made inside the server carry no client IP; every request from a visitor does.
    ...(clientIp === null
      ? []
      : [
          {
            key: key(`ip:${clientNetworkOf(clientIp)}`),
            rule: BACK_IN_STOCK_LIMITS.perIp,
            message: `Too many back-in-stock alerts have been requested from your network in the last hour. ${TRY_LATER}`,
          },
        ]),
    {
      key: key(`mailbox:${mailboxOf(email)}`),
      rule: BACK_IN_STOCK_LIMITS.perMailbox,
      message: `Too many back-in-stock alerts have been requested for this email address in the last hour. ${TRY_LATER}`,
    },
    {
      key: key('guests'),
      rule: BACK_IN_STOCK_LIMITS.overall,
      message: `We are receiving too many back-in-stock requests just now. ${TRY_LATER}`,
    },
  ];
}

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');
const jobFor = (requestId: string) => ({
  kind: BACK_IN_STOCK_JOB,
  payload: { requestId },
  dedupeKey: `${BACK_IN_STOCK_JOB}:${requestId}`,
});

async function outOfStockSize(db: DbOrTx, productId: string, weight: BackInStockRequestInput['weight']) {
  const [size] = await db
    .select({ variantId: productVariants.id, stock: productVariants.stock, productName: products.name })
    .from(productVariants)
    .innerJoin(products, eq(products.id, productVariants.productId))
    .where(
      and(
        eq(productVariants.productId, productId),
        eq(productVariants.weight, weight),
        eq(products.showInShop, true),
        sql`${products.archivedAt} is null`,
      ),
    );
  if (!size) throw new AppError('NOT_FOUND', 'This product size is not in the shop.');
  if (size.stock > 0) throw new AppError('CONFLICT', 'This size is in stock: add it to your cart.');
  return size;
}

/**
 * 'Email me when it's back'. Signed in: their account's address, confirmed at once. Guests: stored
 * pending with a hashed, expiring token and sent a confirmation link (double opt-in). Guests always
 * hear "check your email", so the answer never tells whether an address already asked.
 */
export async function requestBackInStock(
  deps: AppDeps,
  { session, clientIp }: { session: SessionInfo | null; clientIp: string | null },
  input: BackInStockRequestInput,
): Promise<{ status: 'confirmed' | 'pending' }> {
  const email = (session?.user.email ?? input.email)?.toLowerCase();
  if (!email) throw new AppError('BAD_REQUEST', 'Please enter a valid email address');
  const size = await outOfStockSize(deps.db, input.productId, input.weight);
  await enforceLimits(deps.db, requestLimits(session, clientIp, email));
  const userId = session?.user.id ?? null;

  return deps.db.transaction(async (tx) => {
    if (session) {
      const [row] = await tx
        .insert(backInStockRequests)
        .values({ email, variantId: size.variantId, userId, status: 'confirmed', confirmedAt: sql`now()` })
        .onConflictDoUpdate({
          target: [backInStockRequests.email, backInStockRequests.variantId],
          set: { status: 'confirmed', userId, confirmedAt: sql`now()`, notifiedAt: null, confirmTokenHash: null },
        })
        .returning({ id: backInStockRequests.id });
      if (row) await notifyIfRestocked(tx, row.id, size.variantId);
      return { status: 'confirmed' as const };
    }
    const [existing] = await tx
      .select({ status: backInStockRequests.status })
      .from(backInStockRequests)
      .where(and(eq(backInStockRequests.email, email), eq(backInStockRequests.variantId, size.variantId)));
    if (existing?.status === 'confirmed') return { status: 'pending' as const };
    const token = randomBytes(32).toString('base64url');
    const pending = {
      status: 'pending' as const,
      confirmTokenHash: hashToken(token),
      confirmExpiresAt: sql`now() + make_interval(hours => ${CONFIRM_HOURS})`,
      notifiedAt: null,
      confirmedAt: null,
    };
    await tx
      .insert(backInStockRequests)
      .values({ email, variantId: size.variantId, ...pending })
      .onConflictDoUpdate({ target: [backInStockRequests.email, backInStockRequests.variantId], set: pending });
    const url = `${deps.config.baseUrl}/back-in-stock/confirm?token=${token}`;
    await deps.mailer.enqueue(
      backInStockConfirmEmail({
        to: email,
        productName: size.productName,
        weight: input.weight,
        url,
        expiresHours: CONFIRM_HOURS,
      }),
      tx,
    );
    return { status: 'pending' as const };
  });
}

/** A restock that committed between the request's stock check and its confirmation would find no confirmed row. */
async function notifyIfRestocked(tx: DbOrTx, requestId: string, variantId: string) {
  const [variant] = await tx
    .select({ stock: productVariants.stock })
    .from(productVariants)
    .where(eq(productVariants.id, variantId));
  if ((variant?.stock ?? 0) > 0) await enqueueJob(tx, jobFor(requestId));
}

/** The guest's link: a pending, unexpired request becomes confirmed (and waits for the restock). */
export async function confirmBackInStock(deps: AppDeps, token: string): Promise<{ productName: string; weight: string }> {
  return deps.db.transaction(async (tx) => {
    const [row] = await tx
      .update(backInStockRequests)
      .set({ status: 'confirmed', confirmedAt: sql`now()`, confirmTokenHash: null, confirmExpiresAt: null })
      .where(
        and(
          eq(backInStockRequests.confirmTokenHash, hashToken(token)),
          eq(backInStockRequests.status, 'pending'),
          gt(backInStockRequests.confirmExpiresAt, sql`now()`),
        ),
      )
      .returning({ id: backInStockRequests.id, variantId: backInStockRequests.variantId });
    if (!row) throw new AppError('BAD_REQUEST', 'This confirmation link is invalid or has expired.');
    await notifyIfRestocked(tx, row.id, row.variantId);
    const [size] = await tx
      .select({ productName: products.name, weight: productVariants.weight })
      .from(productVariants)
      .innerJoin(products, eq(products.id, productVariants.productId))
      .where(eq(productVariants.id, row.variantId));
    return { productName: size?.productName ?? '', weight: size?.weight ?? '' };
  });
}

/**
 * The 'back-in-stock' job: writes the one email to the outbox and marks the request notified in one
 * transaction. The row lock and the status check make a second run (retry, another instance) a no-op;
 * sold out again before the job ran, the request keeps waiting for the next restock.
 */
export async function sendBackInStockEmail(deps: AppDeps, requestId: string): Promise<void> {
  await deps.db.transaction(async (tx) => {
    const [request] = await tx
      .select({
        email: backInStockRequests.email,
        stock: productVariants.stock,
        weight: productVariants.weight,
        productName: products.name,
        slug: products.slug,
      })
      .from(backInStockRequests)
      .innerJoin(productVariants, eq(productVariants.id, backInStockRequests.variantId))
      .innerJoin(products, eq(products.id, productVariants.productId))
      .where(and(eq(backInStockRequests.id, requestId), eq(backInStockRequests.status, 'confirmed')))
      .for('update', { of: backInStockRequests });
    if (!request || request.stock <= 0) return;
    const productUrl = `${deps.config.baseUrl}/shop/${encodeURIComponent(request.slug)}`;
    await deps.mailer.enqueue(
      backInStockEmail({ to: request.email, productName: request.productName, weight: request.weight, productUrl }),
      tx,
    );
    await tx
      .update(backInStockRequests)
      .set({ status: 'notified', notifiedAt: sql`now()` })
      .where(eq(backInStockRequests.id, requestId));
  });
}

/** Admin: confirmed requests still waiting, per product size, most wanted first. */
export async function waitingBackInStock(db: DbOrTx, input: TableListInput<typeof backInStockWaitingTable>) {
  const waiting = count(backInStockRequests.id);
  const oldest = min(backInStockRequests.createdAt);
  const confirmed = eq(backInStockRequests.status, 'confirmed');
  const sortColumns = { product: products.name, waiting, oldest, stock: productVariants.stock };
  return tablePage(input, {
    rows: (window) =>
      db
        .select({
          productId: products.id,
          productName: products.name,
          weight: productVariants.weight,
          stock: productVariants.stock,
          waiting,
          oldestRequestAt: oldest,
        })
        .from(backInStockRequests)
        .innerJoin(productVariants, eq(productVariants.id, backInStockRequests.variantId))
        .innerJoin(products, eq(products.id, productVariants.productId))
        .where(confirmed)
        .groupBy(products.id, products.name, productVariants.id, productVariants.weight, productVariants.stock)
        .orderBy(...tableOrderBy(input.sort, sortColumns, productVariants.id))
        .limit(window.limit)
        .offset(window.offset),
    count: async () =>
      countValue(
        await db
          .select({ value: countDistinct(backInStockRequests.variantId) })
          .from(backInStockRequests)
          .where(confirmed),
      ),
  });
}
