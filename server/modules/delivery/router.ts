import { deliveryFormSchema } from '../../../shared/schemas/delivery';
import { router } from '../../trpc/init';
import { adminProcedure, publicProcedure } from '../../trpc/procedures';
import { actorOf } from '../audit/actor';
import { loadDeliveryRates } from './queries';
import { updateDeliveryRates } from './service';

export const deliveryRouter = router({
  /** The published delivery prices (bands, free threshold, collection, subscription rate): no secrets. */
  rates: publicProcedure.query(({ ctx }) => loadDeliveryRates(ctx.db)),
  /** The admin 'Delivery' page saves everything at once (audited). */
  update: adminProcedure.input(deliveryFormSchema).mutation(({ ctx, input }) => updateDeliveryRates(ctx.db, actorOf(ctx), input)),
});
