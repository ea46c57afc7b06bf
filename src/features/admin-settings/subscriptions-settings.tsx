import { SettingNumber } from './setting-number';
import type { SettingsForm } from './settings-form';
import { SettingsSection } from './settings-section';

/** Subscribe & Save: how many boxes of one plan a customer may run. */
export function SubscriptionsSettings({ form }: { form: SettingsForm }) {
  return (
    <SettingsSection id="subscriptions-settings" title="Subscriptions" intro="Limits on Subscribe & Save plans.">
      <SettingNumber
        form={form}
        name="maxSubscriptionsPerPlan"
        label="Subscriptions per plan"
        description="Active or paused subscriptions one customer may have to the same plan."
      />
    </SettingsSection>
  );
}
