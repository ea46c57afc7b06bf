import './mantine-styles';
import { SimpleGrid } from '@mantine/core';
import { useState } from 'react';
import { PLANS } from '../../../shared/constants';
import { PlanCard, type PlanChoice } from './plan-card';
import { SubscribeDialog } from './subscribe-dialog';

/** The three plan cards of the Subscribe & Save page and their customise dialog. */
export function SubscribePlans() {
  const [choice, setChoice] = useState<PlanChoice | null>(null);
  return (
    <>
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="lg">
        {PLANS.map((plan) => (
          <PlanCard key={plan.name} plan={plan} onSubscribe={setChoice} />
        ))}
      </SimpleGrid>
      <SubscribeDialog choice={choice} onClose={() => setChoice(null)} />
    </>
  );
}
