import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import type { SignUpProfile } from '../../../shared/schemas/auth';
import { newSubscriptionSchema, newSubscriptionWithAccountSchema } from '../../../shared/schemas/subscription';
import { isExistingEmailError, signUpWithProfile } from '../../lib/auth/auth-actions';
import { errorMessage } from '../../lib/error-message';
import { notify } from '../../lib/notify';
import { trpc } from '../../lib/trpc';
import type { SubscribeFormValues } from './subscribe-form-values';

const EXISTING_EMAIL = 'A user with this email already exists. Please log in or use a different email.';
const UNEXPECTED = 'An unexpected error occurred during signup.';

/**
 * 'Subscribe & Save': signed in, the subscription is stored for the account; signed out,
 * the visitor signs up with the subscription in the metadata and it waits for the verified email.
 * The server recomputes the price either way.
 */
export function useSubscribe({ onDone, onCardStep }: { onDone: () => void; onCardStep?: () => void }) {
  const navigate = useNavigate();
  const utils = trpc.useUtils();
  const create = trpc.subscription.create.useMutation();
  const [signingUp, setSigningUp] = useState(false);

  const subscribeSignedIn = async (values: SubscribeFormValues) => {
    const { email: _email, password: _password, ...rest } = values;
    try {
      await create.mutateAsync(newSubscriptionSchema.parse(rest));
    } catch (error) {
      const message = errorMessage(error);
      // The shop's wording ends with a full stop; the server's own message usually has one already.
      notify.error(`Failed to add subscription: ${message.replace(/\.$/, '')}.`);
      return;
    }
    await utils.subscription.listMine.invalidate();
    // The renewals job orders a new subscription's first box on the day it starts.
    notify.success('New subscription added successfully!', 'Your first box is being prepared');
    // With cards taken and none saved, the dialog goes on to the card renewals are charged to.
    if (onCardStep) return onCardStep();
    onDone();
    await navigate({ to: '/account' });
  };

  const subscribeSignedOut = async (values: SubscribeFormValues) => {
    const { email, password, ...subscription } = newSubscriptionWithAccountSchema.parse(values);
    const profile: SignUpProfile = {
      accountType: 'Customer',
      fullName: subscription.delivery.fullName,
      address1: subscription.delivery.address1,
      address2: subscription.delivery.address2 ?? undefined,
      city: subscription.delivery.city,
      postcode: subscription.delivery.postcode,
      subscription,
    };
    setSigningUp(true);
    try {
      const { error } = await signUpWithProfile({ name: subscription.delivery.fullName, email, password, profile });
      if (error) {
        const exists = isExistingEmailError(error);
        // Only the server's own words are shown; a bare status text ('Internal Server Error') is not.
        notify.error(exists ? EXISTING_EMAIL : errorMessage(error, UNEXPECTED));
        return;
      }
    } catch (error) {
      console.error('Subscription sign-up failed:', error);
      notify.error(UNEXPECTED);
      return;
    } finally {
      setSigningUp(false);
    }
    notify.success(
      'Subscription created successfully! Please check your email to verify your account and log in.',
      'Your first box is prepared once your email is verified',
    );
    onDone();
    await navigate({ to: '/auth' });
  };

  return {
    submit: (values: SubscribeFormValues, signedIn: boolean) =>
      signedIn ? subscribeSignedIn(values) : subscribeSignedOut(values),
    pending: create.isPending || signingUp,
  };
}
