import { router } from '../../trpc/init';
import { authedProcedure } from '../../trpc/procedures';
import { listOwnInvoices } from '../order/queries';
import { listOwnCreditNotes } from './queries';

export const invoiceRouter = router({
  listMine: authedProcedure.query(({ ctx }) => listOwnInvoices(ctx.db, ctx.session.user.id)),
  listMyCreditNotes: authedProcedure.query(({ ctx }) => listOwnCreditNotes(ctx.db, ctx.session.user.id)),
});
