import './mantine-styles';
import { Button, Group, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { zod4Resolver } from 'mantine-form-zod-resolver';
import { type ShopSettings, shopSettingsSchema } from '../../../shared/settings';
import { errorMessage } from '../../lib/error-message';
import { notify } from '../../lib/notify';
import { trpc } from '../../lib/trpc';
import { changedSettings, type SettingsFormValues, settingsToValues, valuesToSettings } from './settings-form';
import { SETTINGS_SECTIONS } from './settings-sections';

const resolve = zod4Resolver(shopSettingsSchema, { errorPriority: 'first' });

/** The admin 'Shop settings' page: every section's fields in one form, saved together. */
export function ShopSettingsPage() {
  const settings = trpc.settings.get.useQuery();
  if (settings.error) return <Text c="red">{errorMessage(settings.error)}</Text>;
  if (!settings.data) return <Text c="dimmed">Loading shop settings…</Text>;
  // Keyed by the saved settings so the form starts afresh from what the server stored after a save.
  return <SettingsForm key={JSON.stringify(settings.data)} saved={settings.data} />;
}

function SettingsForm({ saved }: { saved: ShopSettings }) {
  const utils = trpc.useUtils();
  const form = useForm<SettingsFormValues>({
    initialValues: settingsToValues(saved),
    validate: (values) => resolve(valuesToSettings(values) as SettingsFormValues),
  });
  const save = trpc.settings.update.useMutation({
    onSuccess: async (now) => {
      notify.success('Shop settings saved');
      utils.settings.get.setData(undefined, now);
      await utils.settings.get.invalidate();
    },
    onError: (error) => notify.error(errorMessage(error), 'Error saving shop settings'),
  });

  return (
    <form onSubmit={form.onSubmit((values) => save.mutate(changedSettings(saved, values)))} noValidate>
      <Stack gap="lg">
        {SETTINGS_SECTIONS.map(({ id, Section }) => (
          <Section key={id} form={form} />
        ))}
        <Group justify="flex-end">
          <Button type="submit" loading={save.isPending}>
            Save shop settings
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
