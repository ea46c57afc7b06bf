import './mantine-styles';
import {
  ActionIcon,
  Button,
  Group,
  NumberInput,
  Paper,
  Stack,
  Switch,
  Table,
  Text,
  TextInput,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconTrash } from '@tabler/icons-react';
import { zod4Resolver } from 'mantine-form-zod-resolver';
import { deliveryFormSchema } from '../../../shared/schemas/delivery';
import { errorMessage } from '../../lib/error-message';
import { notify } from '../../lib/notify';
import { trpc } from '../../lib/trpc';
import { type DeliveryFormValues, type DeliveryRates, NEW_BAND, ratesToValues, valuesToInput } from './delivery-form-values';

const resolve = zod4Resolver(deliveryFormSchema, { errorPriority: 'first' });
const money = { step: 0.01, min: 0, decimalScale: 2, clampBehavior: 'none', hideControls: true } as const;

/** The admin 'Delivery' page: weight bands, free-delivery threshold, collection and the subscription rate. */
export function DeliverySettings() {
  const rates = trpc.delivery.rates.useQuery();
  if (rates.error) return <Text c="red">{errorMessage(rates.error)}</Text>;
  if (!rates.data) return <Text c="dimmed">Loading delivery rates…</Text>;
  // Keyed by the saved rates so the form starts afresh from what the server stored after a save.
  return <DeliveryForm key={JSON.stringify(rates.data)} rates={rates.data} />;
}

function DeliveryForm({ rates }: { rates: DeliveryRates }) {
  const utils = trpc.useUtils();
  const form = useForm<DeliveryFormValues>({
    initialValues: ratesToValues(rates),
    validate: (values) => resolve(valuesToInput(values)),
  });
  const save = trpc.delivery.update.useMutation({
    onSuccess: async () => {
      notify.success('Delivery rates saved');
      await utils.delivery.rates.invalidate();
    },
    onError: (error) => notify.error(errorMessage(error), 'Error saving delivery rates'),
  });
  const values = form.getValues();

  return (
    <form onSubmit={form.onSubmit((v) => save.mutate(valuesToInput(v)))} noValidate>
      <Stack gap="lg">
        <Paper withBorder p="lg" radius="md" component="section" aria-labelledby="bands-title">
          <Title id="bands-title" order={2} size="h4" mb="xs">
            Weight bands
          </Title>
          <Text size="sm" c="dimmed" mb="sm">
            A parcel weighs the sizes in it (125g to 2kg each) and pays the first band it fits; prices include VAT.
          </Text>
          {/* Raw Table, not DataTable: a form's editable rows, not a list. */}
          <Table>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Service</Table.Th>
                <Table.Th>Up to (kg)</Table.Th>
                <Table.Th>Price (£)</Table.Th>
                <Table.Th>
                  <VisuallyHidden>Remove</VisuallyHidden>
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {values.bands.map((band, index) => (
                <Table.Tr key={form.key(`bands.${index}`)}>
                  <Table.Td>
                    <TextInput aria-label={`Service of band ${index + 1}`} {...form.getInputProps(`bands.${index}.service`)} />
                  </Table.Td>
                  <Table.Td>
                    <NumberInput
                      aria-label={`Weight limit of band ${index + 1} (kg)`}
                      step={0.001}
                      min={0}
                      decimalScale={3}
                      clampBehavior="none"
                      hideControls
                      {...form.getInputProps(`bands.${index}.maxWeightKg`)}
                    />
                  </Table.Td>
                  <Table.Td>
                    <NumberInput
                      aria-label={`Price of band ${index + 1} (£)`}
                      {...money}
                      {...form.getInputProps(`bands.${index}.price`)}
                    />
                  </Table.Td>
                  <Table.Td>
                    <ActionIcon
                      variant="subtle"
                      color="red"
                      aria-label={`Remove band ${index + 1} (${band.service})`}
                      onClick={() => form.removeListItem('bands', index)}
                      disabled={values.bands.length === 1}
                    >
                      <IconTrash size={16} aria-hidden />
                    </ActionIcon>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
          {form.errors.bands ? (
            <Text c="red" size="sm">
              {form.errors.bands}
            </Text>
          ) : null}
          <Button variant="outline" mt="sm" onClick={() => form.insertListItem('bands', { ...NEW_BAND })}>
            Add band
          </Button>
        </Paper>
        <Paper withBorder p="lg" radius="md" component="section" aria-labelledby="rules-title">
          <Title id="rules-title" order={2} size="h4" mb="sm">
            Free delivery, collection and subscriptions
          </Title>
          <Stack gap="sm" maw={420}>
            <NumberInput
              label="Free delivery from (£)"
              description="Goods after any discount, VAT included"
              {...money}
              {...form.getInputProps('freeThreshold')}
            />
            <Switch label="Offer Collect / local delivery" {...form.getInputProps('collectEnabled', { type: 'checkbox' })} />
            <NumberInput label="Collect / local delivery price (£)" {...money} {...form.getInputProps('collectPrice')} />
            <NumberInput
              label="Subscription delivery (£)"
              description="Per box; The Monarch ships free"
              {...money}
              {...form.getInputProps('subscriptionPrice')}
            />
          </Stack>
        </Paper>
        <Group justify="flex-end">
          <Button type="submit" loading={save.isPending}>
            Save delivery rates
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
