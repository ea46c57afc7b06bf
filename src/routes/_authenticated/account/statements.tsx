import { createFileRoute } from '@tanstack/react-router';
import { isMonth } from '../../../../shared/statement';
import { StatementsPage } from '../../../features/credit/statements-page';
import { titleHead } from '../../../lib/page-head';

export const Route = createFileRoute('/_authenticated/account/statements')({
  head: () => titleHead('Statements'),
  // ?month=YYYY-MM (the statement email's link) picks that month; anything else is dropped.
  validateSearch: (search: Record<string, unknown>): { month?: string } =>
    typeof search.month === 'string' && isMonth(search.month) ? { month: search.month } : {},
  loader: ({ context }) => {
    void context.queryClient.prefetchQuery(context.trpc.credit.myStatements.queryOptions());
  },
  component: StatementsRoute,
});

function StatementsRoute() {
  const { month } = Route.useSearch();
  return <StatementsPage month={month} />;
}
