import './mantine-styles';
import { Button, Group, TextInput } from '@mantine/core';
import { useState } from 'react';
import type { Weight } from '../../../shared/constants';
import { useAuth } from '../../lib/auth/auth-context';
import { notify } from '../../lib/notify';
import { trpc } from '../../lib/trpc';
import './mantine-styles';
import { errorMessage } from '../../lib/error-message';

/**
 * 'Email me when it's back' for a sold-out size. Signed in: one click, their account's
 * address. Guests give an address and confirm it from the email (double opt-in).
 */
export function BackInStock({ productId, productName, weight }: { productId: string; productName: string; weight: Weight }) {
  const { user } = useAuth();
  const [asking, setAsking] = useState(false);
  const [email, setEmail] = useState('');
  const request = trpc.backInStock.request.useMutation({
    onSuccess: (result) => {
      setAsking(false);
      if (result.status === 'confirmed') notify.success(`We will email you when ${productName} ${weight} is back in stock.`);
      else notify.info('Please check your email and confirm the alert.', `Almost done: ${productName} ${weight}`);
    },
    onError: (error) => notify.error(errorMessage(error)),
  });

  if (user) {
    return (
      <Button variant="light" fullWidth loading={request.isPending} onClick={() => request.mutate({ productId, weight })}>
        Email me when it's back
      </Button>
    );
  }
  if (!asking) {
    return (
      <Button variant="light" fullWidth onClick={() => setAsking(true)}>
        Email me when it's back
      </Button>
    );
  }
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        request.mutate({ productId, weight, email });
      }}
    >
      <Group gap="xs" align="end" wrap="nowrap">
        <TextInput
          type="email"
          required
          label={`Your email for ${weight}`}
          autoComplete="email"
          value={email}
          onChange={(event) => setEmail(event.currentTarget.value)}
          style={{ flex: 1, minWidth: 0 }}
        />
        <Button type="submit" loading={request.isPending}>
          Notify me
        </Button>
      </Group>
    </form>
  );
}
