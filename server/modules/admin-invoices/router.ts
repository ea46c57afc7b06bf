import { creditNotesTable, invoiceIdInputSchema, invoicesTable } from '../../../shared/schemas/admin-invoices';
import { router } from '../../trpc/init';
import { adminProcedure } from '../../trpc/procedures';
import { actorOf } from '../audit/actor';
import { listAllCreditNotes } from '../invoice/queries';
import { listInvoices } from './queries';
import { exportInvoicesCsv, markInvoicePaid } from './service';

/** All Invoices (admin only). The PDF is GET /api/invoices/:id/pdf. */
export const adminInvoicesRouter = router({
  list: adminProcedure.input(invoicesTable.list).query(({ ctx, input }) => listInvoices(ctx.db, input)),
  markPaid: adminProcedure.input(invoiceIdInputSchema).mutation(({ ctx, input }) => markInvoicePaid(ctx, actorOf(ctx), input.id)),
  creditNotes: adminProcedure.input(creditNotesTable.list).query(({ ctx, input }) => listAllCreditNotes(ctx.db, input)),
  exportCsv: adminProcedure.input(invoicesTable.export).query(({ ctx, input }) => exportInvoicesCsv(ctx.db, input)),
});
