import { Text } from '@mantine/core';
import type { Frequency, Weight } from '../../../shared/constants';
import { formatGBP } from '../../../shared/money';
import { periodLabel, subscriptionSavingPence } from '../../../shared/subscriptions';
import { trpc } from '../../lib/trpc';
import { SUCCESS_GREEN } from '../checkout/success-green';

/** 'Save £4.00 a month on buying the same bags': the box against the same bags at the shop's one-off price. */
export function PlanSaving({ weight, bags, frequency }: { weight: Weight; bags: number; frequency: Frequency }) {
  const prices = trpc.subscription.oneOffPrices.useQuery(undefined, { staleTime: 5 * 60_000 });
  const oneOff = prices.data?.find((price) => price.weight === weight);
  const saving = oneOff ? subscriptionSavingPence(oneOff.grossPence, weight, bags) : 0;
  if (saving <= 0) return null;
  return (
    <Text size="sm" fw={600} c={SUCCESS_GREEN} aria-live="polite">
      Save {formatGBP(saving)} a {periodLabel(frequency)} on buying the same bags
    </Text>
  );
}
