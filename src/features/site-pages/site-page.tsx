import './mantine-styles';
import { Alert, Container, Text, Typography } from '@mantine/core';
import type { ReactNode } from 'react';
import { formatDate } from '../../../shared/dates';
import { SITE_PAGES, type SitePageSlug } from '../../../shared/site-pages';
import { AnchorLink } from '../../components/links';
import { PageTitle } from '../../components/page-title';
import { errorMessage } from '../../lib/error-message';
import { trpc } from '../../lib/trpc';
import pageText from './page-text.module.css';

/**
 * One of the owner's pages: its title, when it was last changed and its text, written in the back office's
 * 'Pages'. An old version (linked from an order's confirmation) says so and links to the current one.
 */
export function SitePageView({ slug, version, children }: { slug: SitePageSlug; version?: number; children?: ReactNode }) {
  const page = trpc.site.page.useQuery({ slug, version });
  const info = SITE_PAGES[slug];
  if (page.isError) {
    return (
      <Container size="md" py="xl">
        <PageTitle title={info.title} />
        <Alert color="red" variant="light" role="alert">
          {errorMessage(page.error)}
        </Alert>
      </Container>
    );
  }
  const data = page.data;
  const old = data && data.version !== data.currentVersion;
  return (
    <Container size="md" py="xl">
      <PageTitle title={info.title}>{data ? `Last updated ${formatDate(data.updatedAt)}` : null}</PageTitle>
      {old ? (
        <Alert color="yellow" variant="light" mb="lg" title="An earlier version">
          <Text size="sm">
            This is the {info.title} page as it stood on {formatDate(data.updatedAt)}, the version your order was placed under.{' '}
            <AnchorLink to={info.path}>See the current version</AnchorLink>.
          </Text>
        </Alert>
      ) : null}
      {data ? (
        // The server made this HTML from the owner's Markdown with raw HTML off and script links refused (shared/markdown.ts).
        // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised by the renderer, see above.
        <Typography className={pageText.text} data-testid="site-page-text" dangerouslySetInnerHTML={{ __html: data.html }} />
      ) : null}
      {children}
    </Container>
  );
}
