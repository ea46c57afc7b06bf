import './mantine-styles';
import { Alert, Skeleton } from '@mantine/core';
import { lazy, Suspense, useEffect } from 'react';
import { errorMessage } from '../../lib/error-message';
import { trpc } from '../../lib/trpc';

// Stripe.js loads only when a card form is shown.
const CardForm = lazy(() => import('./card-form').then((m) => ({ default: m.CardForm })));

/**
 * Saves a card for subscription renewals: a SetupIntent for off-session use, confirmed in Stripe's
 * Payment Element. The card becomes the default only when Stripe's setup_intent.succeeded arrives.
 * Mount it only while shown: each mount starts one SetupIntent.
 */
export function CardSetup({ publishableKey, returnPath }: { publishableKey: string; returnPath: string }) {
  const { mutate, data, error } = trpc.payment.setupCard.useMutation();
  useEffect(() => mutate(), [mutate]);
  if (error)
    return (
      <Alert color="red" variant="light" role="alert">
        {errorMessage(error)}
      </Alert>
    );
  if (!data) return <Skeleton height={200} aria-label="Loading the card form" />;
  return (
    <Suspense fallback={<Skeleton height={200} />}>
      <CardForm
        publishableKey={publishableKey}
        clientSecret={data.clientSecret}
        mode="setup"
        returnPath={returnPath}
        submitLabel="Save card"
      />
    </Suspense>
  );
}

/**
 * The publishable key when a signed-in customer should be offered a renewal card (the shop takes
 * cards and none is saved); null otherwise, also while loading.
 */
export function useRenewalCardOffer(signedIn: boolean): string | null {
  const config = trpc.payment.config.useQuery(undefined, { enabled: signedIn });
  const takesCards = signedIn && config.data?.cardPayments === true;
  const saved = trpc.payment.savedCard.useQuery(undefined, { enabled: takesCards });
  return takesCards && saved.isSuccess && saved.data === null ? (config.data?.publishableKey ?? null) : null;
}
