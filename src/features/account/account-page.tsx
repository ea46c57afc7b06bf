import './mantine-styles';
import { Alert, Container, Stack } from '@mantine/core';
import { useNavigate, useSearch } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import type { AccountUrlKeys } from '../../lib/account-url-keys';
import { useAuth } from '../../lib/auth/auth-context';
import { PlacedOrderNotice } from '../orders/placed-order-notice';
import { CustomerAccount } from './customer-account';
import { WholesaleDashboard } from './wholesale-dashboard';

/**
 * 'Account': the dashboard depends on the signed-in user's role. The admin's comes from the route
 * (`adminView`): account is a shopper's feature and never imports the back office's code.
 */
export function AccountPage({ adminView }: { adminView: ReactNode }) {
  const { profile, role } = useAuth();
  const navigate = useNavigate();
  const { placed }: AccountUrlKeys = useSearch({ strict: false });
  let content: React.ReactNode;
  if (profile && role === 'admin') content = adminView;
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
      {placed && profile ? (
        <Stack mb="lg">
          <PlacedOrderNotice
            orderId={placed}
            onClose={() =>
              void navigate({ from: '/account/', to: '/account', search: (prev) => ({ ...prev, placed: undefined }) })
            }
          />
        </Stack>
      ) : null}
      {content}
    </Container>
  );
}
