import { useRouterState } from '@tanstack/react-router';
import { useEffect } from 'react';
import { pageTitle, SITE_NAME } from '../../shared/seo/site';

type MatchWithHead = { status: string; _notFound?: boolean; meta?: unknown };

/** The deepest route's `head()` title; 'Page Not Found' when nothing matched. */
export function titleOfMatches(matches: readonly MatchWithHead[]): string {
  if (matches.some((match) => match.status === 'notFound' || match._notFound)) return pageTitle('Page Not Found');
  for (let index = matches.length - 1; index >= 0; index--) {
    const meta = matches[index]?.meta;
    if (!Array.isArray(meta)) continue;
    const title = meta.find((tag): tag is { title: string } => typeof tag?.title === 'string')?.title;
    if (title) return title;
  }
  return SITE_NAME;
}

/**
 * Keeps `document.title` on the current route's title as the visitor navigates. The server writes the
 * first page's whole head (server/http/rendered-pages.ts); in the browser only the title changes.
 */
export function DocumentTitle() {
  const title = useRouterState({ select: (state) => titleOfMatches(state.matches) });
  useEffect(() => {
    document.title = title;
  }, [title]);
  return null;
}
