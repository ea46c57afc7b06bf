import { router } from '../../trpc/init';
import { publicProcedure } from '../../trpc/procedures';
import { tradeTierOf } from '../catalogue/pricing';

export const shopRouter = router({
  listProducts: publicProcedure.query(({ ctx }) => ctx.catalogue.list(tradeTierOf(ctx.profile))),
});
