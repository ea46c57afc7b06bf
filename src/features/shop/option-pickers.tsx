import { Group, Radio, SimpleGrid, Text } from '@mantine/core';
import { MOISTURE_OPTIONS, type Moisture, type Weight } from '../../../shared/constants';
import classes from './product-card.module.css';

// One tab stop per group, arrow keys between choices (Radio.Card moves focus and selects): the ARIA radio pattern.
export function WeightPicker(props: { weights: Weight[]; value: Weight; onChange: (weight: Weight) => void }) {
  return (
    <Radio.Group label="Weight" value={props.value} onChange={(value) => props.onChange(value as Weight)}>
      <Group gap={6} mt={4}>
        {props.weights.map((weight) => (
          <Radio.Card
            key={weight}
            value={weight}
            className={classes.option}
            px="sm"
            py={6}
            w="auto"
            tabIndex={weight === props.value ? 0 : -1}
          >
            {weight}
          </Radio.Card>
        ))}
      </Group>
    </Radio.Group>
  );
}

/** Shown only for products that support moisture options; the shopper's choice travels with the cart line. */
export function MoisturePicker(props: { value: Moisture; onChange: (moisture: Moisture) => void }) {
  return (
    <Radio.Group label="Moisture" value={props.value} onChange={(value) => props.onChange(value as Moisture)}>
      <SimpleGrid cols={3} spacing={6} mt={4}>
        {MOISTURE_OPTIONS.map((option) => (
          <Radio.Card
            key={option.value}
            value={option.value}
            className={classes.option}
            p={6}
            tabIndex={option.value === props.value ? 0 : -1}
          >
            <Text size="sm" fw={700} component="span" display="block">
              {option.label}
            </Text>
            <Text size="xs" c="dimmed" component="span" display="block" lh={1.3}>
              {option.description}
            </Text>
          </Radio.Card>
        ))}
      </SimpleGrid>
    </Radio.Group>
  );
}
