import './mantine-styles';
import { Alert, Container } from '@mantine/core';
import { lazy, Suspense } from 'react';
import { PageSkeleton } from '../../components/page-skeleton';
import { useAuth } from '../../lib/auth/auth-context';
import { CustomerAccount } from './customer-account';
import { WholesaleDashboard } from './wholesale-dashboard';

// Customers and wholesalers never download the admin tables.
const AdminDashboard = lazy(() => import('../admin/admin-dashboard').then((m) => ({ default: m.AdminDashboard })));

/** Spec 'Account': the dashboard depends on the signed-in user's role. */
export function AccountPage() {
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
