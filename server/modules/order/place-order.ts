import type { z } from 'zod';
import type { placeOrderInputSchema } from '../../../shared/schemas/checkout';
import { poNumberProblem } from '../../../shared/schemas/po-number';
import type { Profile } from '../../db/schema/index';
import { AppError } from '../../errors';
import type { AppDeps, SessionInfo } from '../../trpc/context';
import { pricedServerCart } from '../cart/service';
import { tradeTierOf } from '../catalogue/pricing';
import { type PlacedOrder, type Placement, placeWithReplay } from './placement';

type Input = z.output<typeof placeOrderInputSchema>;
type Actor = { session: SessionInfo; profile: Profile | null };

/**
 * Places the signed-in shopper's server cart at checkout: re-priced from the database and placed in one
 * transaction that also empties the cart (placement.ts). The same idempotency key replays the first order.
 */
export function placeOrder(deps: AppDeps, actor: Actor, input: Input): Promise<PlacedOrder> {
  const userId = actor.session.user.id;
  return placeWithReplay(deps, { userId, idempotencyKey: input.idempotencyKey, paymentMethod: input.paymentMethod }, () =>
    readBasket(deps, actor, input),
  );
}

/**
 * What the order is made of, read before the transaction opens: the cart re-priced from the database (the
 * delivery rates come with the placing terms, placement.ts). Read inside it the cart would be no fresher (each
 * statement sees what was committed when it started, and nothing read here is locked: the stock is checked as
 * it is taken), and the transaction holds its connection for fewer round trips.
 */
async function readBasket(deps: AppDeps, actor: Actor, input: Input): Promise<Placement> {
  const tier = tradeTierOf(actor.profile);
  if (input.paymentMethod === 'on_account' && tier === null) {
    throw new AppError('FORBIDDEN', 'Pay on account is available to approved trade accounts only.');
  }
  if (input.paymentMethod === 'card' && !deps.config.stripe) {
    throw new AppError('BAD_REQUEST', 'Card payments are not available at the moment. Please pay by bank transfer.');
  }
  // A purchase order number belongs to trade orders only; a retail shopper's is not kept.
  const poNumber = tier === null ? null : (input.poNumber ?? null);
  const poProblem = tier === null ? null : poNumberProblem(actor.profile?.poNumberRequired ?? false, poNumber);
  if (poProblem) throw new AppError('BAD_REQUEST', poProblem);
  const userId = actor.session.user.id;
  const lines = await pricedServerCart(deps.db, userId, tier);
  if (lines.length === 0) throw new AppError('BAD_REQUEST', 'Your cart is empty');
  const broken = lines.find((l) => l.problem !== null);
  if (broken) throw new AppError('CONFLICT', `${broken.productName} ${broken.weight}: ${broken.problem}`);
  return {
    userId,
    email: actor.session.user.email,
    tier,
    lines,
    shipping: { ...input.shipping, address2: input.shipping.address2 ?? null },
    paymentMethod: input.paymentMethod,
    deliveryOption: input.deliveryOption,
    promotionCode: input.promotionCode,
    poNumber,
    termsDays: actor.profile?.termsDays ?? null,
    idempotencyKey: input.idempotencyKey,
    fromCart: true,
  };
}
