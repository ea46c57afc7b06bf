import { accountUserIdSchema } from '../../../shared/schemas/credit';
import {
  createStandingOrderSchema,
  standingOrderIdSchema,
  updateStandingOrderSchema,
} from '../../../shared/schemas/standing-order';
import { router } from '../../trpc/init';
import { adminProcedure, wholesaleProcedure } from '../../trpc/procedures';
import { standingOrdersOf } from './queries';
import {
  cancelStandingOrder,
  createStandingOrder,
  pauseStandingOrder,
  resumeStandingOrder,
  skipNextRun,
  updateStandingOrder,
} from './service';

/** Standing orders: the buyer's own in the trade portal, and each account's for the admins. */
export const standingOrderRouter = router({
  listMine: wholesaleProcedure.query(({ ctx }) => standingOrdersOf(ctx.db, ctx.session.user.id)),
  create: wholesaleProcedure
    .input(createStandingOrderSchema)
    .mutation(({ ctx, input }) => createStandingOrder(ctx.db, ctx.profile, input)),
  update: wholesaleProcedure
    .input(updateStandingOrderSchema)
    .mutation(({ ctx, input }) => updateStandingOrder(ctx.db, ctx.profile, input)),
  skipNext: wholesaleProcedure
    .input(standingOrderIdSchema)
    .mutation(({ ctx, input }) => skipNextRun(ctx.db, ctx.session.user.id, input.id)),
  pause: wholesaleProcedure
    .input(standingOrderIdSchema)
    .mutation(({ ctx, input }) => pauseStandingOrder(ctx.db, ctx.session.user.id, input.id)),
  resume: wholesaleProcedure
    .input(standingOrderIdSchema)
    .mutation(({ ctx, input }) => resumeStandingOrder(ctx.db, ctx.session.user.id, input.id)),
  cancel: wholesaleProcedure
    .input(standingOrderIdSchema)
    .mutation(({ ctx, input }) => cancelStandingOrder(ctx.db, ctx.session.user.id, input.id)),
  forAccount: adminProcedure.input(accountUserIdSchema).query(({ ctx, input }) => standingOrdersOf(ctx.db, input.userId)),
});
