import { router } from '../../trpc/init';
import { wholesaleProcedure } from '../../trpc/procedures';
import { wholesaleDashboard } from './service';

export const wholesaleRouter = router({
  dashboard: wholesaleProcedure.query(({ ctx }) => wholesaleDashboard(ctx.db, ctx.profile)),
});
