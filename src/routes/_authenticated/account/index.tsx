import { createFileRoute } from '@tanstack/react-router';
import { lazy, Suspense } from 'react';
import { PageSkeleton } from '../../../components/page-skeleton';
import { AccountPage } from '../../../features/account/account-page';
import { accountUrlKeys } from '../../../lib/account-url-keys';
import { titleHead } from '../../../lib/page-head';
import { tableUrlKeys } from '../../../lib/table-url-keys';

// Customers and wholesalers never download the admin tables.
const AdminDashboard = lazy(() => import('../../../features/admin/admin-dashboard').then((m) => ({ default: m.AdminDashboard })));

function AccountRoute() {
  return (
    <AccountPage
      adminView={
        <Suspense fallback={<PageSkeleton />}>
          <AdminDashboard />
        </Suspense>
      }
    />
  );
}

// The admin's accounts table keeps its page, order and filters in the URL; a customer's open tab too.
const tableSearch = tableUrlKeys(['search', 'accountType', 'status']);

export const Route = createFileRoute('/_authenticated/account/')({
  head: () => titleHead('Your Account'),
  validateSearch: (raw: Record<string, unknown>) => ({ ...tableSearch(raw), ...accountUrlKeys(raw) }),
  component: AccountRoute,
});
