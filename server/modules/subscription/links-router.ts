import {
  linkSessionAcceptOfferSchema,
  linkSessionCancelSchema,
  linkSessionChangeSchema,
  linkSessionEditSchema,
  linkSessionSchema,
  linkTokenSchema,
} from '../../../shared/schemas/subscription-links';
import { router } from '../../trpc/init';
import { publicProcedure } from '../../trpc/procedures';
import { actOnLink, previewLink } from './email-links';
import {
  acceptOfferThroughLink,
  cancelThroughLink,
  changeThroughLink,
  editThroughLink,
  linkSessionSubscription,
} from './link-session';

/** The one-click links of subscription emails: no sign-in; the signed link (or the capability it gives) is the key. */
export const subscriptionLinkRouter = router({
  /** Reads only: opening the link (a person, or a mail scanner) changes nothing. */
  preview: publicProcedure.input(linkTokenSchema).query(({ ctx, input }) => previewLink(ctx.db, ctx.config, input.token)),
  act: publicProcedure.input(linkTokenSchema).mutation(({ ctx, input }) => actOnLink(ctx.db, ctx.config, input.token)),
  subscription: publicProcedure
    .input(linkSessionSchema)
    .query(({ ctx, input }) => linkSessionSubscription(ctx.db, ctx.config, input.capability)),
  edit: publicProcedure.input(linkSessionEditSchema).mutation(({ ctx, input }) => {
    const { capability, ...edit } = input;
    return editThroughLink(ctx.db, ctx.config, capability, edit);
  }),
  change: publicProcedure.input(linkSessionChangeSchema).mutation(({ ctx, input }) => {
    const { capability, ...change } = input;
    return changeThroughLink(ctx.db, ctx.config, capability, change);
  }),
  /** The same cancellation as from the account, so any subscription email leads to it. */
  cancel: publicProcedure.input(linkSessionCancelSchema).mutation(({ ctx, input }) => {
    const { capability, ...cancel } = input;
    return cancelThroughLink(ctx, capability, cancel);
  }),
  /** The cancel dialog's offer, taken instead of cancelling, as from the account. */
  acceptCancelOffer: publicProcedure.input(linkSessionAcceptOfferSchema).mutation(({ ctx, input }) => {
    const { capability, ...accept } = input;
    return acceptOfferThroughLink(ctx.db, ctx.config, capability, accept);
  }),
});
