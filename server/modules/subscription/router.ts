import { editSubscriptionSchema, newSubscriptionSchema, subscriptionIdSchema } from '../../../shared/schemas/subscription';
import { acceptCancelOfferSchema, cancelSubscriptionSchema } from '../../../shared/schemas/subscription-cancel';
import { addExtraSchema, removeExtraSchema } from '../../../shared/schemas/subscription-extras';
import { router } from '../../trpc/init';
import { authedProcedure, publicProcedure } from '../../trpc/procedures';
import { acceptCancelOffer, cancelOwnSubscription } from './cancellation';
import { changeOwnSubscription } from './changes';
import { addOwnSubscriptionExtra, ownSubscriptionExtras, removeOwnSubscriptionExtra } from './extras';
import { oneOffBagPrices } from './one-off-prices';
import { orderNowOwnSubscription } from './order-now';
import {
  createSubscription,
  listOwnSubscriptions,
  ownSubscriptionTimeline,
  subscriptionVarieties,
  updateOwnSubscription,
} from './service';

export const subscriptionRouter = router({
  varieties: publicProcedure.query(({ ctx }) => subscriptionVarieties(ctx.db)),
  /** Each bag size's one-off price, for the plan cards' saving. */
  oneOffPrices: publicProcedure.query(({ ctx }) => oneOffBagPrices(ctx.db)),
  create: authedProcedure
    .input(newSubscriptionSchema)
    .mutation(({ ctx, input }) => createSubscription(ctx.db, ctx.session.user.id, input, ctx.config.stripe !== null)),
  listMine: authedProcedure.query(({ ctx }) => listOwnSubscriptions(ctx.db, ctx.session.user.id)),
  update: authedProcedure
    .input(editSubscriptionSchema)
    .mutation(({ ctx, input }) => updateOwnSubscription(ctx.db, ctx.session.user.id, input)),
  /** With the subscriber's reason; sends the end-of-subscription email. */
  cancel: authedProcedure
    .input(cancelSubscriptionSchema)
    .mutation(({ ctx, input }) => cancelOwnSubscription(ctx, ctx.session.user.id, input)),
  /** The cancel dialog's one offer, taken instead of cancelling (skip the next box, or fewer deliveries). */
  acceptCancelOffer: authedProcedure
    .input(acceptCancelOfferSchema)
    .mutation(({ ctx, input }) => acceptCancelOffer(ctx, ctx.session.user.id, input)),
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
  /** 'Order now': today's box ordered at once, the schedule continuing from today. */
  orderNow: authedProcedure
    .input(subscriptionIdSchema)
    .mutation(({ ctx, input }) => orderNowOwnSubscription(ctx, ctx.session.user.id, input.id)),
  timeline: authedProcedure
    .input(subscriptionIdSchema)
    .query(({ ctx, input }) => ownSubscriptionTimeline(ctx.db, ctx.session.user.id, input.id)),
  /** 'Add to next box': one-off shop items ordered with the next renewal only, at retail. */
  extras: authedProcedure
    .input(subscriptionIdSchema)
    .query(({ ctx, input }) => ownSubscriptionExtras(ctx.db, ctx.session.user.id, input.id)),
  addExtra: authedProcedure
    .input(addExtraSchema)
    .mutation(({ ctx, input }) => addOwnSubscriptionExtra(ctx.db, ctx.session.user.id, input)),
  removeExtra: authedProcedure
    .input(removeExtraSchema)
    .mutation(({ ctx, input }) => removeOwnSubscriptionExtra(ctx.db, ctx.session.user.id, input)),
});
