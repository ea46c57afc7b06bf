import './mantine-styles';
import { Alert, Button, Stack } from '@mantine/core';
import { Elements, PaymentElement, useElements, useStripe } from '@stripe/react-stripe-js';
import { type FormEvent, useState } from 'react';
import { errorMessage } from '../../lib/error-message';
import { stripeFor } from './stripe-loader';

type Mode = 'payment' | 'setup';

function ConfirmForm({ mode, returnPath, submitLabel }: { mode: Mode; returnPath: string; submitLabel: string }) {
  const stripe = useStripe();
  const elements = useElements();
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  // Stripe.js confirms with the bank (3-D Secure included) and returns to returnPath; the server
  // learns the outcome from Stripe itself (webhook or its own retrieve), never from this page.
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!stripe || !elements) return;
    setBusy(true);
    setError(null);
    const confirmParams = { return_url: `${window.location.origin}${returnPath}` };
    const result =
      mode === 'payment'
        ? await stripe.confirmPayment({ elements, confirmParams })
        : await stripe.confirmSetup({ elements, confirmParams });
    // Only reached when Stripe could not confirm (a redirect happens otherwise).
    setError(errorMessage(result.error, 'Your card could not be confirmed. Please try again.'));
    setBusy(false);
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <PaymentElement />
        {error ? (
          <Alert color="red" variant="light" role="alert">
            {error}
          </Alert>
        ) : null}
        <Button type="submit" size="lg" fullWidth disabled={!stripe || !elements || busy}>
          {busy ? 'Processing...' : submitLabel}
        </Button>
      </Stack>
    </form>
  );
}

/** Stripe's Payment Element (cards, wallets) for a PaymentIntent or SetupIntent client secret. */
export function CardForm(props: {
  publishableKey: string;
  clientSecret: string;
  mode: Mode;
  returnPath: string;
  submitLabel: string;
}) {
  return (
    <Elements stripe={stripeFor(props.publishableKey)} options={{ clientSecret: props.clientSecret }}>
      <ConfirmForm mode={props.mode} returnPath={props.returnPath} submitLabel={props.submitLabel} />
    </Elements>
  );
}
