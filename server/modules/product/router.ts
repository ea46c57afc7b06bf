import { byIdInputSchema } from '../../../shared/schemas/order';
import { listAdminProductsInputSchema, productFormSchema, updateProductInputSchema } from '../../../shared/schemas/product';
import { router } from '../../trpc/init';
import { adminProcedure } from '../../trpc/procedures';
import { actorOf } from '../audit/actor';
import { listAdminProducts } from './queries';
import { createProduct, deleteProduct, getProduct, updateProduct } from './service';

/** Product Management (admin only). */
export const productRouter = router({
  listAdmin: adminProcedure
    .input(listAdminProductsInputSchema)
    .query(({ ctx, input }) => listAdminProducts(ctx.db, input.search)),
  get: adminProcedure.input(byIdInputSchema).query(({ ctx, input }) => getProduct(ctx.db, input.id)),
  create: adminProcedure.input(productFormSchema).mutation(({ ctx, input }) => createProduct(ctx.db, actorOf(ctx), input)),
  update: adminProcedure
    .input(updateProductInputSchema)
    .mutation(({ ctx, input: { id, ...form } }) => updateProduct(ctx.db, actorOf(ctx), id, form)),
  delete: adminProcedure.input(byIdInputSchema).mutation(({ ctx, input }) => deleteProduct(ctx.db, actorOf(ctx), input.id)),
});
