import { ActionIcon, Group, Text } from '@mantine/core';
import { IconMinus, IconPlus } from '@tabler/icons-react';
import { MAX_LINE_QUANTITY } from '../../../shared/cart';

/** Minus and plus around the quantity; going below 1 removes the line. */
export function QuantityStepper(props: {
  quantity: number;
  /** What the buttons act on, for screen readers: 'Chilli 500g'. */
  itemLabel: string;
  disabled?: boolean;
  /** The stock: plus is off at it (the server would hold the quantity there anyway). */
  max?: number;
  onChange: (quantity: number) => void;
}) {
  const { quantity, itemLabel, disabled, max = MAX_LINE_QUANTITY, onChange } = props;
  return (
    <Group gap={4} wrap="nowrap">
      <ActionIcon
        variant="default"
        size="md"
        aria-label={`Decrease quantity of ${itemLabel}`}
        disabled={disabled}
        onClick={() => onChange(quantity - 1)}
      >
        <IconMinus size={14} aria-hidden />
      </ActionIcon>
      <Text miw={28} ta="center" fw={600} aria-label={`Quantity of ${itemLabel}`} role="status">
        {quantity}
      </Text>
      <ActionIcon
        variant="default"
        size="md"
        aria-label={`Increase quantity of ${itemLabel}`}
        disabled={disabled || quantity >= Math.min(max, MAX_LINE_QUANTITY)}
        onClick={() => onChange(quantity + 1)}
      >
        <IconPlus size={14} aria-hidden />
      </ActionIcon>
    </Group>
  );
}
