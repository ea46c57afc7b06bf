import './mantine-styles';
import { Table, Text } from '@mantine/core';
import type { RouterOutputs } from '~/server/trpc/app-router';
import { moistureLabel } from '../../../shared/constants';
import { formatGBP } from '../../../shared/money';
import { lineSubtotalPence, vatRateLabel } from '../../../shared/order-summary';

type OrderItem = RouterOutputs['order']['getMine']['items'][number];

/**
 * The order's item snapshots: what was bought and what it cost then, whatever the product is now. Laid out
 * as the admin tables are: as wide as its content needs, so on a phone the item names wrap and the VAT and
 * Total stay in view; only a table that cannot fit scrolls sideways, with a visible scrollbar.
 */
export function OrderItemsTable({ items }: { items: OrderItem[] }) {
  return (
    // Raw Table, not DataTable: the lines of one order.
    <Table.ScrollContainer minWidth={0}>
      <Table verticalSpacing="xs" aria-label="Items in this order">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Item</Table.Th>
            <Table.Th ta="right">Quantity</Table.Th>
            <Table.Th ta="right">VAT</Table.Th>
            <Table.Th ta="right">Total</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {items.map((item) => (
            <Table.Tr key={item.id}>
              <Table.Td>
                <Text fw={600} size="sm">
                  {item.productName}
                </Text>
                <Text size="xs" c="dimmed">
                  {item.weight} · {moistureLabel(item.moisture)}
                </Text>
              </Table.Td>
              <Table.Td ta="right">{item.quantity}</Table.Td>
              <Table.Td ta="right">{vatRateLabel(item.vatRateBps)}</Table.Td>
              {/* Before the discount, as the cart and the email show the line; the discount is its own row below. */}
              <Table.Td ta="right">{formatGBP(lineSubtotalPence(item))}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
