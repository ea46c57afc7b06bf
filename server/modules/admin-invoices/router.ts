import { invoiceFiltersSchema, invoiceIdInputSchema, listInvoicesInputSchema } from '../../../shared/schemas/admin-invoices';
import { router } from '../../trpc/init';
import { adminProcedure } from '../../trpc/procedures';
import { actorOf } from '../audit/actor';
import { listAllCreditNotes } from '../invoice/queries';
import { listInvoices } from './queries';
import { exportInvoicesCsv, markInvoicePaid } from './service';

/** All Invoices (admin only). The PDF is GET /api/invoices/:id/pdf. */
export const adminInvoicesRouter = router({
  list: adminProcedure
    .input(listInvoicesInputSchema)
    .query(({ ctx, input: { page, pageSize, ...filters } }) => listInvoices(ctx.db, filters, page, pageSize)),
  markPaid: adminProcedure.input(invoiceIdInputSchema).mutation(({ ctx, input }) => markInvoicePaid(ctx, actorOf(ctx), input.id)),
  creditNotes: adminProcedure.query(({ ctx }) => listAllCreditNotes(ctx.db)),
  exportCsv: adminProcedure.input(invoiceFiltersSchema).query(({ ctx, input }) => exportInvoicesCsv(ctx.db, input)),
});
