import {
  promotionFormSchema,
  promotionIdInputSchema,
  setPromotionActiveInputSchema,
  updatePromotionInputSchema,
} from '../../../shared/schemas/promotion';
import { router } from '../../trpc/init';
import { adminProcedure } from '../../trpc/procedures';
import { actorOf } from '../audit/actor';
import { listPromotions, listRedemptions } from './queries';
import { createPromotion, deletePromotion, setPromotionActive, updatePromotion } from './service';

/** Promotions Management (admin only). */
export const promotionRouter = router({
  list: adminProcedure.query(({ ctx }) => listPromotions(ctx.db)),
  redemptions: adminProcedure.input(promotionIdInputSchema).query(({ ctx, input }) => listRedemptions(ctx.db, input.id)),
  create: adminProcedure.input(promotionFormSchema).mutation(({ ctx, input }) => createPromotion(ctx.db, actorOf(ctx), input)),
  update: adminProcedure
    .input(updatePromotionInputSchema)
    .mutation(({ ctx, input: { id, ...form } }) => updatePromotion(ctx.db, actorOf(ctx), id, form)),
  setActive: adminProcedure
    .input(setPromotionActiveInputSchema)
    .mutation(({ ctx, input }) => setPromotionActive(ctx.db, actorOf(ctx), input.id, input.isActive)),
  delete: adminProcedure
    .input(promotionIdInputSchema)
    .mutation(({ ctx, input }) => deletePromotion(ctx.db, actorOf(ctx), input.id)),
});
