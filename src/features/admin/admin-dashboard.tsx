import { Stack, Text, Title } from '@mantine/core';
import { AccountsTable } from './accounts-table';

export function AdminDashboard() {
  return (
    <Stack gap="lg">
      <div>
        <Title order={1}>Admin Dashboard</Title>
        <Text c="dimmed">Review accounts, approve wholesale applications and keep the kingdom in order.</Text>
      </div>
      <Title order={2} size="h3">
        Account Management
      </Title>
      <AccountsTable />
    </Stack>
  );
}
