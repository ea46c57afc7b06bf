import './mantine-styles';
import { Alert, Anchor, Table, Text } from '@mantine/core';
import { formatDate } from '../../../shared/dates';
import { formatGBP } from '../../../shared/money';
import { errorMessage } from '../../lib/error-message';
import { trpc } from '../../lib/trpc';

/** The orders that used one promotion: fetched only when the admin opens the section. */
export function PromotionRedemptions({ promotionId, code }: { promotionId: string; code: string }) {
  const redemptions = trpc.promotion.redemptions.useQuery({ id: promotionId });
  if (redemptions.isPending)
    return (
      <Text size="sm" c="dimmed">
        Loading redemptions...
      </Text>
    );
  if (redemptions.isError) {
    return (
      <Alert color="red" variant="light" role="alert">
        {errorMessage(redemptions.error)}
      </Alert>
    );
  }
  if (redemptions.data.length === 0)
    return (
      <Text size="sm" c="dimmed">
        No orders have used this code yet.
      </Text>
    );
  return (
    // Raw Table, not DataTable: the orders of one code, inside its card.
    <Table.ScrollContainer minWidth={420}>
      <Table fz="sm" verticalSpacing={4} aria-label={`Orders that used ${code}`}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Order</Table.Th>
            <Table.Th>Customer</Table.Th>
            <Table.Th>Date</Table.Th>
            <Table.Th ta="right">Discount given</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {redemptions.data.map((r) => (
            <Table.Tr key={r.id}>
              <Table.Td>{r.orderNumber === null ? 'Deleted order' : `#${r.orderNumber}`}</Table.Td>
              <Table.Td>
                <Text size="sm">{r.customerName}</Text>
                <Anchor href={`mailto:${r.customerEmail}`} size="xs">
                  {r.customerEmail}
                </Anchor>
              </Table.Td>
              <Table.Td>{formatDate(r.redeemedAt)}</Table.Td>
              <Table.Td ta="right">{formatGBP(r.discountPence)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
