import './mantine-styles';
import { Alert, Badge, Button, Group, Skeleton, Table, Text, VisuallyHidden } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { keepPreviousData } from '@tanstack/react-query';
import { useState } from 'react';
import { formatUSD } from '../../../shared/money';
import { trpc } from '../../lib/trpc';
import { StatusBadge } from '../account/status-badge';
import { type AccountDecision, useAccountDecision } from './account-decision';
import { type AccountRow, AccountRowMenu, accountName } from './account-row-menu';
import { type AccountFilters, AccountsFilters } from './accounts-filters';

const PAGE_SIZE = 10;
const SEARCH_DEBOUNCE_MS = 300;
const COLUMNS = ['Account Name', 'Account Type', 'Status', 'Balance', 'Primary Contact', 'Contact Email', 'Trade Terms'];
const TYPE_COLOURS = { Customer: 'gray.7', Wholesale: 'brass.8', Admin: 'oxblood.7' } as const;

function LoadingRows() {
  return Array.from({ length: 3 }, (_, row) => (
    // biome-ignore lint/suspicious/noArrayIndexKey: placeholder rows have no identity.
    <Table.Tr key={row}>
      {[...COLUMNS, 'menu'].map((column) => (
        <Table.Td key={column}>
          <Skeleton height={14} />
        </Table.Td>
      ))}
    </Table.Tr>
  ));
}

function AccountTableRow({ account, onDecide }: { account: AccountRow; onDecide: (decision: AccountDecision) => void }) {
  return (
    <Table.Tr>
      <Table.Td fw={500}>{accountName(account)}</Table.Td>
      <Table.Td>
        <Badge color={TYPE_COLOURS[account.accountType]}>{account.accountType}</Badge>
      </Table.Td>
      <Table.Td>{account.status ? <StatusBadge status={account.status} redWhenRejected /> : 'N/A'}</Table.Td>
      {/* Spec: the admin table shows balances in USD. */}
      <Table.Td ta="right" ff="monospace">
        {formatUSD(account.accountBalancePence)}
      </Table.Td>
      <Table.Td>{account.fullName}</Table.Td>
      <Table.Td>{account.email}</Table.Td>
      <Table.Td>{account.terms ?? '—'}</Table.Td>
      <Table.Td ta="right">
        <AccountRowMenu account={account} onDecide={onDecide} />
      </Table.Td>
    </Table.Tr>
  );
}

/** Spec 'Admin dashboard' table; filtering and paging happen on the server. */
export function AccountsTable() {
  const [filters, setFilters] = useState<AccountFilters>({ search: '', accountType: null, status: null });
  const [page, setPage] = useState(1);
  const decide = useAccountDecision();
  const [search] = useDebouncedValue(filters.search.trim(), SEARCH_DEBOUNCE_MS);
  const accounts = trpc.admin.listAccounts.useQuery(
    {
      search: search || undefined,
      accountType: filters.accountType ?? undefined,
      status: filters.status ?? undefined,
      page,
      pageSize: PAGE_SIZE,
    },
    { placeholderData: keepPreviousData },
  );
  const changeFilters = (next: AccountFilters) => {
    setFilters(next);
    setPage(1);
  };

  const rows = accounts.data?.rows ?? [];
  const pageCount = Math.max(1, Math.ceil((accounts.data?.total ?? 0) / PAGE_SIZE));

  return (
    <>
      <AccountsFilters value={filters} onChange={changeFilters} />
      {accounts.isError ? (
        <Alert color="red" variant="light" role="alert">
          Failed to load accounts: {accounts.error.message}
        </Alert>
      ) : (
        <Table.ScrollContainer minWidth={960}>
          <Table striped highlightOnHover verticalSpacing="sm" aria-label="Accounts" aria-busy={accounts.isFetching}>
            <Table.Thead>
              <Table.Tr>
                {COLUMNS.map((column) => (
                  <Table.Th key={column} ta={column === 'Balance' ? 'right' : undefined}>
                    {column}
                  </Table.Th>
                ))}
                <Table.Th>
                  <VisuallyHidden>Actions</VisuallyHidden>
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {accounts.isPending ? <LoadingRows /> : null}
              {!accounts.isPending && rows.length === 0 ? (
                <Table.Tr>
                  <Table.Td colSpan={COLUMNS.length + 1} ta="center" py="xl">
                    No results.
                  </Table.Td>
                </Table.Tr>
              ) : null}
              {rows.map((account) => (
                <AccountTableRow
                  key={account.userId}
                  account={account}
                  onDecide={(next) => decide({ userId: account.userId, name: accountName(account), decision: next })}
                />
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      <Group justify="space-between">
        <Text size="sm" c="dimmed">
          Page {page} of {pageCount} · {accounts.data?.total ?? 0} account(s)
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
