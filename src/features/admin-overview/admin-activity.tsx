import './mantine-styles';
import { Alert, Code, Select, Stack, Text, Title } from '@mantine/core';
import { keepPreviousData } from '@tanstack/react-query';
import type { RouterOutputs } from '~/server/trpc/app-router';
import { formatDateTime } from '../../../shared/dates';
import { activityTable } from '../../../shared/schemas/admin-activity';
import type { SitePageSlug } from '../../../shared/site-pages';
import { AnchorLink } from '../../components/links';
import { errorMessage } from '../../lib/error-message';
import { trpc } from '../../lib/trpc';
import { DataTable } from '../admin-shared/data-table';
import { dataColumns } from '../admin-shared/data-table-columns';
import { useLocalTableState } from '../admin-shared/table-search';

type ActivityRow = RouterOutputs['adminOverview']['activity']['rows'][number];
type AuditRecord = NonNullable<ActivityRow['record']>;

// The server matches a prefix: 'product' finds product.create, product.update, product.archive...
const ACTIONS = [
  { value: 'product', label: 'Products' },
  { value: 'product_image', label: 'Product images' },
  { value: 'promotion', label: 'Promotions' },
  { value: 'order', label: 'Orders' },
  { value: 'invoice', label: 'Invoices' },
  { value: 'payment', label: 'Payments' },
  { value: 'account', label: 'Accounts' },
  { value: 'subscription', label: 'Subscriptions' },
  { value: 'delivery', label: 'Delivery' },
  { value: 'site_page', label: 'Pages' },
  { value: 'job', label: 'Jobs' },
];

/** A link to the changed record: its own page where there is one, else its table filtered to it. */
function RecordLink({ record }: { record: AuditRecord }) {
  switch (record.type) {
    case 'order':
      return (
        <AnchorLink size="sm" to="/admin/orders" search={{ search: record.number === null ? undefined : String(record.number) }}>
          {record.label}
        </AnchorLink>
      );
    case 'product':
      return (
        <AnchorLink size="sm" to="/admin/products/$id" params={{ id: record.id }}>
          {record.label}
        </AnchorLink>
      );
    case 'account':
      return (
        <AnchorLink size="sm" to="/admin/account/$userId" params={{ userId: record.id }}>
          {record.label}
        </AnchorLink>
      );
    case 'subscription':
      return (
        <AnchorLink size="sm" to="/admin/subscriptions">
          Subscription
        </AnchorLink>
      );
    case 'promotion':
      return (
        <AnchorLink size="sm" to="/admin/promotions">
          Promotion
        </AnchorLink>
      );
    case 'site_page':
      return (
        <AnchorLink size="sm" to="/admin/pages" search={record.id === 'terms' ? {} : { page: record.id as SitePageSlug }}>
          {record.label}
        </AnchorLink>
      );
    case 'job':
      return (
        <AnchorLink size="sm" to="/admin/jobs">
          Job
        </AnchorLink>
      );
    default:
      return <Text size="sm">{record.label}</Text>;
  }
}

const column = dataColumns<ActivityRow>();
const COLUMNS = [
  column.accessor('createdAt', { id: 'createdAt', header: 'Time', cell: ({ row }) => formatDateTime(row.original.createdAt) }),
  column.accessor('actorName', {
    id: 'actor',
    header: 'Who',
    cell: ({ row: { original: r } }) =>
      r.actorEmail ? (
        <>
          <Text size="sm">{r.actorName ?? r.actorEmail}</Text>
          <Text size="xs" c="dimmed">
            {r.actorEmail}
          </Text>
        </>
      ) : (
        <Text size="sm">{r.actorUserId === 'system' || !r.actorUserId ? 'System' : 'Former user'}</Text>
      ),
  }),
  column.accessor('action', { id: 'action', header: 'Action', cell: ({ row }) => <Code>{row.original.action}</Code> }),
  column.display({
    id: 'record',
    header: 'Record',
    cell: ({ row }) => (row.original.record ? <RecordLink record={row.original.record} /> : '—'),
  }),
  column.display({
    id: 'changes',
    header: 'Changes',
    cell: ({ row }) => (
      <Stack gap={0}>
        {row.original.summary.map((line) => (
          <Text key={line} size="sm">
            {line}
          </Text>
        ))}
      </Stack>
    ),
  }),
];

/** The audit log: who changed what, in words, with a link to the record; filtered by action and by actor. */
export function AdminActivity() {
  const table = useLocalTableState(activityTable);
  const admins = trpc.admin.listAccounts.useQuery({ filters: { accountType: 'Admin' }, pageSize: 100 });
  const activity = trpc.adminOverview.activity.useQuery(table.listInput, { placeholderData: keepPreviousData });
  const actorData = (admins.data?.rows ?? []).map((a) => ({ value: a.userId, label: `${a.fullName} (${a.email})` }));

  return (
    <Stack gap="md">
      <Title order={2} size="h3">
        Activity
      </Title>
      {activity.isError ? (
        <Alert color="red" variant="light" role="alert" title="Error loading activity">
          {errorMessage(activity.error)}
        </Alert>
      ) : null}
      <DataTable
        label="Activity"
        columns={COLUMNS}
        sortable={activityTable.sortable}
        page={activity.data}
        fetching={activity.isFetching}
        state={table}
        getRowId={(r) => r.id}
        rowName={(r) => `${r.action} at ${formatDateTime(r.createdAt)}`}
        empty="No activity recorded yet."
        filters={
          <>
            <Select
              label="Action"
              placeholder="All actions"
              data={ACTIONS}
              value={table.filters.action ?? null}
              onChange={(value) => table.setFilters({ action: value ?? undefined })}
              clearable
              w={200}
            />
            <Select
              label="Actor"
              placeholder="All admins"
              data={actorData}
              value={table.filters.actorUserId ?? null}
              onChange={(value) => table.setFilters({ actorUserId: value ?? undefined })}
              clearable
              searchable
              w={300}
            />
          </>
        }
      />
    </Stack>
  );
}
