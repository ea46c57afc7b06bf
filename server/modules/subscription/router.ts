import { editSubscriptionSchema, newSubscriptionSchema, subscriptionIdSchema } from '../../../shared/schemas/subscription';
import { router } from '../../trpc/init';
import { authedProcedure, publicProcedure } from '../../trpc/procedures';
import { changeOwnSubscription } from './changes';
import {
  createSubscription,
  listOwnSubscriptions,
  ownSubscriptionTimeline,
  subscriptionVarieties,
  updateOwnSubscription,
} from './service';

export const subscriptionRouter = router({
  varieties: publicProcedure.query(({ ctx }) => subscriptionVarieties(ctx.db)),
  create: authedProcedure
    .input(newSubscriptionSchema)
    .mutation(({ ctx, input }) => createSubscription(ctx.db, ctx.session.user.id, input)),
  listMine: authedProcedure.query(({ ctx }) => listOwnSubscriptions(ctx.db, ctx.session.user.id)),
  update: authedProcedure
    .input(editSubscriptionSchema)
    .mutation(({ ctx, input }) => updateOwnSubscription(ctx.db, ctx.session.user.id, input)),
  cancel: authedProcedure
    .input(subscriptionIdSchema)
    .mutation(({ ctx, input }) => changeOwnSubscription(ctx.db, ctx.session.user.id, input.id, 'cancel')),
  pause: authedProcedure
    .input(subscriptionIdSchema)
    .mutation(({ ctx, input }) => changeOwnSubscription(ctx.db, ctx.session.user.id, input.id, 'pause')),
  resume: authedProcedure
    .input(subscriptionIdSchema)
    .mutation(({ ctx, input }) => changeOwnSubscription(ctx.db, ctx.session.user.id, input.id, 'resume')),
  skipNext: authedProcedure
    .input(subscriptionIdSchema)
    .mutation(({ ctx, input }) => changeOwnSubscription(ctx.db, ctx.session.user.id, input.id, 'skip')),
  /** 'Delay one week': the next box a week later, the schedule continuing from there. */
  delay: authedProcedure
    .input(subscriptionIdSchema)
    .mutation(({ ctx, input }) => changeOwnSubscription(ctx.db, ctx.session.user.id, input.id, 'delay')),
  timeline: authedProcedure
    .input(subscriptionIdSchema)
    .query(({ ctx, input }) => ownSubscriptionTimeline(ctx.db, ctx.session.user.id, input.id)),
});
