import { SettingNumber } from './setting-number';
import type { SettingsForm } from './settings-form';
import { SettingsSection } from './settings-section';

/** Subscribe & Save: how many boxes of one plan a customer may run, and when the renewal reminder goes. */
export function SubscriptionsSettings({ form }: { form: SettingsForm }) {
  return (
    <SettingsSection
      id="subscriptions-settings"
      title="Subscriptions"
      intro="Limits on Subscribe & Save plans, and when subscribers hear of their next box."
    >
      <SettingNumber
        form={form}
        name="maxSubscriptionsPerPlan"
        label="Subscriptions per plan"
        description="Active or paused subscriptions one customer may have to the same plan."
      />
      <SettingNumber
        form={form}
        name="renewalReminderDays"
        label="Reminder days before renewal"
        description="Days before each renewal that the subscriber gets the reminder email with the box, price and one-click links."
      />
    </SettingsSection>
  );
}
