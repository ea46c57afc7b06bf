import './mantine-styles';
import { Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { AnchorLink } from '../../components/links';
import { SUCCESS_GREEN } from './success-green';

export type PromotionState =
  | { status: 'none' }
  | { status: 'checking'; code: string }
  | { status: 'applied'; code: string; description: string | null }
  | { status: 'refused'; code: string; message: string };

/** The promotion code field: the server (`order.quote`) decides whether a code applies and why not. */
export function PromotionCode(props: {
  signedIn: boolean;
  state: PromotionState;
  onApply: (code: string) => void;
  onRemove: () => void;
}) {
  const [text, setText] = useState('');
  const { state } = props;
  if (!props.signedIn) {
    return (
      <Text size="sm" c="dimmed">
        Have a promotion code?{' '}
        <AnchorLink to="/auth" search={{ redirect: '/checkout' }}>
          Log in
        </AnchorLink>{' '}
        to use it.
      </Text>
    );
  }
  if (state.status === 'applied') {
    return (
      <Stack gap={4} align="flex-start">
        <Text size="sm" c={SUCCESS_GREEN} fw={600} role="status">
          Code {state.code} applied{state.description ? `: ${state.description}` : ''}
        </Text>
        <Button variant="subtle" size="compact-sm" onClick={props.onRemove}>
          Remove code
        </Button>
      </Stack>
    );
  }
  const apply = () => {
    if (text.trim()) props.onApply(text.trim().toUpperCase());
  };
  return (
    <Group align="flex-start" gap="xs" wrap="nowrap">
      <TextInput
        label="Promotion code"
        value={text}
        onChange={(event) => {
          setText(event.currentTarget.value);
          // A refusal belongs to the code that was tried; editing starts afresh.
          if (state.status === 'refused') props.onRemove();
        }}
        onKeyDown={(event) => {
          // Enter applies the code instead of submitting the whole order.
          if (event.key === 'Enter') {
            event.preventDefault();
            apply();
          }
        }}
        error={state.status === 'refused' ? state.message : undefined}
        autoComplete="off"
        maxLength={40}
        style={{ flex: 1 }}
      />
      <Button variant="outline" mt={24} onClick={apply} loading={state.status === 'checking'} disabled={!text.trim()}>
        Apply
      </Button>
    </Group>
  );
}
