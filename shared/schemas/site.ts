import { z } from 'zod';
import { SITE_PAGE_SLUGS } from '../site-pages';
import { text } from './fields';

/** The longest page text accepted: far beyond any terms or policy, far below a request body that could hurt. */
export const MAX_PAGE_CHARACTERS = 50_000;

export const sitePageSlugSchema = z.enum(SITE_PAGE_SLUGS, { error: 'Unknown page.' });
const version = z.number({ error: 'Unknown version.' }).int('Unknown version.').min(1, 'Unknown version.').max(1_000_000);

/** A public page, current or as it stood at a version (`/terms?version=3`). */
export const sitePageInputSchema = z.strictObject({ slug: sitePageSlugSchema, version: version.optional() });

/** The back office saves a page's Markdown over the version it was editing (a newer save is not overwritten). */
export const savePageInputSchema = z.strictObject({
  slug: sitePageSlugSchema,
  version,
  markdown: text({ error: "Please write the page's text." })
    .max(MAX_PAGE_CHARACTERS, `The page can be at most ${MAX_PAGE_CHARACTERS.toLocaleString('en-GB')} characters.`)
    .refine((value) => value.trim() !== '', "Please write the page's text."),
});
export type SavePageInput = z.infer<typeof savePageInputSchema>;
