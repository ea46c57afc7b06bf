import { ordersTable, transitionOrderInputSchema } from '../../../shared/schemas/admin-orders';
import { byIdInputSchema } from '../../../shared/schemas/order';
import { router } from '../../trpc/init';
import { adminProcedure } from '../../trpc/procedures';
import { actorOf } from '../audit/actor';
import { exportOrdersCsv } from './export';
import { getAdminOrder } from './order-detail';
import { listOrders } from './queries';
import { transitionOrder } from './transition';

/** All Orders (admin only). */
export const adminOrdersRouter = router({
  list: adminProcedure.input(ordersTable.list).query(({ ctx, input }) => listOrders(ctx.db, input)),
  get: adminProcedure
    .input(byIdInputSchema)
    .query(({ ctx, input }) => getAdminOrder(ctx.db, input.id, ctx.config.stripe?.secretKey)),
  // A cancellation returns stock the admin may look at next.
  transition: adminProcedure
    .meta({ catalogueReadBack: true })
    .input(transitionOrderInputSchema)
    .mutation(({ ctx, input }) => transitionOrder(ctx, actorOf(ctx), input)),
  exportCsv: adminProcedure.input(ordersTable.export).query(({ ctx, input }) => exportOrdersCsv(ctx.db, input)),
});
