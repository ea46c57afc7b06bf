import { shopProductBySlugInputSchema } from '../../../shared/schemas/shop';
import { AppError } from '../../errors';
import { router } from '../../trpc/init';
import { publicProcedure } from '../../trpc/procedures';
import { tradeTierOf } from '../catalogue/pricing';

export const shopRouter = router({
  listProducts: publicProcedure.query(({ ctx }) => ctx.catalogue.list(tradeTierOf(ctx.profile))),
  /** One shown product as listProducts has it (same tier prices), for /shop/<slug>; old slugs are the HTTP layer's 301. */
  productBySlug: publicProcedure.input(shopProductBySlugInputSchema).query(async ({ ctx, input }) => {
    const shown = await ctx.catalogue.list(tradeTierOf(ctx.profile));
    const product = shown.find((candidate) => candidate.slug === input.slug);
    if (!product) throw new AppError('NOT_FOUND', 'Product not found.');
    return product;
  }),
});
