import '../mantine-styles';
import { Button, Group, TextInput } from '@mantine/core';
import type { Weight } from '../../../../shared/constants';

/**
 * A guest's address for a back-in-stock alert. Loaded when the guest first asks (back-in-stock.tsx),
 * keeping Mantine's text input off the shop's first load.
 */
export default function BackInStockForm({
  weight,
  email,
  onEmailChange,
  pending,
  onSubmit,
}: {
  weight: Weight;
  email: string;
  onEmailChange: (email: string) => void;
  pending: boolean;
  onSubmit: () => void;
}) {
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
    >
      <Group gap="xs" align="end" wrap="nowrap">
        <TextInput
          type="email"
          required
          label={`Your email for ${weight}`}
          autoComplete="email"
          value={email}
          onChange={(event) => onEmailChange(event.currentTarget.value)}
          style={{ flex: 1, minWidth: 0 }}
        />
        <Button type="submit" loading={pending}>
          Notify me
        </Button>
      </Group>
    </form>
  );
}
