import { activityTable } from '../../../shared/schemas/admin-activity';
import { router } from '../../trpc/init';
import { adminProcedure } from '../../trpc/procedures';
import { listActivity } from './activity';
import { overviewStats } from './stats';
import { overviewTiles } from './tiles';

/** The admin landing area: charts and the audit Activity view (admin only). */
export const adminOverviewRouter = router({
  stats: adminProcedure.query(({ ctx }) => overviewStats(ctx.db)),
  tiles: adminProcedure.query(({ ctx }) => overviewTiles(ctx.db)),
  activity: adminProcedure.input(activityTable.list).query(({ ctx, input }) => listActivity(ctx.db, input)),
});
