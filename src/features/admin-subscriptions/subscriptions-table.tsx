import './mantine-styles';
import { Text, VisuallyHidden } from '@mantine/core';
import type { RouterOutputs } from '~/server/trpc/app-router';
import { formatDate } from '../../../shared/dates';
import { formatGBP } from '../../../shared/money';
import { SubscriptionStatusBadge } from '../../components/status-badge';
import { type DataColumn, dataColumns } from '../admin-shared/data-table-columns';
import { type RowAction, RowActions } from './row-actions';

export type AdminSubscriptionRow = RouterOutputs['adminSubscriptions']['list']['rows'][number];

const column = dataColumns<AdminSubscriptionRow>();

export const subscriberName = (row: AdminSubscriptionRow) => row.subscriberName ?? 'Unknown';

type Actions = {
  busy: boolean;
  onAction: (row: AdminSubscriptionRow, action: RowAction) => void;
  onDetails: (row: AdminSubscriptionRow) => void;
};

/** 'All Subscriptions' columns; the ids are the server's sort ids (shared/schemas/admin-subscriptions.ts). */
export function subscriptionColumns({ busy, onAction, onDetails }: Actions): DataColumn<AdminSubscriptionRow>[] {
  return [
    column.accessor('subscriberName', {
      id: 'subscriberName',
      header: 'Subscriber Name',
      cell: ({ row: { original } }) => (
        <>
          <Text fw={500} size="sm">
            {subscriberName(original)}
          </Text>
          <Text c="dimmed" size="xs">
            {original.subscriberEmail ?? 'No email'}
          </Text>
        </>
      ),
    }),
    column.accessor('planName', {
      id: 'planName',
      header: 'Subscription Type',
      cell: ({ row: { original } }) => `${original.planName}, ${original.bagCount} - ${original.weight}`,
    }),
    column.accessor('status', {
      id: 'status',
      header: 'Status',
      cell: ({ row: { original } }) => <SubscriptionStatusBadge status={original.status} />,
    }),
    column.accessor('pricePence', {
      id: 'pricePence',
      header: 'Value',
      meta: { align: 'right' },
      cell: ({ row }) => (
        <Text span ff="monospace" size="sm">
          {formatGBP(row.original.pricePence)}
        </Text>
      ),
    }),
    column.accessor('frequency', { id: 'frequency', header: 'Frequency' }),
    column.accessor('createdAt', {
      id: 'createdAt',
      header: 'Created',
      cell: ({ row }) => formatDate(row.original.createdAt),
    }),
    column.display({
      id: 'actions',
      header: () => <VisuallyHidden>Actions</VisuallyHidden>,
      meta: { alwaysVisible: true },
      cell: ({ row: { original } }) => (
        <RowActions
          subscriber={subscriberName(original)}
          status={original.status}
          disabled={busy}
          onAction={(action) => onAction(original, action)}
          onDetails={() => onDetails(original)}
        />
      ),
    }),
  ];
}
