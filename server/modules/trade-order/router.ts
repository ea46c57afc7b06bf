import {
  placeTradeOrderInputSchema,
  reorderInputSchema,
  tradeCsvInputSchema,
  tradeQuoteInputSchema,
} from '../../../shared/schemas/trade-order';
import { router } from '../../trpc/init';
import { wholesaleProcedure } from '../../trpc/procedures';
import { tradeTierOf } from '../catalogue/pricing';
import { tradeCatalogue } from './catalogue';
import { readTradeOrderFile } from './csv';
import { placeTradeOrder } from './place';
import { quoteTradeOrder } from './quote';
import { reorderLines } from './reorder';

/**
 * The trade portal's fast ordering: the quick order's catalogue and running quote, placing, reorder and
 * order files. The quote and the file reader change nothing but are mutations: a quick order or a file can
 * carry hundreds of lines, more than a query's URL holds.
 */
export const tradeOrderRouter = router({
  catalogue: wholesaleProcedure.query(({ ctx }) => tradeCatalogue(ctx.db, tradeTierOf(ctx.profile))),
  quote: wholesaleProcedure
    .input(tradeQuoteInputSchema)
    .mutation(({ ctx, input }) => quoteTradeOrder(ctx.db, ctx.profile, input)),
  place: wholesaleProcedure
    .input(placeTradeOrderInputSchema)
    .mutation(({ ctx, input }) => placeTradeOrder(ctx, { userId: ctx.session.user.id, ...input })),
  reorder: wholesaleProcedure
    .input(reorderInputSchema)
    .query(({ ctx, input }) => reorderLines(ctx.db, ctx.session.user.id, ctx.profile, input.orderId)),
  readFile: wholesaleProcedure
    .input(tradeCsvInputSchema)
    .mutation(({ ctx, input }) => readTradeOrderFile(ctx.db, ctx.profile, input.text)),
});
