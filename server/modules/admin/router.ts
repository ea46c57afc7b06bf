import {
  accountDecisionSchema,
  accountsTable,
  adminAccountUpdateSchema,
  balanceAdjustmentSchema,
  userIdInputSchema,
} from '../../../shared/schemas/account';
import { router } from '../../trpc/init';
import { adminProcedure } from '../../trpc/procedures';
import { eraseAccount } from '../account/erasure';
import { adjustBalance, decideAccount, getAccount, updateAccount } from './accounts-service';
import { listAccounts } from './service';

/** Account Management (admin dashboard and the edit-account page). */
export const adminRouter = router({
  listAccounts: adminProcedure.input(accountsTable.list).query(({ ctx, input }) => listAccounts(ctx.db, input)),
  getAccount: adminProcedure.input(userIdInputSchema).query(({ ctx, input }) => getAccount(ctx.db, input.userId)),
  decideAccount: adminProcedure
    .input(accountDecisionSchema)
    .mutation(({ ctx, input }) => decideAccount(ctx.db, ctx.mailer, ctx.session.user.id, input)),
  updateAccount: adminProcedure
    .input(adminAccountUpdateSchema)
    .mutation(({ ctx, input }) => updateAccount(ctx.db, ctx.session.user.id, input)),
  adjustBalance: adminProcedure
    .input(balanceAdjustmentSchema)
    .mutation(({ ctx, input }) => adjustBalance(ctx.db, ctx.session.user.id, input)),
  /** Erasure on the person's behalf (audited); their data export is GET /api/accounts/:userId/data-export. */
  eraseAccount: adminProcedure
    .input(userIdInputSchema)
    .mutation(({ ctx, input }) => eraseAccount(ctx, { userId: input.userId, actorUserId: ctx.session.user.id, actor: 'admin' })),
});
