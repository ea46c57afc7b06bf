import { Button } from '@mantine/core';
import { lazy, Suspense, useState } from 'react';
import type { Weight } from '../../../shared/constants';
import { useAuth } from '../../lib/auth/auth-context';
import { errorMessage } from '../../lib/error-message';
import { notify } from '../../lib/notify';
import { trpc } from '../../lib/trpc';

const loadForm = () => import('./on-demand/back-in-stock-form');
const BackInStockForm = lazy(loadForm);

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
  const askButton = (loading: boolean) => (
    <Button
      variant="light"
      fullWidth
      loading={loading}
      onClick={() => setAsking(true)}
      // The guest's form is fetched when the pointer or focus reaches the button, ready for the click.
      onPointerEnter={() => void loadForm()}
      onFocus={() => void loadForm()}
    >
      Email me when it's back
    </Button>
  );
  if (!asking) return askButton(false);
  return (
    <Suspense fallback={askButton(true)}>
      <BackInStockForm
        weight={weight}
        email={email}
        onEmailChange={setEmail}
        pending={request.isPending}
        onSubmit={() => request.mutate({ productId, weight, email })}
      />
    </Suspense>
  );
}
