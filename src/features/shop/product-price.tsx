import { Group, Text } from '@mantine/core';
import type { Weight } from '../../../shared/constants';
import { formatGBP } from '../../../shared/money';
import type { CardState } from './card-rules';

/** The VAT-inclusive price, an approved wholesaler's trade price (ex VAT) and the out-of-stock line. */
export function ProductPrice({ state, weight }: { state: CardState; weight: Weight }) {
  return (
    <>
      <Group justify="space-between" align="baseline" wrap="wrap" gap="xs">
        {state.pricePence !== null ? (
          <Text fz={24} fw={700} ff="heading" c="oxblood.8">
            {formatGBP(state.pricePence)}
          </Text>
        ) : null}
        {state.tradeNetPence !== null ? (
          <Text size="sm" fw={600} c="brass.9">
            Trade price (ex VAT): {formatGBP(state.tradeNetPence)}
          </Text>
        ) : null}
      </Group>
      {state.outOfStock ? (
        <Text size="sm" c="red.9" fw={600}>
          {weight} currently out of stock
        </Text>
      ) : null}
    </>
  );
}
