import {
  backInStockConfirmSchema,
  backInStockRequestSchema,
  backInStockWaitingTable,
} from '../../../shared/schemas/back-in-stock';
import { router } from '../../trpc/init';
import { adminProcedure, publicProcedure } from '../../trpc/procedures';
import { confirmBackInStock, requestBackInStock, waitingBackInStock } from './service';

/** 'Email me when it's back': public request and confirmation, and the admin's waiting list. */
export const backInStockRouter = router({
  request: publicProcedure.input(backInStockRequestSchema).mutation(({ ctx, input }) => requestBackInStock(ctx, ctx, input)),
  confirm: publicProcedure.input(backInStockConfirmSchema).mutation(({ ctx, input }) => confirmBackInStock(ctx, input.token)),
  waiting: adminProcedure.input(backInStockWaitingTable.list).query(({ ctx, input }) => waitingBackInStock(ctx.db, input)),
});
