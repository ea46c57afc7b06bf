import type { RouterOutputs } from '~/server/trpc/app-router';
import type { DiscountType } from '../../../shared/constants';
import { penceToPounds } from '../../../shared/money';
import type { PromotionFormInput } from '../../../shared/schemas/promotion';
import { type NumberField, toFormNumber } from '../admin-shared/form-number';

export type Promotion = RouterOutputs['promotion']['list'][number];

export type PromotionFormValues = {
  code: string;
  description: string;
  discountType: DiscountType;
  discountValue: NumberField;
  minOrderAmount: NumberField;
  maxUses: NumberField;
  /** YYYY-MM-DD from the date input, '' for no end date. */
  validUntil: string;
  isActive: boolean;
  oncePerCustomer: boolean;
  firstOrderOnly: boolean;
};

export function emptyPromotionValues(): PromotionFormValues {
  return {
    code: '',
    description: '',
    discountType: 'percentage',
    discountValue: '',
    minOrderAmount: '',
    maxUses: '',
    validUntil: '',
    isActive: true,
    oncePerCustomer: false,
    firstOrderOnly: false,
  };
}

/**
 * Stored units back to what the admin typed: basis points and pence are both hundredths,
 * so 1250 bps reads 12.5 (%) and 550 pence reads 5.5 (£), exactly.
 */
const hundredths = (value: number) => Number(penceToPounds(value));

export function promotionToValues(promotion: Promotion): PromotionFormValues {
  return {
    code: promotion.code,
    description: promotion.description ?? '',
    discountType: promotion.discountType,
    discountValue: hundredths(promotion.discountValue),
    minOrderAmount: promotion.minOrderAmountPence > 0 ? hundredths(promotion.minOrderAmountPence) : '',
    maxUses: promotion.maxUses ?? '',
    validUntil: promotion.validUntil ?? '',
    isActive: promotion.isActive,
    oncePerCustomer: promotion.oncePerCustomer,
    firstOrderOnly: promotion.firstOrderOnly,
  };
}

export function promotionValuesToInput(values: PromotionFormValues): PromotionFormInput {
  return {
    ...values,
    discountValue: toFormNumber(values.discountValue),
    minOrderAmount: toFormNumber(values.minOrderAmount),
    maxUses: toFormNumber(values.maxUses),
  };
}
