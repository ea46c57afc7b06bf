import './mantine-styles';
import { Button, Group, Stack, Tabs, Text, Title } from '@mantine/core';
import { IconLogout } from '@tabler/icons-react';
import { useNavigate, useSearch } from '@tanstack/react-router';
import { ACCOUNT_TABS, type AccountTab, type AccountUrlKeys } from '../../lib/account-url-keys';
import { type Profile, useAuth } from '../../lib/auth/auth-context';
import { AccountInvoicesTab } from '../orders/account-invoices-tab';
import { AccountOrdersTab } from '../orders/account-orders-tab';
import { AccountSubscriptionsTab } from '../subscriptions/account-subscriptions-tab';
import { AccountDetails } from './account-details';
import { ChangePassword } from './change-password';
import { PendingApplicationAlert } from './wholesale-dashboard';
import { YourData } from './your-data';

/** 'Customer view': Logout and four tabs, Subscriptions first. */
export function CustomerAccount({ profile }: { profile: Profile }) {
  const { signOut } = useAuth();
  const navigate = useNavigate();
  // The open tab lives in the URL (?tab=orders), so a reload, a shared link or Back keeps it.
  const search: AccountUrlKeys = useSearch({ strict: false });
  const tab: AccountTab = search.tab ?? 'subscriptions';
  const chooseTab = (value: string | null) => {
    const next = ACCOUNT_TABS.find((t) => t === value);
    if (next && next !== tab) void navigate({ to: '/account', search: (prev) => ({ ...prev, tab: next }) });
  };
  const logout = async () => {
    // Leave the protected page first, so its guard does not bounce to /auth mid sign-out.
    await navigate({ to: '/' });
    await signOut();
  };
  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-start">
        <div>
          <Title order={1}>My Account</Title>
          <Text c="dimmed">Welcome back, {profile.fullName}.</Text>
        </div>
        <Button variant="outline" leftSection={<IconLogout size={16} aria-hidden />} onClick={logout}>
          Logout
        </Button>
      </Group>
      {/* A trade applicant stays a customer until an admin approves them. */}
      {profile.accountType === 'Wholesale' ? <PendingApplicationAlert /> : null}
      <Tabs value={tab} onChange={chooseTab} keepMounted={false}>
        <Tabs.List mb="md">
          <Tabs.Tab value="subscriptions">Subscriptions</Tabs.Tab>
          <Tabs.Tab value="details">Details</Tabs.Tab>
          <Tabs.Tab value="orders">Orders</Tabs.Tab>
          <Tabs.Tab value="invoices">Invoices</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="subscriptions">
          <AccountSubscriptionsTab />
        </Tabs.Panel>
        <Tabs.Panel value="details">
          <Stack gap="lg">
            <AccountDetails profile={profile} />
            <ChangePassword />
            <YourData profile={profile} />
          </Stack>
        </Tabs.Panel>
        <Tabs.Panel value="orders">
          <AccountOrdersTab />
        </Tabs.Panel>
        <Tabs.Panel value="invoices">
          <AccountInvoicesTab />
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}
