import './mantine-styles';
import { Alert, Button, Stack, Text, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useEffect } from 'react';
import { AnchorLink } from '../../components/links';
import { useAuth } from '../../lib/auth/auth-context';
import { errorMessage } from '../../lib/error-message';
import { notify } from '../../lib/notify';
import { trpc } from '../../lib/trpc';
import { AddressFields } from '../forms/address-fields';
import { CredentialsFields } from '../forms/credentials-fields';
import { useRenewalCardOffer } from '../payment/card-setup';
import { BagFields } from './bag-fields';
import { SubscribeKeyInformation } from './key-information';
import type { PlanChoice } from './plan-card';
import { initialSubscribeValues, type SubscribeFormValues, savedDelivery, validateSubscribeForm } from './subscribe-form-values';
import { varietiesFor } from './subscription-options';
import { useSubscribe } from './use-subscribe';

/** The customise dialog's form: one selection per bag, delivery details, and an account when signed out. */
export function SubscribeForm({
  choice,
  onDone,
  onCardStep,
}: {
  choice: PlanChoice;
  onDone: () => void;
  /** Called instead of onDone when the new subscriber should add a renewal card (the shop's publishable key). */
  onCardStep: (publishableKey: string) => void;
}) {
  const { user, profile } = useAuth();
  const signedIn = user !== null;
  const varieties = trpc.subscription.varieties.useQuery();
  const offered = varieties.data ? varietiesFor(varieties.data, choice.weight) : undefined;
  const renewalCardKey = useRenewalCardOffer(signedIn);
  const { submit, pending } = useSubscribe({
    onDone,
    onCardStep: renewalCardKey ? () => onCardStep(renewalCardKey) : undefined,
  });
  const form = useForm<SubscribeFormValues>({
    mode: 'uncontrolled',
    initialValues: initialSubscribeValues(choice),
    validate: (values) => validateSubscribeForm(values, signedIn),
  });

  // The saved address fills untouched delivery fields, also when the profile arrives after the dialog opened.
  const { setFieldValue, isTouched } = form;
  useEffect(() => {
    if (!profile || isTouched('delivery')) return;
    setFieldValue('delivery', savedDelivery(profile));
  }, [profile, setFieldValue, isTouched]);

  const onSubmit = form.onSubmit(
    (values) => submit(values, signedIn),
    () => notify.error('Please fill in all required fields to continue.'),
  );

  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="lg">
        <Stack gap="sm">
          <Title order={3} size="h4">
            Your bags
          </Title>
          {varieties.isError ? (
            <Alert color="red" variant="light" role="alert">
              Could not load the varieties: {errorMessage(varieties.error)}
            </Alert>
          ) : null}
          {offered?.length === 0 ? (
            <Alert color="orange" variant="light" role="alert">
              No variety is available in {choice.weight} at the moment. Please choose another size.
            </Alert>
          ) : null}
          {Array.from({ length: choice.plan.bags }, (_, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: a plan's bags are fixed positions.
            <BagFields key={index} form={form} index={index} varieties={offered} />
          ))}
        </Stack>
        <Stack gap="sm">
          <Title order={3} size="h4">
            Delivery details
          </Title>
          <AddressFields form={form} prefix="delivery." withFullName />
        </Stack>
        {signedIn ? null : (
          <Stack gap="sm">
            <Title order={3} size="h4">
              Your account
            </Title>
            <Text size="sm" c="dimmed">
              We create your account with this subscription; verify your email, then log in to manage it. Already a customer?{' '}
              <AnchorLink to="/auth" search={{ redirect: '/subscriptions' }} size="sm">
                Log in first
              </AnchorLink>
              .
            </Text>
            <CredentialsFields form={form} password={{ newHint: 'At least 8 characters.' }} />
          </Stack>
        )}
        <SubscribeKeyInformation choice={choice} />
        <Button type="submit" fullWidth loading={pending}>
          {signedIn ? 'Confirm Subscription' : 'Create Account & Subscribe'}
        </Button>
      </Stack>
    </form>
  );
}
