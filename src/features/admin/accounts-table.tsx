import './mantine-styles';
import { Alert, Badge, Text, VisuallyHidden } from '@mantine/core';
import { keepPreviousData } from '@tanstack/react-query';
import { useMemo } from 'react';
import { formatUSD } from '../../../shared/money';
import { accountsTable } from '../../../shared/schemas/account';
import { AccountStatusBadge } from '../../components/status-badge';
import { errorMessage } from '../../lib/error-message';
import { trpc } from '../../lib/trpc';
import { DataTable } from '../admin-shared/data-table';
import { type DataColumn, dataColumns } from '../admin-shared/data-table-columns';
import { useTableSearch } from '../admin-shared/table-search';
import { type AccountDecision, useAccountDecision } from './account-decision';
import { type AccountRow, AccountRowMenu, accountName } from './account-row-menu';
import { AccountsFilters } from './accounts-filters';

const TYPE_COLOURS = { Customer: 'gray.7', Wholesale: 'brass.8', Admin: 'oxblood.7' } as const;
const column = dataColumns<AccountRow>();

/** 'Admin dashboard' columns; the ids are the server's sort ids (shared/schemas/account.ts). */
function accountColumns(onDecide: (account: AccountRow, decision: AccountDecision) => void): DataColumn<AccountRow>[] {
  return [
    column.accessor(accountName, {
      id: 'accountName',
      header: 'Account Name',
      cell: ({ row }) => <Text fw={500}>{accountName(row.original)}</Text>,
    }),
    column.accessor('accountType', {
      id: 'accountType',
      header: 'Account Type',
      cell: ({ row }) => <Badge color={TYPE_COLOURS[row.original.accountType]}>{row.original.accountType}</Badge>,
    }),
    column.accessor('status', {
      id: 'status',
      header: 'Status',
      cell: ({ row }) => (row.original.status ? <AccountStatusBadge status={row.original.status} /> : 'N/A'),
    }),
    // The admin table shows balances in USD.
    column.accessor('accountBalancePence', {
      id: 'balance',
      header: 'Balance',
      meta: { align: 'right' },
      cell: ({ row }) => (
        <Text span ff="monospace" size="sm">
          {formatUSD(row.original.accountBalancePence)}
        </Text>
      ),
    }),
    column.accessor('fullName', { id: 'fullName', header: 'Primary Contact' }),
    column.accessor('email', { id: 'email', header: 'Contact Email' }),
    column.accessor('terms', { id: 'terms', header: 'Trade Terms', cell: ({ row }) => row.original.terms ?? '—' }),
    column.display({
      id: 'actions',
      header: () => <VisuallyHidden>Actions</VisuallyHidden>,
      meta: { align: 'right', alwaysVisible: true },
      cell: ({ row }) => <AccountRowMenu account={row.original} onDecide={(decision) => onDecide(row.original, decision)} />,
    }),
  ];
}

/** 'Admin dashboard' table; filtering, sorting and paging happen on the server, and live in the URL. */
export function AccountsTable() {
  const table = useTableSearch(accountsTable);
  const decide = useAccountDecision();
  const accounts = trpc.admin.listAccounts.useQuery(table.listInput, { placeholderData: keepPreviousData });
  const columns = useMemo(
    () => accountColumns((account, next) => decide({ userId: account.userId, name: accountName(account), decision: next })),
    [decide],
  );

  return (
    <>
      {accounts.isError ? (
        <Alert color="red" variant="light" role="alert">
          Failed to load accounts: {errorMessage(accounts.error)}
        </Alert>
      ) : null}
      <DataTable
        label="Accounts"
        columns={columns}
        sortable={accountsTable.sortable}
        page={accounts.data}
        fetching={accounts.isFetching}
        state={table}
        getRowId={(account) => account.userId}
        rowName={accountName}
        filters={<AccountsFilters value={table.filters} onChange={(patch) => table.setFilters(patch)} />}
      />
    </>
  );
}
