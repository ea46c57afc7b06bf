import './mantine-styles';
import { Table, Text, TextInput } from '@mantine/core';
import { formatGBP } from '../../../shared/money';
import { vatRateLabel } from '../../../shared/order-summary';
import { stockStateLabel, type TradeCatalogueEntry } from '../../../shared/trade-order';
import { type Quantities, readQuantity } from './quantities';

type QuoteLine = { variantId: string; lineNetPence: number; problem: string | null };

/**
 * Every product and size in one table, each with its own quantity box. Mantine's Table rather than the
 * admin DataTable: that one pages, sorts and selects rows on the server, and a quick order needs every size
 * on one page with a text box per row, in the order the keyboard walks them (Tab goes down the boxes; a
 * sold-out size's box is disabled, so Tab passes it by).
 */
export function QuickOrderTable(props: {
  catalogue: TradeCatalogueEntry[];
  quantities: Quantities;
  quoteLines: readonly QuoteLine[];
  onChange: (variantId: string, text: string) => void;
}) {
  const quoted = new Map(props.quoteLines.map((l) => [l.variantId, l]));
  return (
    // Raw Table, not DataTable: an order form with a quantity input a row.
    <Table.ScrollContainer minWidth={720}>
      <Table verticalSpacing="xs" aria-label="Quick order" highlightOnHover>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Product</Table.Th>
            <Table.Th>Size</Table.Th>
            <Table.Th ta="right">Price (ex VAT)</Table.Th>
            <Table.Th ta="right">VAT</Table.Th>
            <Table.Th>Stock</Table.Th>
            <Table.Th w={150}>Quantity</Table.Th>
            <Table.Th ta="right">Line (ex VAT)</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {props.catalogue.map((entry) => {
            const text = props.quantities[entry.variantId] ?? '';
            const read = readQuantity(text);
            const line = quoted.get(entry.variantId);
            const error = read && 'error' in read ? read.error : read ? line?.problem : null;
            const soldOut = entry.stock <= 0;
            const name = `${entry.productName} ${entry.weight}`;
            return (
              <Table.Tr key={entry.variantId}>
                <Table.Td fw={600}>{entry.productName}</Table.Td>
                <Table.Td>{entry.weight}</Table.Td>
                <Table.Td ta="right">{formatGBP(entry.unitNetPence)}</Table.Td>
                <Table.Td ta="right">{vatRateLabel(entry.vatRateBps)}</Table.Td>
                <Table.Td>
                  <Text size="sm" c={soldOut ? 'red.9' : undefined}>
                    {stockStateLabel(entry.stock)}
                  </Text>
                </Table.Td>
                <Table.Td>
                  <TextInput
                    aria-label={`Quantity of ${name}`}
                    inputMode="numeric"
                    autoComplete="off"
                    size="xs"
                    maxLength={4}
                    disabled={soldOut}
                    placeholder={soldOut ? 'Sold out' : '0'}
                    value={soldOut ? '' : text}
                    onChange={(event) => props.onChange(entry.variantId, event.currentTarget.value)}
                    error={error || undefined}
                  />
                </Table.Td>
                <Table.Td ta="right">{line && read && !('error' in read) ? formatGBP(line.lineNetPence) : ''}</Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
