import { and, eq } from 'drizzle-orm';
import { renderMarkdown } from '../../../shared/markdown';
import { SITE_PAGE_SLUGS, SITE_PAGES, type SitePageSlug } from '../../../shared/site-pages';
import { startingText } from '../../../shared/starting-text/starting-text';
import type { Db } from '../../db/client';
import { sitePages, sitePageVersions } from '../../db/schema/index';
import { AppError } from '../../errors';
import type { AppDeps } from '../../trpc/context';
import { loadDeliveryRates } from '../delivery/queries';

type Deps = Pick<AppDeps, 'db' | 'config'>;

/** Per database handle: the pages exist once this has resolved, so later reads skip the check. */
const created = new WeakMap<Db, Promise<void>>();

/**
 * Makes the pages that do not exist yet, each with its starting text written from the seller and delivery
 * settings of this moment (version 1). It runs the first time this process needs a page (a visitor, the back
 * office, an order), not at migration time, because the text needs the settings the server was started with.
 * After that only the owner's saves change a page. Instances racing here insert each page once.
 */
export function ensureSitePages(deps: Deps): Promise<void> {
  let pending = created.get(deps.db);
  if (!pending) {
    pending = createMissingPages(deps).catch((error: unknown) => {
      created.delete(deps.db);
      throw error;
    });
    created.set(deps.db, pending);
  }
  return pending;
}

async function createMissingPages({ db, config }: Deps): Promise<void> {
  const existing = new Set((await db.select({ slug: sitePages.slug }).from(sitePages)).map((row) => row.slug));
  const missing = SITE_PAGE_SLUGS.filter((slug) => !existing.has(slug));
  if (missing.length === 0) return;
  const facts = { seller: config.seller, rates: await loadDeliveryRates(db) };
  const texts = missing.map((slug) => ({ slug, markdown: startingText(slug, facts) }));
  await db.transaction(async (tx) => {
    const inserted = await tx.insert(sitePages).values(texts).onConflictDoNothing().returning({ slug: sitePages.slug });
    const mine = new Set(inserted.map((row) => row.slug));
    const versions = texts.filter((text) => mine.has(text.slug)).map((text) => ({ ...text, version: 1 }));
    if (versions.length > 0) await tx.insert(sitePageVersions).values(versions);
  });
}

/**
 * A page as visitors see it: its current text, or the version an order was placed under (`version`), as HTML
 * (renderMarkdown refuses raw HTML and script links).
 */
export async function publicSitePage(deps: Deps, slug: SitePageSlug, version?: number) {
  await ensureSitePages(deps);
  const [current] = await deps.db
    .select({ version: sitePages.version, markdown: sitePages.markdown, updatedAt: sitePages.updatedAt })
    .from(sitePages)
    .where(eq(sitePages.slug, slug));
  if (!current) throw new AppError('NOT_FOUND', 'Page not found.');
  let shown = current;
  if (version !== undefined && version !== current.version) {
    const [old] = await deps.db
      .select({ version: sitePageVersions.version, markdown: sitePageVersions.markdown, updatedAt: sitePageVersions.createdAt })
      .from(sitePageVersions)
      .where(and(eq(sitePageVersions.slug, slug), eq(sitePageVersions.version, version)));
    if (!old) throw new AppError('NOT_FOUND', `There is no version ${version} of the ${SITE_PAGES[slug].title}.`);
    shown = old;
  }
  return {
    slug,
    title: SITE_PAGES[slug].title,
    html: renderMarkdown(shown.markdown),
    version: shown.version,
    currentVersion: current.version,
    updatedAt: shown.updatedAt,
  };
}
