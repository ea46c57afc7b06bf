import { router } from '../../trpc/init';
import { publicProcedure } from '../../trpc/procedures';
import { loadDeliveryRates } from './queries';

export const deliveryRouter = router({
  /** The published delivery prices (bands, free threshold, collection, subscription rate): no secrets. */
  rates: publicProcedure.query(({ ctx }) => loadDeliveryRates(ctx.db)),
});
