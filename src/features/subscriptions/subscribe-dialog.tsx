import './mantine-styles';
import { Modal, Skeleton, Stack, Text } from '@mantine/core';
import { useNavigate } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { useAuth } from '../../lib/auth/auth-context';
import type { PlanChoice } from './plan-card';
import { planPriceLabel } from './plan-price';
import { RenewalCardStep } from './renewal-card-step';
import { SubscribeForm } from './subscribe-form';
import { useShippingLabel } from './use-shipping-label';

/** 'Subscribe Now' opens a customise dialog with the subscription form. */
export function SubscribeDialog({ choice, onClose }: { choice: PlanChoice | null; onClose: () => void }) {
  // Keep the last choice while the dialog animates closed.
  const [shown, setShown] = useState(choice);
  const { user, loading } = useAuth();
  const shipping = useShippingLabel(shown?.plan.name ?? '');
  // Set once the subscription is stored and a renewal card is to be offered (the publishable key).
  const [cardStep, setCardStep] = useState<string | null>(null);
  const navigate = useNavigate();
  useEffect(() => {
    if (choice) {
      setShown(choice);
      setCardStep(null);
    }
  }, [choice]);
  const finish = () => {
    onClose();
    void navigate({ to: '/account' });
  };

  if (cardStep)
    return (
      <Modal opened={choice !== null} onClose={finish} title="Card for subscription renewals" size="lg">
        <RenewalCardStep publishableKey={cardStep} onSkip={finish} />
      </Modal>
    );
  return (
    <Modal opened={choice !== null} onClose={onClose} title={shown ? `Customise ${shown.plan.name}` : ''} size="lg">
      {shown ? (
        <>
          <Text mb="lg">
            {shown.plan.bags} × {shown.weight} {shown.plan.bags === 1 ? 'bag' : 'bags'}, {shown.frequency}:{' '}
            <Text span fw={700}>
              {planPriceLabel(shown.weight, shown.plan.bags, shown.frequency)}
            </Text>{' '}
            ({shipping})
          </Text>
          {loading ? (
            // Whether the form asks for an account depends on who is signed in.
            <Stack gap="sm" aria-busy="true" aria-label="Loading">
              <Skeleton height={120} />
              <Skeleton height={120} />
            </Stack>
          ) : (
            <SubscribeForm
              key={`${shown.plan.name}-${shown.weight}-${shown.frequency}-${user?.id ?? 'guest'}`}
              choice={shown}
              onDone={onClose}
              onCardStep={setCardStep}
            />
          )}
        </>
      ) : null}
    </Modal>
  );
}
