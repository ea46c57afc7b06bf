import './mantine-styles';
import { Tabs, Text } from '@mantine/core';
import { SITE_PAGE_SLUGS, type SitePageSlug } from '../../../shared/site-pages';
import { errorMessage } from '../../lib/error-message';
import { trpc } from '../../lib/trpc';
import { PageEditor } from './page-editor';

/** The back office's 'Pages': one tab per page the owner writes. */
export function PagesEditor({ slug, onSlugChange }: { slug: SitePageSlug; onSlugChange: (slug: SitePageSlug) => void }) {
  const pages = trpc.site.pages.useQuery();
  if (pages.error) return <Text c="red">{errorMessage(pages.error)}</Text>;
  if (!pages.data) return <Text c="dimmed">Loading the pages…</Text>;
  return (
    <Tabs
      value={slug}
      onChange={(value) => {
        const next = SITE_PAGE_SLUGS.find((candidate) => candidate === value);
        if (next) onSlugChange(next);
      }}
      keepMounted={false}
    >
      <Tabs.List mb="lg">
        {pages.data.map((page) => (
          <Tabs.Tab key={page.slug} value={page.slug}>
            {page.title}
            {page.startingText ? ' *' : ''}
          </Tabs.Tab>
        ))}
      </Tabs.List>
      {pages.data.map((page) => (
        <Tabs.Panel key={page.slug} value={page.slug}>
          {/* Keyed by version: after a save the editor starts afresh from what the server stored. */}
          <PageEditor key={`${page.slug}:${page.version}:${page.startingText}`} page={page} />
        </Tabs.Panel>
      ))}
    </Tabs>
  );
}
