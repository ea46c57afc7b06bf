import { accountDetailsSchema } from '../../../shared/schemas/account';
import { deleteAccountSchema } from '../../../shared/schemas/account-data';
import { router } from '../../trpc/init';
import { authedProcedure, publicProcedure } from '../../trpc/procedures';
import { updateOwnDetails } from './details-service';
import { deleteOwnAccount } from './erasure';
import { getOwnProfile, sessionView } from './service';

export const accountRouter = router({
  /** Every page's read of who is signed in (null when nobody is); never stored by a cache (server/app.ts). */
  session: publicProcedure.query(({ ctx }) => sessionView(ctx.session, ctx.profile)),
  me: authedProcedure.query(({ ctx }) => getOwnProfile(ctx.db, ctx.session.user.id)),
  updateDetails: authedProcedure
    .input(accountDetailsSchema)
    .mutation(({ ctx, input }) => updateOwnDetails(ctx.db, ctx.session.user.id, ctx.profile, input)),
  /** 'Delete my account' (the password again); 'Download my data' is a file: GET /api/account/data-export. */
  deleteAccount: authedProcedure
    .input(deleteAccountSchema)
    .mutation(({ ctx, input }) => deleteOwnAccount(ctx, ctx.session.user.id, input.password)),
});
