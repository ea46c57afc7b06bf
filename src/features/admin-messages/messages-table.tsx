import './mantine-styles';
import { Alert, Anchor, SegmentedControl, Text, UnstyledButton } from '@mantine/core';
import { keepPreviousData } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import type { RouterOutputs } from '~/server/trpc/app-router';
import { formatDateTime } from '../../../shared/dates';
import { contactMessagesTable } from '../../../shared/schemas/contact';
import { ToneBadge } from '../../components/tone-badge';
import { errorMessage } from '../../lib/error-message';
import { trpc } from '../../lib/trpc';
import { DataTable } from '../admin-shared/data-table';
import { type DataColumn, dataColumns } from '../admin-shared/data-table-columns';
import { useTableSearch } from '../admin-shared/table-search';
import { MessageDrawer } from './message-drawer';

type MessageRow = RouterOutputs['contact']['list']['rows'][number];

const column = dataColumns<MessageRow>();

/** The ids are the server's sort ids (shared/schemas/contact.ts). */
function messageColumns(onOpen: (id: string) => void): DataColumn<MessageRow>[] {
  return [
    column.accessor('receivedAt', {
      id: 'received',
      header: 'Received',
      cell: ({ row }) => formatDateTime(row.original.receivedAt),
    }),
    column.accessor('name', {
      id: 'name',
      header: 'From',
      cell: ({ row: { original: m } }) => (
        <>
          <Text size="sm" fw={m.readAt ? undefined : 700}>
            {m.name}
          </Text>
          <Text size="xs" c="dimmed">
            {m.email}
          </Text>
        </>
      ),
    }),
    column.accessor('orderNumber', {
      id: 'order',
      header: 'Order',
      cell: ({ row }) => (row.original.orderNumber === null ? '—' : `#${row.original.orderNumber}`),
    }),
    column.accessor('excerpt', {
      id: 'message',
      header: 'Message',
      cell: ({ row: { original: m } }) => (
        <UnstyledButton onClick={() => onOpen(m.id)} aria-label={`Open the message from ${m.name}`}>
          <Anchor component="span" size="sm" fw={m.readAt ? undefined : 700} lineClamp={2}>
            {m.excerpt}
          </Anchor>
        </UnstyledButton>
      ),
    }),
    column.accessor('readAt', {
      id: 'status',
      header: 'Status',
      cell: ({ row }) =>
        row.original.readAt ? <ToneBadge tone="grey">Read</ToneBadge> : <ToneBadge tone="blue">Unread</ToneBadge>,
    }),
  ];
}

/** The back office's 'Messages': what visitors sent through /contact, unread ones in bold, opened in a drawer. */
export function MessagesTable() {
  const [openId, setOpenId] = useState<string | null>(null);
  const table = useTableSearch(contactMessagesTable);
  const messages = trpc.contact.list.useQuery(table.listInput, { placeholderData: keepPreviousData });
  const columns = useMemo(() => messageColumns(setOpenId), []);
  return (
    <>
      {messages.isError ? (
        <Alert color="red" variant="light" role="alert" title="Error loading messages" mb="md">
          {errorMessage(messages.error)}
        </Alert>
      ) : null}
      <DataTable
        label="Messages"
        columns={columns}
        sortable={contactMessagesTable.sortable}
        page={messages.data}
        fetching={messages.isFetching}
        state={table}
        getRowId={(m) => m.id}
        rowName={(m) => `the message from ${m.name}`}
        empty={table.filters.unread ? 'No unread messages.' : 'No messages yet.'}
        filters={
          <SegmentedControl
            aria-label="Show"
            size="sm"
            data={[
              { value: 'all', label: 'All' },
              { value: 'unread', label: 'Unread' },
            ]}
            value={table.filters.unread ? 'unread' : 'all'}
            onChange={(value) => table.setFilters({ unread: value === 'unread' ? true : undefined })}
          />
        }
      />
      <MessageDrawer messageId={openId} onClose={() => setOpenId(null)} />
    </>
  );
}
