import '../../../features/account/mantine-styles';
import { Alert, Container } from '@mantine/core';
import { createFileRoute } from '@tanstack/react-router';
import { lazy, Suspense } from 'react';
import { PageSkeleton } from '../../../components/page-skeleton';
import { CustomerAccount } from '../../../features/account/customer-account';
import { WholesaleDashboard } from '../../../features/account/wholesale-dashboard';
import { useAuth } from '../../../lib/auth/auth-context';
import { titleHead } from '../../../lib/page-head';
import { tableUrlKeys } from '../../../lib/table-url-keys';

// Customers and wholesalers never download the admin tables.
const AdminDashboard = lazy(() => import('../../../features/admin/admin-dashboard').then((m) => ({ default: m.AdminDashboard })));

export const Route = createFileRoute('/_authenticated/account/')({
  head: () => titleHead('Your Account'),
  // The admin's accounts table keeps its page, order and filters in the URL.
  validateSearch: tableUrlKeys(['search', 'accountType', 'status']),
  component: AccountPage,
});

/** Spec 'Account': the dashboard depends on the signed-in user's role. */
function AccountPage() {
  const { profile, role } = useAuth();
  let content: React.ReactNode;
  if (profile && role === 'admin')
    content = (
      <Suspense fallback={<PageSkeleton />}>
        <AdminDashboard />
      </Suspense>
    );
  else if (profile && role === 'wholesaler') content = <WholesaleDashboard profile={profile} />;
  else if (profile && role === 'customer') content = <CustomerAccount profile={profile} />;
  else
    content = (
      <Alert color="red" variant="light" role="alert">
        Could not determine user role. Please contact support.
      </Alert>
    );
  return (
    // The admin table wants the width; the other views line up with the site header.
    <Container size={role === 'admin' ? 'xl' : 'lg'} py="xl">
      {content}
    </Container>
  );
}
