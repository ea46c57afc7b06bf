import { eq } from 'drizzle-orm';
import type { DeliveryOption } from '../../../shared/delivery';
import { poNumberProblem } from '../../../shared/schemas/po-number';
import { NO_LINES_MESSAGE, QUANTITY_MESSAGE, type TradePaymentMethod } from '../../../shared/schemas/trade-order';
import { TRADE_MAX_LINE_QUANTITY, type TradeOrderLine } from '../../../shared/trade-order';
import { profiles, user } from '../../db/schema/index';
import { AppError } from '../../errors';
import type { AppDeps } from '../../trpc/context';
import { tradeTierOf } from '../catalogue/pricing';
import { type PlacedOrder, type Placement, placeWithReplay } from '../order/placement';
import { priceTradeLines } from './catalogue';

/** A trade order as the quick order, a reorder, an uploaded file or a background job asks for it. */
export type TradeOrderRequest = {
  userId: string;
  lines: readonly TradeOrderLine[];
  poNumber: string | null;
  paymentMethod: TradePaymentMethod;
  /** One order per key and account: the same key again replays the first order. */
  idempotencyKey: string;
  deliveryOption?: DeliveryOption;
};

/**
 * Places a trade order for an approved trade account, with or without a request behind it (it reads the
 * account itself): each line at the account's tier net price with its VAT, delivered to the account's
 * address, charged to the account (after the on-account check) or paid by card. It places as checkout does
 * (order/placement.ts): stock taken as it is checked, invoice and email in the same transaction, the cart
 * left alone. Refusals are AppErrors with the message to show.
 */
export function placeTradeOrder(deps: AppDeps, request: TradeOrderRequest): Promise<PlacedOrder> {
  const { userId, idempotencyKey, paymentMethod } = request;
  return placeWithReplay(deps, { userId, idempotencyKey, paymentMethod }, () => prepare(deps, request));
}

async function accountOf(deps: AppDeps, userId: string) {
  const [row] = await deps.db
    .select({ profile: profiles, email: user.email })
    .from(profiles)
    .innerJoin(user, eq(user.id, profiles.userId))
    .where(eq(profiles.userId, userId));
  return row ?? null;
}

function checkLines(lines: readonly TradeOrderLine[]) {
  if (lines.length === 0) throw new AppError('BAD_REQUEST', NO_LINES_MESSAGE);
  if (lines.some((l) => !Number.isInteger(l.quantity) || l.quantity < 1 || l.quantity > TRADE_MAX_LINE_QUANTITY)) {
    throw new AppError('BAD_REQUEST', QUANTITY_MESSAGE);
  }
  if (new Set(lines.map((l) => l.variantId)).size !== lines.length) {
    throw new AppError('BAD_REQUEST', 'Each size may appear only once.');
  }
}

async function prepare(deps: AppDeps, request: TradeOrderRequest): Promise<Placement> {
  const account = await accountOf(deps, request.userId);
  const tier = tradeTierOf(account?.profile ?? null);
  if (!account || tier === null) throw new AppError('FORBIDDEN', 'Only approved trade accounts can place trade orders.');
  const { profile } = account;
  checkLines(request.lines);
  if (request.paymentMethod === 'card' && !deps.config.stripe) {
    throw new AppError('BAD_REQUEST', 'Card payments are not available at the moment. Please pay on account.');
  }
  const poProblem = poNumberProblem(profile.poNumberRequired, request.poNumber);
  if (poProblem) throw new AppError('BAD_REQUEST', poProblem);
  if (!profile.address1 || !profile.city || !profile.postcode) {
    throw new AppError('BAD_REQUEST', 'Please add your delivery address to Your Profile before ordering.');
  }
  const lines = await priceTradeLines(deps.db, tier, request.lines);
  const broken = lines.find((l) => l.problem !== null);
  if (broken?.problem) throw new AppError('CONFLICT', broken.problem);
  return {
    userId: request.userId,
    email: account.email,
    tier,
    lines,
    shipping: {
      fullName: profile.fullName,
      address1: profile.address1,
      address2: profile.address2 ?? null,
      city: profile.city,
      postcode: profile.postcode,
    },
    paymentMethod: request.paymentMethod,
    deliveryOption: request.deliveryOption ?? 'tracked',
    poNumber: request.poNumber,
    termsDays: profile.termsDays,
    idempotencyKey: request.idempotencyKey,
    fromCart: false,
  };
}
