import { orderPaymentInputSchema, refundInputSchema } from '../../../shared/schemas/payment';
import { router } from '../../trpc/init';
import { adminProcedure, authedProcedure, publicProcedure } from '../../trpc/procedures';
import { actorOf } from '../audit/actor';
import { cardPaymentStatus, checkoutPaymentConfig, startCardPaymentForShopper } from './checkout-payment';
import { refundOrder } from './refunds';
import { savedCardOf, startCardSetup } from './saved-card';

export const paymentRouter = router({
  /** Whether the checkout offers card payment, Stripe.js's publishable key, and how long a bank transfer is held. */
  config: publicProcedure.query(({ ctx }) => checkoutPaymentConfig(ctx)),
  start: authedProcedure
    .input(orderPaymentInputSchema)
    .mutation(({ ctx, input }) => startCardPaymentForShopper(ctx, ctx.session.user.id, input.orderId)),
  status: authedProcedure
    .input(orderPaymentInputSchema)
    .query(({ ctx, input }) => cardPaymentStatus(ctx, ctx.session.user.id, input.orderId)),
  setupCard: authedProcedure.mutation(({ ctx }) => startCardSetup(ctx, ctx.session.user.id)),
  savedCard: authedProcedure.query(({ ctx }) => savedCardOf(ctx, ctx.session.user.id)),
  // A refund with returned goods puts them back in stock, which the admin may look at next.
  refund: adminProcedure
    .meta({ catalogueReadBack: true })
    .input(refundInputSchema)
    .mutation(({ ctx, input }) => refundOrder(ctx, actorOf(ctx), input)),
});
