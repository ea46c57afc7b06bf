import { savePageInputSchema, sitePageInputSchema } from '../../../shared/schemas/site';
import { router } from '../../trpc/init';
import { adminProcedure, publicProcedure } from '../../trpc/procedures';
import { actorOf } from '../audit/actor';
import { publicSitePage } from './pages';
import { adminSitePages, saveSitePage } from './save-page';

/** The shop's public identity and the pages its owner writes (terms, privacy, delivery and returns, contact). */
export const siteRouter = router({
  /** Who sells (SELLER_* settings): every page's footer shows it; nothing in it is secret. */
  seller: publicProcedure.query(({ ctx }) => ctx.config.seller),
  page: publicProcedure.input(sitePageInputSchema).query(({ ctx, input }) => publicSitePage(ctx, input.slug, input.version)),
  pages: adminProcedure.query(({ ctx }) => adminSitePages(ctx)),
  savePage: adminProcedure.input(savePageInputSchema).mutation(({ ctx, input }) => saveSitePage(ctx, actorOf(ctx), input)),
});
