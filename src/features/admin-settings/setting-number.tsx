import './mantine-styles';
import { NumberInput } from '@mantine/core';
import type { ShopSettingKey } from '../../../shared/settings';
import type { SettingsForm } from './settings-form';

type Props = { form: SettingsForm; name: ShopSettingKey; label: string; description?: string; suffix?: string };

/** One whole-number setting; its bounds and messages come from the shared settings schema on save. */
export function SettingNumber({ form, name, label, description, suffix }: Props) {
  return (
    <NumberInput
      label={label}
      description={description}
      suffix={suffix}
      step={1}
      min={0}
      decimalScale={0}
      clampBehavior="none"
      allowDecimal={false}
      hideControls
      key={form.key(name)}
      {...form.getInputProps(name)}
    />
  );
}
