import { SettingNumber } from './setting-number';
import type { SettingsForm } from './settings-form';
import { SettingsSection } from './settings-section';

/** Unpaid orders and line quantities: what one customer can hold of the stock before paying. */
export function OrdersSettings({ form }: { form: SettingsForm }) {
  return (
    <SettingsSection
      id="orders-settings"
      title="Orders and payment"
      intro="How long an unpaid order keeps its stock and promotion code, and how much one customer can order before paying."
    >
      <SettingNumber
        form={form}
        name="bankTransferHoldDays"
        label="Hold a bank-transfer order for (working days)"
        description="Monday to Friday, UK time. Unpaid by then, the order is cancelled and its stock and code use go back; the customer is reminded one working day before."
      />
      <SettingNumber
        form={form}
        name="maxUnpaidOrders"
        label="Unpaid orders per customer"
        description="Shop orders awaiting payment one customer may have at once (trade orders on account are not counted)."
      />
      <SettingNumber
        form={form}
        name="maxRetailLineQuantity"
        label="Quantity per line"
        description="Bags of one size a shopper may order on one line."
      />
      <SettingNumber
        form={form}
        name="maxTradeLineQuantity"
        label="Trade quantity per line"
        description="The same for approved trade accounts."
      />
    </SettingsSection>
  );
}
