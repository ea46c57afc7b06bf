import './mantine-styles';
import { Badge, Button, Card, Group, List, NativeSelect, SegmentedControl, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import { useEffect, useId, useRef, useState } from 'react';
import {
  DEFAULT_FREQUENCY,
  DEFAULT_WEIGHT,
  FREQUENCIES,
  type Frequency,
  type PLANS,
  WEIGHTS,
  type Weight,
} from '../../../shared/constants';
import { planPriceLabel } from './plan-price';
import { PlanSaving } from './plan-saving';
import { FREQUENCY_DATA, WEIGHT_DATA } from './subscription-options';
import { useShippingLabel } from './use-shipping-label';

export type Plan = (typeof PLANS)[number];
export type PlanChoice = { plan: Plan; weight: Weight; frequency: Frequency };

/** 'Subscribe & Save': one plan with its size-per-bag picker, frequency, price and 'Subscribe Now'. */
export function PlanCard({ plan, onSubscribe }: { plan: Plan; onSubscribe: (choice: PlanChoice) => void }) {
  const [weight, setWeight] = useState<Weight>(DEFAULT_WEIGHT);
  const [frequency, setFrequency] = useState<Frequency>(DEFAULT_FREQUENCY);
  const shipping = useShippingLabel(plan.name);
  const sizesRef = useRef<HTMLDivElement>(null);
  const frequencyRef = useRef<HTMLSelectElement>(null);
  // The page is server-rendered: a size or frequency picked before the script ran stays in the
  // controls (React keeps it when hydrating) but not in state, so it is taken over once here.
  useEffect(() => {
    const picked = sizesRef.current?.querySelector<HTMLInputElement>('input[type="radio"]:checked')?.value;
    const found = WEIGHTS.find((w) => w === picked);
    if (found) setWeight(found);
    const chosen = FREQUENCIES.find((f) => f === frequencyRef.current?.value);
    if (chosen) setFrequency(chosen);
  }, []);
  const id = useId();
  const titleId = `${id}-title`;
  const sizeLabelId = `${id}-size`;

  return (
    <Card
      component="article"
      aria-labelledby={titleId}
      padding="lg"
      h="100%"
      style={plan.freeShipping ? { borderColor: 'var(--mantine-color-brass-5)', borderWidth: 2 } : undefined}
    >
      <Group justify="space-between" mb="xs">
        <Title id={titleId} order={2} size="h3">
          {plan.name}
        </Title>
        {plan.freeShipping ? (
          <Badge color="brass.3" c="oxblood.9">
            Best value
          </Badge>
        ) : null}
      </Group>
      <Text aria-live="polite" mb={4}>
        <Text span fz={32} fw={700} ff="heading" c="oxblood.8">
          {planPriceLabel(weight, plan.bags, frequency)}
        </Text>
      </Text>
      <PlanSaving weight={weight} bags={plan.bags} frequency={frequency} />
      <Text size="sm" c="dimmed" mb="md">
        {shipping}
      </Text>
      <List
        spacing={6}
        mb="lg"
        icon={
          <ThemeIcon size={20} radius="xl" color="oxblood.7">
            <IconCheck size={14} aria-hidden />
          </ThemeIcon>
        }
      >
        {plan.features.map((feature) => (
          <List.Item key={feature}>{feature}</List.Item>
        ))}
      </List>
      <Stack gap="sm" mt="auto">
        <div ref={sizesRef}>
          <Text id={sizeLabelId} size="sm" fw={500} mb={4}>
            Size per bag
          </Text>
          <SegmentedControl
            aria-labelledby={sizeLabelId}
            fullWidth
            size="xs"
            data={WEIGHT_DATA}
            value={weight}
            onChange={(value) => setWeight(value as Weight)}
          />
        </div>
        <NativeSelect
          ref={frequencyRef}
          label="Delivery frequency"
          data={FREQUENCY_DATA}
          value={frequency}
          onChange={(event) => setFrequency(event.currentTarget.value as Frequency)}
        />
        <Button
          fullWidth
          mt="xs"
          aria-label={`Subscribe Now: ${plan.name}`}
          onClick={() => onSubscribe({ plan, weight, frequency })}
        >
          Subscribe Now
        </Button>
        <Text size="xs" c="dimmed" ta="center">
          Cancel or pause your subscription anytime.
        </Text>
      </Stack>
    </Card>
  );
}
