import type { UseFormReturnType } from '@mantine/form';
import type { ShopSettingKey, ShopSettings, ShopSettingsPatch } from '../../../shared/settings';
import { type NumberField, toFormNumber } from '../admin-shared/form-number';

/** The settings as the form holds them: number settings as Mantine's NumberInput does ('' when empty). */
export type SettingsFormValues = { [K in ShopSettingKey]: ShopSettings[K] extends number ? NumberField : ShopSettings[K] };
export type SettingsForm = UseFormReturnType<SettingsFormValues>;

export function settingsToValues(settings: ShopSettings): SettingsFormValues {
  return { ...settings };
}

/** Every value as the shared schema reads it (numbers typed as text become numbers, '' stays "empty"). */
export function valuesToSettings(values: SettingsFormValues): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(values).map(([key, value]) => [key, typeof value === 'string' ? toFormNumber(value) : value]),
  );
}

/** Only what the admin changed: a save never resets a setting another admin changed meanwhile. */
export function changedSettings(saved: ShopSettings, values: SettingsFormValues): ShopSettingsPatch {
  const typed = valuesToSettings(values);
  return Object.fromEntries(
    Object.entries(typed).filter(([key, value]) => saved[key as ShopSettingKey] !== value),
  ) as ShopSettingsPatch;
}
