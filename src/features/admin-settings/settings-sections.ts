import type { ComponentType } from 'react';
import { OrdersSettings } from './orders-settings';
import type { SettingsForm } from './settings-form';
import { SubscriptionsSettings } from './subscriptions-settings';

/**
 * The sections of the 'Shop settings' page, in the order shown: one per domain, each in its own
 * file. A new setting goes into its domain's section; a new domain adds its section here.
 */
export const SETTINGS_SECTIONS: { id: string; Section: ComponentType<{ form: SettingsForm }> }[] = [
  { id: 'orders', Section: OrdersSettings },
  { id: 'subscriptions', Section: SubscriptionsSettings },
];
