import './mantine-styles';
import { ActionIcon, Stack, Table, Text, VisuallyHidden } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { moistureLabel } from '../../../shared/constants';
import { formatGBP } from '../../../shared/money';

/** '20%', '0%' or 'Exempt', as the invoice writes a line's rate. */
function vatRateLabel(bps: number | null): string {
  return bps === null ? 'Exempt' : `${bps / 100}%`;
}

import classes from '../../components/stacked-table.module.css';
import { useCart } from '../cart/cart-context';
import { lineKey, lineName } from '../cart/cart-line-label';
import { CartLineProblem } from '../cart/cart-line-problem';
import { QuantityStepper } from '../cart/quantity-stepper';

/**
 * 'Checkout': name, weight, moisture, unit price, quantity minus/plus, remove and line total per line.
 * A trade account buys on net prices, so it sees them as its invoice shows them: the unit price ex VAT and
 * each line's VAT, the line total with VAT added.
 */
export function OrderSummary({ trade = false }: { trade?: boolean }) {
  const { lines, setQuantity, remove, updating } = useCart();
  return (
    // Raw Table, not DataTable: the cart's lines, edited in place.
    <Table verticalSpacing="sm" aria-label="Order summary" className={classes.stacked}>
      <Table.Thead>
        <Table.Tr>
          <Table.Th>Product</Table.Th>
          <Table.Th>Weight</Table.Th>
          <Table.Th>Moisture</Table.Th>
          <Table.Th ta="right">{trade ? 'Unit price (ex VAT)' : 'Unit price'}</Table.Th>
          <Table.Th>Quantity</Table.Th>
          {trade ? <Table.Th ta="right">VAT</Table.Th> : null}
          <Table.Th ta="right">Line total</Table.Th>
          <Table.Th>
            <VisuallyHidden>Remove</VisuallyHidden>
          </Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {lines.map((line) => {
          const name = lineName(line);
          return (
            <Table.Tr key={lineKey(line)}>
              <Table.Td>
                <Stack gap={4}>
                  <Text fw={600}>{line.productName}</Text>
                  <CartLineProblem problem={line.problem} />
                </Stack>
              </Table.Td>
              <Table.Td data-label="Weight">{line.weight}</Table.Td>
              <Table.Td data-label="Moisture">{line.supportsMoistureOptions ? moistureLabel(line.moisture) : '—'}</Table.Td>
              <Table.Td ta="right" data-label={trade ? 'Unit price (ex VAT)' : 'Unit price'}>
                {formatGBP(trade ? line.unitNetPence : line.unitGrossPence)}
              </Table.Td>
              <Table.Td data-label="Quantity">
                <QuantityStepper
                  quantity={line.quantity}
                  itemLabel={name}
                  max={line.stock}
                  disabled={updating}
                  onChange={(quantity) => void setQuantity(line, quantity)}
                />
              </Table.Td>
              {trade ? (
                <Table.Td ta="right" data-label="VAT">
                  {formatGBP(line.lineVatPence)} ({vatRateLabel(line.vatRateBps)})
                </Table.Td>
              ) : null}
              <Table.Td ta="right" fw={600} data-label="Line total" td={line.problem ? 'line-through' : undefined}>
                {formatGBP(line.lineTotalPence)}
              </Table.Td>
              <Table.Td>
                <ActionIcon
                  variant="subtle"
                  color="gray.8"
                  aria-label={`Remove ${name} from cart`}
                  disabled={updating}
                  onClick={() => void remove(line)}
                >
                  <IconTrash size={18} aria-hidden />
                </ActionIcon>
              </Table.Td>
            </Table.Tr>
          );
        })}
      </Table.Tbody>
    </Table>
  );
}
