import type { PaymentMethod } from '../../../shared/schemas/checkout';
import type { AppConfig } from '../../config';

/**
 * How an order gets paid: bank transfer, trade account, or card through Stripe (the order waits for
 * Stripe's confirmation; see modules/payment).
 */
export type PaymentProvider = {
  method: PaymentMethod;
  label: string;
  /** Instructions printed on the invoice and in the confirmation email. */
  instructions: (reference: string) => string;
};

export function paymentProviders(config: AppConfig): Record<PaymentMethod, PaymentProvider> {
  const { accountName, sortCode, accountNumber } = config.bank;
  return {
    bank_transfer: {
      method: 'bank_transfer',
      label: 'Pay by bank transfer',
      instructions: (reference) =>
        `Please pay by bank transfer to ${accountName}, sort code ${sortCode}, account ${accountNumber}, quoting reference ${reference}. We dispatch as soon as your payment arrives.`,
    },
    on_account: {
      method: 'on_account',
      label: 'Pay on account',
      instructions: (reference) =>
        `Charged to your trade account. Please pay by the due date by bank transfer to ${accountName}, sort code ${sortCode}, account ${accountNumber}, quoting reference ${reference}.`,
    },
    card: {
      method: 'card',
      label: 'Pay by card',
      instructions: (reference) => `Payment by card (reference ${reference}). We dispatch as soon as your payment is confirmed.`,
    },
  };
}
