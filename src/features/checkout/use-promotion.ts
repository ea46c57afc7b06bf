import { useState } from 'react';
import type { DeliveryOption } from '../../../shared/delivery';
import { errorMessage } from '../../lib/error-message';
import { trpc } from '../../lib/trpc';
import type { PromotionState } from './promotion-code';

/**
 * The applied promotion code and what `order.quote` says about it (nothing is redeemed until the
 * order). The quote runs while a code is applied or a delivery option other than the standard one
 * is chosen; otherwise the cart's own figures (same server function) are the checkout's.
 */
export function usePromotion(signedIn: boolean, deliveryOption: DeliveryOption) {
  const [code, setCode] = useState<string | null>(null);
  const quoting = signedIn && (code !== null || deliveryOption !== 'tracked');
  const quote = trpc.order.quote.useQuery({ promotionCode: code ?? undefined, deliveryOption }, { enabled: quoting });

  let state: PromotionState = { status: 'none' };
  if (signedIn && code !== null) {
    const promotion = quote.data?.promotion;
    if (quote.error) state = { status: 'refused', code, message: errorMessage(quote.error) };
    else if (!quote.data) state = { status: 'checking', code };
    else if (promotion?.ok) state = { status: 'applied', code: promotion.code, description: promotion.description };
    else state = { status: 'refused', code, message: promotion?.message ?? 'This code is not valid' };
  }

  return {
    state,
    /** The server's totals (discount and delivery included) while it is quoting; null otherwise. */
    totals: quoting && quote.data ? quote.data.totals : null,
    /** Sent with the order only once the server has accepted it. */
    codeToSend: state.status === 'applied' ? state.code : undefined,
    apply: (next: string) => setCode(next),
    remove: () => setCode(null),
  };
}
