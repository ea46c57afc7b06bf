import { listAccountsInputSchema } from '../../../shared/schemas/account';
import { router } from '../../trpc/init';
import { adminProcedure } from '../../trpc/procedures';
import { listAccounts } from './service';

export const adminRouter = router({
  listAccounts: adminProcedure.input(listAccountsInputSchema).query(({ ctx, input }) => listAccounts(ctx.db, input)),
});
