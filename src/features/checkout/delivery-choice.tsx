import './mantine-styles';
import { Radio, Stack, Text } from '@mantine/core';
import { COLLECT_LABEL, type DeliveryOption } from '../../../shared/delivery';
import { formatGBP } from '../../../shared/money';

/**
 * Tracked 48 by default; 'Collect / local delivery' only when the back office offers it
 * (admin 'Delivery' page). The price of each option comes back from the server's quote.
 */
export function DeliveryChoice(props: {
  collectAvailable: boolean;
  freeThresholdPence: number | undefined;
  value: DeliveryOption;
  onChange: (option: DeliveryOption) => void;
}) {
  const free =
    props.freeThresholdPence === undefined ? '' : `, free when your goods come to ${formatGBP(props.freeThresholdPence)} or more`;
  if (!props.collectAvailable) {
    return (
      <Text size="sm" c="dimmed">
        Delivery: Royal Mail Tracked 48{free}.
      </Text>
    );
  }
  return (
    <Radio.Group label="Delivery" value={props.value} onChange={(value) => props.onChange(value as DeliveryOption)}>
      <Stack gap="xs" mt="xs">
        <Radio value="tracked" label="Tracked 48" description="Royal Mail, to the address above" />
        <Radio value="collect" label={COLLECT_LABEL} description="We will be in touch to arrange it" />
      </Stack>
    </Radio.Group>
  );
}
