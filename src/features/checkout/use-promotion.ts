import { useState } from 'react';
import { trpc } from '../../lib/trpc';
import type { PromotionState } from './promotion-code';

/** The applied promotion code and what `order.quote` says about it (nothing is redeemed until the order). */
export function usePromotion(signedIn: boolean) {
  const [code, setCode] = useState<string | null>(null);
  const quote = trpc.order.quote.useQuery({ promotionCode: code ?? undefined }, { enabled: signedIn && code !== null });

  let state: PromotionState = { status: 'none' };
  let totals: { subtotalPence: number; discountPence: number; totalPence: number } | null = null;
  if (signedIn && code !== null) {
    const promotion = quote.data?.promotion;
    if (quote.error) state = { status: 'refused', code, message: quote.error.message };
    else if (!quote.data) state = { status: 'checking', code };
    else if (promotion?.ok) {
      state = { status: 'applied', code: promotion.code, description: promotion.description };
      totals = quote.data.totals;
    } else state = { status: 'refused', code, message: promotion?.message ?? 'This code is not valid' };
  }

  return {
    state,
    /** Server totals with the discount, while a code applies; otherwise the cart's subtotal is the total. */
    totals,
    /** Sent with the order only once the server has accepted it. */
    codeToSend: state.status === 'applied' ? state.code : undefined,
    apply: (next: string) => setCode(next),
    remove: () => setCode(null),
  };
}
