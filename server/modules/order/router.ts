import { placeOrderInputSchema, quoteInputSchema } from '../../../shared/schemas/checkout';
import { byIdInputSchema } from '../../../shared/schemas/order';
import { router } from '../../trpc/init';
import { authedProcedure } from '../../trpc/procedures';
import { placeOrder } from './place-order';
import { getOwnOrder, listOwnOrders, quoteCheckout } from './queries';

export const orderRouter = router({
  quote: authedProcedure
    .input(quoteInputSchema)
    .query(({ ctx, input }) => quoteCheckout(ctx.db, ctx.session.user.id, ctx.profile, input)),
  place: authedProcedure.input(placeOrderInputSchema).mutation(({ ctx, input }) => placeOrder(ctx, ctx, input)),
  listMine: authedProcedure.query(({ ctx }) => listOwnOrders(ctx.db, ctx.session.user.id)),
  getMine: authedProcedure.input(byIdInputSchema).query(({ ctx, input }) => getOwnOrder(ctx.db, ctx.session.user.id, input.id)),
});
