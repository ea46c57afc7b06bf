import type { RouterOutputs } from '~/server/trpc/app-router';
import { penceToPounds } from '../../../shared/money';
import type { DeliveryFormInput } from '../../../shared/schemas/delivery';
import { type NumberField, toFormNumber } from '../admin-shared/form-number';

export type DeliveryRates = RouterOutputs['delivery']['rates'];

export type DeliveryBandValues = { service: string; maxWeightKg: NumberField; price: NumberField };
export type DeliveryFormValues = {
  bands: DeliveryBandValues[];
  freeThreshold: NumberField;
  collectEnabled: boolean;
  collectPrice: NumberField;
  subscriptionPrice: NumberField;
};

const pounds = (pence: number) => Number(penceToPounds(pence));

/** Stored grams and pence back to what the admin types: kilograms and pounds. */
export function ratesToValues(rates: DeliveryRates): DeliveryFormValues {
  return {
    bands: rates.bands.map((b) => ({ service: b.service, maxWeightKg: b.maxWeightGrams / 1000, price: pounds(b.pricePence) })),
    freeThreshold: pounds(rates.freeThresholdPence),
    collectEnabled: rates.collectEnabled,
    collectPrice: pounds(rates.collectPricePence),
    subscriptionPrice: pounds(rates.subscriptionPricePence),
  };
}

export function valuesToInput(values: DeliveryFormValues): DeliveryFormInput {
  return {
    bands: values.bands.map((b) => ({
      service: b.service,
      maxWeightKg: toFormNumber(b.maxWeightKg) as number,
      price: toFormNumber(b.price) as number,
    })),
    freeThreshold: toFormNumber(values.freeThreshold) as number,
    collectEnabled: values.collectEnabled,
    collectPrice: toFormNumber(values.collectPrice) as number,
    subscriptionPrice: toFormNumber(values.subscriptionPrice) as number,
  };
}

export const NEW_BAND: DeliveryBandValues = { service: 'Tracked 48', maxWeightKg: '', price: '' };
