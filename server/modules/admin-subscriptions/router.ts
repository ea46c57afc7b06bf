import { adminSubscriptionActionSchema, subscriptionsTable } from '../../../shared/schemas/admin-subscriptions';
import { subscriptionIdSchema } from '../../../shared/schemas/subscription';
import { router } from '../../trpc/init';
import { adminProcedure } from '../../trpc/procedures';
import { subscriptionFigures } from './analytics';
import { subscriptionForecast } from './forecast';
import {
  adminSubscriptionDetail,
  adminSubscriptionTimeline,
  changeSubscription,
  exportSubscriptionsCsv,
  listSubscriptions,
  subscriptionStats,
} from './service';

export const adminSubscriptionsRouter = router({
  list: adminProcedure.input(subscriptionsTable.list).query(({ ctx, input }) => listSubscriptions(ctx.db, input)),
  stats: adminProcedure.query(({ ctx }) => subscriptionStats(ctx.db)),
  forecast: adminProcedure.query(({ ctx }) => subscriptionForecast(ctx.db)),
  analytics: adminProcedure.query(({ ctx }) => subscriptionFigures(ctx.db)),
  change: adminProcedure
    .input(adminSubscriptionActionSchema)
    .mutation(({ ctx, input }) => changeSubscription(ctx.db, ctx.session.user.id, input.id, input.action)),
  /** The key information shown at sign-up and the cancel reason, for the row's 'View details'. */
  detail: adminProcedure.input(subscriptionIdSchema).query(({ ctx, input }) => adminSubscriptionDetail(ctx.db, input.id)),
  timeline: adminProcedure.input(subscriptionIdSchema).query(({ ctx, input }) => adminSubscriptionTimeline(ctx.db, input.id)),
  exportCsv: adminProcedure.input(subscriptionsTable.export).query(({ ctx, input }) => exportSubscriptionsCsv(ctx.db, input)),
});
