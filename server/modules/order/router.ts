import { placeOrderInputSchema, quoteInputSchema } from '../../../shared/schemas/checkout';
import { byIdInputSchema } from '../../../shared/schemas/order';
import { router } from '../../trpc/init';
import { authedProcedure } from '../../trpc/procedures';
import { cancelOwnUnpaidOrder } from './cancel-own';
import { placeOrder } from './place-order';
import { getOwnOrder, listOwnOrders, quoteCheckout } from './queries';

export const orderRouter = router({
  quote: authedProcedure
    .input(quoteInputSchema)
    .query(({ ctx, input }) => quoteCheckout(ctx.db, ctx.session.user.id, ctx.profile, input)),
  place: authedProcedure.input(placeOrderInputSchema).mutation(({ ctx, input }) => placeOrder(ctx, ctx, input)),
  /** The customer cancels their own unpaid shop order (stock and code use back). */
  cancelMine: authedProcedure
    .input(byIdInputSchema)
    .mutation(({ ctx, input }) => cancelOwnUnpaidOrder(ctx, ctx.session.user.id, input.id)),
  listMine: authedProcedure.query(({ ctx }) => listOwnOrders(ctx.db, ctx.session.user.id)),
  getMine: authedProcedure.input(byIdInputSchema).query(({ ctx, input }) => getOwnOrder(ctx.db, ctx.session.user.id, input.id)),
});
