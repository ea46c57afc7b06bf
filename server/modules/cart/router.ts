import { cartLineKeySchema, mergeCartInputSchema, setQuantityInputSchema } from '../../../shared/schemas/cart';
import type { Db } from '../../db/client';
import { router } from '../../trpc/init';
import { publicProcedure, shopperProcedure } from '../../trpc/procedures';
import {
  addItem,
  type CartView,
  clearCart,
  getCart,
  mergeGuestCart,
  priceGuestCart,
  removeItem,
  setItemQuantity,
} from './service';

type CartContext = { db: Db; session: { user: { id: string } } };

/**
 * Every cart write answers with the cart as it now stands, priced, so the browser shows it from this
 * one answer instead of asking for the cart again after each click.
 */
async function withCart<T extends object>(ctx: CartContext, result: T): Promise<T & { cart: CartView }> {
  return { ...result, cart: await getCart(ctx.db, ctx.session.user.id) };
}

/** A signed-in shopper's cart; guests keep theirs in the browser until they sign in. */
export const cartRouter = router({
  /** Prices a guest's browser cart from the database (guests always see retail prices). */
  priceGuest: publicProcedure.input(mergeCartInputSchema).query(({ ctx, input }) => priceGuestCart(ctx.db, input.lines)),
  get: shopperProcedure.query(({ ctx }) => getCart(ctx.db, ctx.session.user.id)),
  add: shopperProcedure
    .input(cartLineKeySchema)
    .mutation(async ({ ctx, input }) => withCart(ctx, await addItem(ctx.db, ctx.session.user.id, input))),
  setQuantity: shopperProcedure
    .input(setQuantityInputSchema)
    .mutation(async ({ ctx, input: { quantity, ...key } }) =>
      withCart(ctx, await setItemQuantity(ctx.db, ctx.session.user.id, key, quantity)),
    ),
  remove: shopperProcedure.input(cartLineKeySchema).mutation(async ({ ctx, input }) => {
    await removeItem(ctx.db, ctx.session.user.id, input);
    return withCart(ctx, {});
  }),
  clear: shopperProcedure.mutation(async ({ ctx }) => {
    await clearCart(ctx.db, ctx.session.user.id);
    return withCart(ctx, {});
  }),
  merge: shopperProcedure
    .input(mergeCartInputSchema)
    .mutation(async ({ ctx, input }) => withCart(ctx, await mergeGuestCart(ctx.db, ctx.session.user.id, input.lines))),
});
