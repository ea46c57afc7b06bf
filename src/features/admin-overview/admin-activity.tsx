import './mantine-styles';
import { Alert, Code, Group, Select, Stack, Text, Title } from '@mantine/core';
import { keepPreviousData } from '@tanstack/react-query';
import { useState } from 'react';
import type { RouterOutputs } from '../../../server/trpc/app-router';
import { trpc } from '../../lib/trpc';
import { type Column, DataTable } from '../admin-shared/data-table';
import { errorMessage } from '../admin-shared/error-message';
import { formatDateTime } from '../admin-shared/format';

type ActivityRow = RouterOutputs['adminOverview']['activity']['rows'][number];

const PAGE_SIZE = 25;
// The server matches a prefix: 'product' finds product.create, product.update, product.archive...
const ACTIONS = [
  { value: 'product', label: 'Products' },
  { value: 'product_image', label: 'Product images' },
  { value: 'promotion', label: 'Promotions' },
  { value: 'order', label: 'Orders' },
  { value: 'invoice', label: 'Invoices' },
  { value: 'account', label: 'Accounts' },
  { value: 'subscription', label: 'Subscriptions' },
];

function Changes({ row }: { row: ActivityRow }) {
  if (row.before == null && row.after == null) return <Text size="sm">—</Text>;
  return (
    <details>
      <summary>View changes</summary>
      <Stack gap={4} mt={4}>
        {row.before != null ? <Code block>{`Before: ${JSON.stringify(row.before, null, 2)}`}</Code> : null}
        {row.after != null ? <Code block>{`After: ${JSON.stringify(row.after, null, 2)}`}</Code> : null}
      </Stack>
    </details>
  );
}

const COLUMNS: Column<ActivityRow>[] = [
  { key: 'time', header: 'Time', render: (r) => formatDateTime(r.createdAt) },
  { key: 'actor', header: 'Actor', render: (r) => r.actorEmail ?? (r.actorUserId ? r.actorUserId : 'System') },
  { key: 'action', header: 'Action', sortValue: (r) => r.action, render: (r) => <Code>{r.action}</Code> },
  {
    key: 'target',
    header: 'Target',
    render: (r) => (
      <Text size="sm">
        {r.targetType}
        {r.targetId ? (
          <Text span size="xs" c="dimmed" ff="monospace">
            {` ${r.targetId}`}
          </Text>
        ) : null}
      </Text>
    ),
  },
  { key: 'changes', header: 'Changes', render: (r) => <Changes row={r} /> },
];

/** The audit log: one row per admin change, newest first, filtered by action and by actor. */
export function AdminActivity() {
  const [action, setAction] = useState<string | null>(null);
  const [actor, setActor] = useState<string | null>(null);
  const [page, setPage] = useState(1);
  const admins = trpc.admin.listAccounts.useQuery({ accountType: 'Admin', page: 1, pageSize: 100 });
  const activity = trpc.adminOverview.activity.useQuery(
    { page, pageSize: PAGE_SIZE, action: action ?? undefined, actorUserId: actor ?? undefined },
    { placeholderData: keepPreviousData },
  );
  const actorData = (admins.data?.rows ?? []).map((a) => ({ value: a.userId, label: `${a.fullName} (${a.email})` }));

  return (
    <Stack gap="md">
      <Title order={2} size="h3">
        Activity
      </Title>
      <Group gap="sm" align="flex-end">
        <Select
          label="Action"
          placeholder="All actions"
          data={ACTIONS}
          value={action}
          onChange={(value) => {
            setAction(value);
            setPage(1);
          }}
          clearable
          w={200}
        />
        <Select
          label="Actor"
          placeholder="All admins"
          data={actorData}
          value={actor}
          onChange={(value) => {
            setActor(value);
            setPage(1);
          }}
          clearable
          searchable
          w={300}
        />
      </Group>
      {activity.isError ? (
        <Alert color="red" variant="light" role="alert" title="Error loading activity">
          {errorMessage(activity.error)}
        </Alert>
      ) : null}
      <DataTable
        label="Activity"
        columns={COLUMNS}
        rows={activity.data?.rows}
        rowKey={(r) => String(r.id)}
        loading={activity.isFetching && !activity.data}
        empty="No activity recorded yet."
        paging={{ page, pageSize: PAGE_SIZE, total: activity.data?.total ?? 0, onPageChange: setPage }}
        minWidth={800}
      />
    </Stack>
  );
}
