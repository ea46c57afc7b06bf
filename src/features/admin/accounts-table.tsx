import { Alert, Badge, Button, Group, Skeleton, Table, Text } from '@mantine/core';
import { keepPreviousData } from '@tanstack/react-query';
import { useState } from 'react';
import { formatUSD } from '../../../shared/money';
import { trpc } from '../../lib/trpc';
import { StatusBadge } from '../account/status-badge';

const PAGE_SIZE = 10;
const COLUMNS = ['Account Name', 'Account Type', 'Status', 'Balance', 'Primary Contact', 'Contact Email', 'Trade Terms'];
const TYPE_COLOURS = { Customer: 'gray.7', Wholesale: 'brass.8', Admin: 'oxblood.7' } as const;

function LoadingRows() {
  return Array.from({ length: 3 }, (_, row) => (
    // biome-ignore lint/suspicious/noArrayIndexKey: placeholder rows have no identity.
    <Table.Tr key={row}>
      {COLUMNS.map((column) => (
        <Table.Td key={column}>
          <Skeleton height={14} />
        </Table.Td>
      ))}
    </Table.Tr>
  ));
}

/** Spec 'Admin dashboard' table; filtering and paging happen on the server. */
export function AccountsTable() {
  const [page, setPage] = useState(1);
  const accounts = trpc.admin.listAccounts.useQuery({ page, pageSize: PAGE_SIZE }, { placeholderData: keepPreviousData });

  if (accounts.isError) {
    return (
      <Alert color="red" variant="light" role="alert">
        Failed to load accounts: {accounts.error.message}
      </Alert>
    );
  }
  const rows = accounts.data?.rows ?? [];
  const pageCount = Math.max(1, Math.ceil((accounts.data?.total ?? 0) / PAGE_SIZE));

  return (
    <>
      <Table.ScrollContainer minWidth={900}>
        <Table striped highlightOnHover verticalSpacing="sm" aria-busy={accounts.isFetching}>
          <Table.Thead>
            <Table.Tr>
              {COLUMNS.map((column) => (
                <Table.Th key={column} ta={column === 'Balance' ? 'right' : undefined}>
                  {column}
                </Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {accounts.isPending ? <LoadingRows /> : null}
            {!accounts.isPending && rows.length === 0 ? (
              <Table.Tr>
                <Table.Td colSpan={COLUMNS.length} ta="center" py="xl">
                  No results.
                </Table.Td>
              </Table.Tr>
            ) : null}
            {rows.map((account) => (
              <Table.Tr key={account.userId}>
                <Table.Td fw={500}>{account.businessName || account.fullName}</Table.Td>
                <Table.Td>
                  <Badge color={TYPE_COLOURS[account.accountType]}>{account.accountType}</Badge>
                </Table.Td>
                <Table.Td>{account.status ? <StatusBadge status={account.status} redWhenRejected /> : 'N/A'}</Table.Td>
                <Table.Td ta="right" ff="monospace">
                  {formatUSD(account.accountBalancePence)}
                </Table.Td>
                <Table.Td>{account.fullName}</Table.Td>
                <Table.Td>{account.email}</Table.Td>
                <Table.Td>{account.terms ?? '—'}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      <Group justify="space-between" mt="md">
        <Text size="sm" c="dimmed">
          Page {page} of {pageCount}
        </Text>
        <Group gap="xs">
          <Button variant="default" size="xs" disabled={page <= 1} onClick={() => setPage((p) => p - 1)}>
            Previous
          </Button>
          <Button variant="default" size="xs" disabled={page >= pageCount} onClick={() => setPage((p) => p + 1)}>
            Next
          </Button>
        </Group>
      </Group>
    </>
  );
}
