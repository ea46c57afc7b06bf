import './mantine-styles';
import { Checkbox, Skeleton, Table, Text, VisuallyHidden } from '@mantine/core';
import type { RouterOutputs } from '../../../server/trpc/app-router';
import { formatGBP } from '../../../shared/money';
import { ToneBadge } from '../admin-shared/tone-badge';
import { type RowAction, RowActions } from './row-actions';
import { SortableHeader } from './sortable-header';
import type { SortColumn, TableSort } from './table-state';

export type AdminSubscriptionRow = RouterOutputs['adminSubscriptions']['list']['rows'][number];

const STATUS_TONE = { active: 'green', paused: 'orange', cancelled: 'red' } as const;
const HEADERS: { column: SortColumn; label: string; align?: 'right' }[] = [
  { column: 'subscriberName', label: 'Subscriber Name' },
  { column: 'planName', label: 'Subscription Type' },
  { column: 'status', label: 'Status' },
  { column: 'pricePence', label: 'Value', align: 'right' },
  { column: 'frequency', label: 'Frequency' },
  { column: 'createdAt', label: 'Created' },
];
const COLUMN_COUNT = HEADERS.length + 2;

type TableProps = {
  rows: readonly AdminSubscriptionRow[];
  loading: boolean;
  sort: TableSort;
  onSort: (column: SortColumn) => void;
  selected: ReadonlySet<string>;
  onSelect: (ids: string[], checked: boolean) => void;
  busy: boolean;
  onAction: (row: AdminSubscriptionRow, action: RowAction) => void;
};

/** Spec 'All Subscriptions': the server sorts and pages; the table shows one page. */
export function SubscriptionsTable({ rows, loading, sort, onSort, selected, onSelect, busy, onAction }: TableProps) {
  const pageIds = rows.map((row) => row.id);
  const selectedOnPage = pageIds.filter((id) => selected.has(id)).length;
  return (
    <Table.ScrollContainer minWidth={960}>
      <Table striped highlightOnHover verticalSpacing="sm" aria-label="All Subscriptions" aria-busy={loading || undefined}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th w={40}>
              <Checkbox
                aria-label="Select all rows on this page"
                checked={pageIds.length > 0 && selectedOnPage === pageIds.length}
                indeterminate={selectedOnPage > 0 && selectedOnPage < pageIds.length}
                onChange={(event) => onSelect(pageIds, event.currentTarget.checked)}
              />
            </Table.Th>
            {HEADERS.map((header) => (
              <SortableHeader key={header.column} {...header} sort={sort} onSort={onSort} />
            ))}
            <Table.Th>
              <VisuallyHidden>Actions</VisuallyHidden>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {loading && rows.length === 0
            ? Array.from({ length: 3 }, (_, index) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: placeholder rows have no identity.
                <Table.Tr key={index}>
                  <Table.Td colSpan={COLUMN_COUNT}>
                    <Skeleton height={14} />
                  </Table.Td>
                </Table.Tr>
              ))
            : null}
          {rows.map((row) => {
            const name = row.subscriberName ?? 'Unknown';
            return (
              <Table.Tr key={row.id} bg={selected.has(row.id) ? 'cream.2' : undefined}>
                <Table.Td>
                  <Checkbox
                    aria-label={`Select ${name}`}
                    checked={selected.has(row.id)}
                    onChange={(event) => onSelect([row.id], event.currentTarget.checked)}
                  />
                </Table.Td>
                <Table.Td>
                  <Text fw={500} size="sm">
                    {name}
                  </Text>
                  <Text c="dimmed" size="xs">
                    {row.subscriberEmail ?? 'No email'}
                  </Text>
                </Table.Td>
                <Table.Td>
                  {row.planName}, {row.bagCount} - {row.weight}
                </Table.Td>
                <Table.Td>
                  <ToneBadge tone={STATUS_TONE[row.status]}>{row.status.charAt(0).toUpperCase() + row.status.slice(1)}</ToneBadge>
                </Table.Td>
                <Table.Td ta="right" ff="monospace">
                  {formatGBP(row.pricePence)}
                </Table.Td>
                <Table.Td>{row.frequency}</Table.Td>
                <Table.Td>{row.createdAt.toLocaleDateString('en-GB')}</Table.Td>
                <Table.Td>
                  <RowActions
                    subscriber={name}
                    status={row.status}
                    disabled={busy}
                    onAction={(action) => onAction(row, action)}
                  />
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
