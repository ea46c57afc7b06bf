import { accountDetailsSchema } from '../../../shared/schemas/account';
import { router } from '../../trpc/init';
import { authedProcedure } from '../../trpc/procedures';
import { updateOwnDetails } from './details-service';
import { getOwnProfile } from './service';

export const accountRouter = router({
  me: authedProcedure.query(({ ctx }) => getOwnProfile(ctx.db, ctx.session.user.id)),
  updateDetails: authedProcedure
    .input(accountDetailsSchema)
    .mutation(({ ctx, input }) => updateOwnDetails(ctx.db, ctx.session.user.id, ctx.profile, input)),
});
