import { shopSettingsPatchSchema } from '../../../shared/settings';
import { router } from '../../trpc/init';
import { adminProcedure } from '../../trpc/procedures';
import { actorOf } from '../audit/actor';
import { readShopSettings, updateShopSettings } from './service';

export const settingsRouter = router({
  /** Every shop setting with its current value (defaults where the admin has set none). */
  get: adminProcedure.query(({ ctx }) => readShopSettings(ctx.db)),
  /** Saves the settings the admin changed (audited); answers every setting as it now is. */
  update: adminProcedure
    .input(shopSettingsPatchSchema)
    .mutation(({ ctx, input }) => updateShopSettings(ctx.db, actorOf(ctx).userId, input)),
});
