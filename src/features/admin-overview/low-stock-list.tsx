import './mantine-styles';
import { Card, Table, Text, Title } from '@mantine/core';
import type { RouterOutputs } from '~/server/trpc/app-router';
import { ToneBadge } from '../../components/tone-badge';

type LowStock = RouterOutputs['adminOverview']['stats']['lowStock'];

/** Weights on sale (they have a retail price) with stock at or below the threshold, emptiest first. */
export function LowStockList({ threshold, rows }: LowStock) {
  return (
    <Card component="section" aria-labelledby="low-stock-title" padding="lg">
      <Title id="low-stock-title" order={3} size="h4">
        Low stock
      </Title>
      <Text size="sm" c="dimmed" mb="sm">
        Weights on sale with {threshold} or fewer left.
      </Text>
      {rows.length === 0 ? (
        <Text size="sm">Nothing is running low.</Text>
      ) : (
        // Raw Table, not DataTable: an overview card's short list, not a list to page through.
        <Table fz="sm" verticalSpacing={4} aria-labelledby="low-stock-title">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Product</Table.Th>
              <Table.Th>Weight</Table.Th>
              <Table.Th ta="right">Stock</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((row) => (
              <Table.Tr key={row.variantId}>
                <Table.Td>{row.productName}</Table.Td>
                <Table.Td>{row.weight}</Table.Td>
                <Table.Td ta="right">{row.stock === 0 ? <ToneBadge tone="red">Out of stock</ToneBadge> : row.stock}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
    </Card>
  );
}
