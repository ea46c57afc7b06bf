import './mantine-styles';
import { ActionIcon, Group, Image, Stack, Text } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { formatGBP } from '../../../shared/money';
import { useCart } from './cart-context';
import { lineName, lineOptions } from './cart-line-label';
import { CartLineProblem } from './cart-line-problem';
import type { CartViewLine } from './cart-types';
import { QuantityStepper } from './quantity-stepper';

export function CartDrawerLine({ line }: { line: CartViewLine }) {
  const { setQuantity, remove, updating } = useCart();
  const name = lineName(line);
  return (
    <Group component="li" align="flex-start" wrap="nowrap" gap="sm" py="sm" aria-label={name}>
      <Image
        src={line.imageUrl ?? undefined}
        fallbackSrc="/images/products/original.svg"
        alt=""
        w={64}
        h={48}
        radius="sm"
        fit="cover"
        bg="cream.2"
      />
      <Stack gap={4} style={{ flex: 1, minWidth: 0 }}>
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <div>
            <Text fw={600}>{line.productName}</Text>
            <Text size="sm" c="dimmed">
              {lineOptions(line)} · {formatGBP(line.unitGrossPence)} each
            </Text>
          </div>
          <ActionIcon
            variant="subtle"
            color="gray.8"
            aria-label={`Remove ${name} from cart`}
            disabled={updating}
            onClick={() => void remove(line)}
          >
            <IconTrash size={18} aria-hidden />
          </ActionIcon>
        </Group>
        <CartLineProblem problem={line.problem} />
        <Group justify="space-between">
          <QuantityStepper
            quantity={line.quantity}
            itemLabel={name}
            max={line.stock}
            disabled={updating}
            onChange={(quantity) => void setQuantity(line, quantity)}
          />
          <Text fw={600} td={line.problem ? 'line-through' : undefined}>
            {formatGBP(line.lineTotalPence)}
          </Text>
        </Group>
      </Stack>
    </Group>
  );
}
