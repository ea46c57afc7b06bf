import { eq, sql } from 'drizzle-orm';
import type { SavePageInput } from '../../../shared/schemas/site';
import { SITE_PAGES } from '../../../shared/site-pages';
import { sitePages, sitePageVersions, user } from '../../db/schema/index';
import { AppError } from '../../errors';
import type { AppDeps } from '../../trpc/context';
import type { Actor } from '../audit/actor';
import { recordAudit } from '../audit/service';
import { ensureSitePages } from './pages';

type Deps = Pick<AppDeps, 'db' | 'config'>;

/** Every page with its Markdown, for the back office's 'Pages'. */
export async function adminSitePages(deps: Deps) {
  await ensureSitePages(deps);
  const rows = await deps.db
    .select({
      slug: sitePages.slug,
      markdown: sitePages.markdown,
      version: sitePages.version,
      startingText: sitePages.startingText,
      updatedAt: sitePages.updatedAt,
      updatedByName: user.name,
    })
    .from(sitePages)
    .leftJoin(user, eq(user.id, sitePages.updatedBy));
  const bySlug = new Map(rows.map((row) => [row.slug, row]));
  return Object.values(SITE_PAGES).flatMap((page) => {
    const row = bySlug.get(page.slug);
    return row ? [{ ...row, slug: page.slug, title: page.title, path: page.path }] : [];
  });
}

/**
 * Saves a page: a new version with the new text, audited with the lines that changed. `version` is the one the
 * editor opened; if someone saved since, nothing is overwritten and the editor is told. Saving the starting
 * text unchanged keeps it as the owner's own (the editor stops asking to have it checked) without a new version.
 */
export async function saveSitePage(deps: Deps, actor: Actor, input: SavePageInput) {
  await ensureSitePages(deps);
  const title = SITE_PAGES[input.slug].title;
  return deps.db.transaction(async (tx) => {
    const [page] = await tx.select().from(sitePages).where(eq(sitePages.slug, input.slug)).for('update');
    if (!page) throw new AppError('NOT_FOUND', 'Page not found.');
    if (page.version !== input.version) {
      throw new AppError(
        'CONFLICT',
        `Someone else saved the ${title} page since you opened it. Reload to see their text before you change it.`,
      );
    }
    const changed = page.markdown !== input.markdown;
    if (!changed && !page.startingText) return { version: page.version };
    const version = changed ? page.version + 1 : page.version;
    await tx
      .update(sitePages)
      .set({ markdown: input.markdown, version, startingText: false, updatedAt: sql`now()`, updatedBy: actor.userId })
      .where(eq(sitePages.slug, input.slug));
    if (changed) {
      await tx.insert(sitePageVersions).values({ slug: input.slug, version, markdown: input.markdown, createdBy: actor.userId });
    }
    await recordAudit(tx, {
      actorUserId: actor.userId,
      action: 'site_page.update',
      targetType: 'site_page',
      targetId: input.slug,
      before: { name: title, version: page.version, startingText: page.startingText, markdown: page.markdown },
      after: { name: title, version, startingText: false, markdown: input.markdown },
    });
    return { version };
  });
}
