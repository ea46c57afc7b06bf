import { cartLineKeySchema, mergeCartInputSchema, setQuantityInputSchema } from '../../../shared/schemas/cart';
import { router } from '../../trpc/init';
import { authedProcedure, publicProcedure } from '../../trpc/procedures';
import { addItem, clearCart, getCart, mergeGuestCart, priceGuestCart, removeItem, setItemQuantity } from './service';

// A cart write changes nothing the shop list shows: no catalogue read-back to wait for (see ProcedureMeta).
const cartWrite = authedProcedure.meta({ catalogueReadBack: false });

/** A signed-in shopper's cart; guests keep theirs in the browser until they sign in. */
export const cartRouter = router({
  /** Prices a guest's browser cart from the database (guests always see retail prices). */
  priceGuest: publicProcedure.input(mergeCartInputSchema).query(({ ctx, input }) => priceGuestCart(ctx.db, input.lines)),
  get: authedProcedure.query(({ ctx }) => getCart(ctx.db, ctx.session.user.id, ctx.profile)),
  add: cartWrite.input(cartLineKeySchema).mutation(({ ctx, input }) => addItem(ctx.db, ctx.session.user.id, input)),
  setQuantity: cartWrite
    .input(setQuantityInputSchema)
    .mutation(({ ctx, input: { quantity, ...key } }) => setItemQuantity(ctx.db, ctx.session.user.id, key, quantity)),
  remove: cartWrite.input(cartLineKeySchema).mutation(({ ctx, input }) => removeItem(ctx.db, ctx.session.user.id, input)),
  clear: cartWrite.mutation(({ ctx }) => clearCart(ctx.db, ctx.session.user.id)),
  merge: cartWrite
    .input(mergeCartInputSchema)
    .mutation(({ ctx, input }) => mergeGuestCart(ctx.db, ctx.session.user.id, input.lines)),
});
