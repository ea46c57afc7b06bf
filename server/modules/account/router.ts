import { router } from '../../trpc/init';
import { authedProcedure } from '../../trpc/procedures';
import { getOwnProfile } from './service';

export const accountRouter = router({
  me: authedProcedure.query(({ ctx }) => getOwnProfile(ctx.db, ctx.session.user.id)),
});
