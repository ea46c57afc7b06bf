import { formatGBP } from '../../../shared/money';
import type { Promotion } from './promotion-form-values';

/** 1000 basis points -> '10%', 1250 -> '12.5%'; a fixed discount is pence -> '£5.00'. */
export function discountLabel(promotion: Pick<Promotion, 'discountType' | 'discountValue'>): string {
  if (promotion.discountType === 'fixed') return formatGBP(promotion.discountValue);
  return `${promotion.discountValue / 100}%`;
}
