import { accountUserIdSchema, holdReleaseSchema } from '../../../shared/schemas/credit';
import { router } from '../../trpc/init';
import { adminProcedure, wholesaleProcedure } from '../../trpc/procedures';
import { actorOf } from '../audit/actor';
import { accountCredit, releaseHold, withdrawRelease } from './service';
import { myStatements } from './statements';

/** Credit control: the trade portal's statements, and the admin's credit view, hold releases. */
export const creditRouter = router({
  myStatements: wholesaleProcedure.query(({ ctx }) => myStatements(ctx.db, ctx.session.user.id)),
  account: adminProcedure.input(accountUserIdSchema).query(({ ctx, input }) => accountCredit(ctx.db, input.userId)),
  releaseHold: adminProcedure.input(holdReleaseSchema).mutation(({ ctx, input }) => releaseHold(ctx.db, actorOf(ctx), input)),
  withdrawRelease: adminProcedure
    .input(accountUserIdSchema)
    .mutation(({ ctx, input }) => withdrawRelease(ctx.db, actorOf(ctx), input.userId)),
});
