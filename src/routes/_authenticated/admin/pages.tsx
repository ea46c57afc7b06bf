import { Container } from '@mantine/core';
import { createFileRoute } from '@tanstack/react-router';
import { SITE_PAGE_SLUGS, type SitePageSlug } from '../../../../shared/site-pages';
import { PageTitle } from '../../../components/page-title';
import { PagesEditor } from '../../../features/admin-pages/pages-editor';
import { titleHead } from '../../../lib/page-head';

/** `?page=privacy` opens that page's tab (the activity log links to it); anything else opens the Terms. */
function pageSearch(raw: Record<string, unknown>): { page?: SitePageSlug } {
  const page = SITE_PAGE_SLUGS.find((slug) => slug === raw.page);
  return page && page !== 'terms' ? { page } : {};
}

export const Route = createFileRoute('/_authenticated/admin/pages')({
  validateSearch: pageSearch,
  loader: ({ context }) => {
    if (context.auth.role === 'admin') void context.queryClient.prefetchQuery(context.trpc.site.pages.queryOptions());
  },
  head: () => titleHead('Pages'),
  component: PagesPage,
});

function PagesPage() {
  const { page = 'terms' } = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <Container size="xl" py="xl">
      <PageTitle title="Pages">
        Your Terms of Sale, Privacy Notice, Delivery &amp; Returns and Contact pages. Each save is a new version: orders link to
        the terms they were placed under.
      </PageTitle>
      <PagesEditor
        slug={page}
        onSlugChange={(slug) => void navigate({ search: slug === 'terms' ? {} : { page: slug }, replace: true })}
      />
    </Container>
  );
}
