import { adminJobRetrySchema, jobsTable } from '../../../shared/schemas/admin-jobs';
import { router } from '../../trpc/init';
import { adminProcedure } from '../../trpc/procedures';
import { listProblemJobs, retryJob } from './service';

export const adminJobsRouter = router({
  list: adminProcedure.input(jobsTable.list).query(({ ctx, input }) => listProblemJobs(ctx.db, input)),
  retry: adminProcedure.input(adminJobRetrySchema).mutation(({ ctx, input }) => retryJob(ctx.db, ctx.session.user.id, input.id)),
});
