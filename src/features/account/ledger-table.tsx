import './mantine-styles';
import { Table, Text } from '@mantine/core';
import { formatDateTime } from '../../../shared/dates';
import { formatGBP } from '../../../shared/money';

export type LedgerRow = { id: string; amountPence: number; reason: string; createdAt: Date };

function signed(pence: number): string {
  return pence > 0 ? `+${formatGBP(pence)}` : formatGBP(pence);
}

/**
 * Balance movements, newest first: orders on account add to the balance, payments take it down. As wide as
 * its content needs (the descriptions wrap), so the Amount column stays in view on a phone.
 */
export function LedgerTable({ entries, caption }: { entries: LedgerRow[]; caption: string }) {
  if (entries.length === 0) {
    return (
      <Text c="dimmed" size="sm">
        No balance movements yet.
      </Text>
    );
  }
  return (
    // Raw Table, not DataTable: a trade customer's recent movements; DataTable is the admin's server-paged list.
    <Table.ScrollContainer minWidth={0}>
      <Table striped verticalSpacing="xs" aria-label={caption}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Date</Table.Th>
            <Table.Th>Description</Table.Th>
            <Table.Th ta="right">Amount</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {entries.map((entry) => (
            <Table.Tr key={entry.id}>
              <Table.Td>{formatDateTime(entry.createdAt)}</Table.Td>
              <Table.Td>{entry.reason}</Table.Td>
              <Table.Td ta="right" ff="monospace">
                {signed(entry.amountPence)}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
