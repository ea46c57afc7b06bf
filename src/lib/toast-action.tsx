import { Button, Group, Text } from '@mantine/core';

/** A toast's sentence with one button beside it ('View cart'). */
export function ToastWithAction(props: { message: string; label: string; onClick: () => void }) {
  return (
    <Group gap="sm" justify="space-between" wrap="nowrap">
      <Text size="sm">{props.message}</Text>
      <Button size="compact-sm" variant="light" onClick={props.onClick}>
        {props.label}
      </Button>
    </Group>
  );
}
