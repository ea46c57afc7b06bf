import { router } from '../../trpc/init';
import { publicProcedure } from '../../trpc/procedures';
import { listShopProducts } from './service';

export const shopRouter = router({
  listProducts: publicProcedure.query(({ ctx }) => listShopProducts(ctx.db, ctx.profile)),
});
