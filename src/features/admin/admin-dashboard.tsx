import './mantine-styles';
import { Skeleton, Stack, Tabs, Text, Title } from '@mantine/core';
import { lazy, Suspense } from 'react';
import { AccountsTable } from './accounts-table';

// The activity feed loads only when its tab is opened, keeping it out of the accounts view. The
// overview's figures and charts have their own page, /admin.
const AdminActivity = lazy(() => import('../admin-overview/admin-activity').then((m) => ({ default: m.AdminActivity })));

function TabFallback() {
  return (
    <Stack gap="md" role="status" aria-busy="true" aria-label="Loading">
      <Skeleton height={120} />
      <Skeleton height={240} />
    </Stack>
  );
}

/** 'Admin dashboard' ('Account Management'), with the audit activity beside it. */
export function AdminDashboard() {
  return (
    <Stack gap="lg">
      <div>
        <Title order={1}>Admin Dashboard</Title>
        <Text c="dimmed">Review accounts, approve wholesale applications and keep the kingdom in order.</Text>
      </div>
      <Tabs defaultValue="accounts" keepMounted={false}>
        <Tabs.List mb="md">
          <Tabs.Tab value="accounts">Accounts</Tabs.Tab>
          <Tabs.Tab value="activity">Activity</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="accounts">
          <Stack gap="md">
            <Title order={2} size="h3">
              Account Management
            </Title>
            <AccountsTable />
          </Stack>
        </Tabs.Panel>
        <Tabs.Panel value="activity">
          <Suspense fallback={<TabFallback />}>
            <AdminActivity />
          </Suspense>
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}
