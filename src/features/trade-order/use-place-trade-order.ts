import { useNavigate } from '@tanstack/react-router';
import { useRef } from 'react';
import type { TradePaymentMethod } from '../../../shared/schemas/trade-order';
import type { TradeOrderLine } from '../../../shared/trade-order';
import { notify } from '../../lib/notify';
import { trpc } from '../../lib/trpc';
import { CHECKOUT_MESSAGES, checkoutFailure } from '../checkout/checkout-failure';
import { newIdempotencyKey } from '../checkout/idempotency-key';

/**
 * Places the quick order. As at checkout, the idempotency key is made on the first attempt and kept until an
 * order succeeds, so a double press of Enter or a retry after a lost answer makes one order.
 */
export function usePlaceTradeOrder(onPlaced: () => void, onRefused: () => void) {
  const navigate = useNavigate();
  const utils = trpc.useUtils();
  const key = useRef<string | null>(null);
  const inFlight = useRef(false);
  const mutation = trpc.tradeOrder.place.useMutation();

  const place = async (input: { lines: TradeOrderLine[]; poNumber: string | null; paymentMethod: TradePaymentMethod }) => {
    if (inFlight.current) return;
    inFlight.current = true;
    key.current ??= newIdempotencyKey();
    try {
      const placed = await mutation.mutateAsync({ ...input, idempotencyKey: key.current });
      key.current = null;
      notify.success(CHECKOUT_MESSAGES.success);
      onPlaced();
      void utils.order.listMine.invalidate();
      void utils.tradeOrder.catalogue.invalidate();
      void utils.wholesale.dashboard.invalidate();
      if (input.paymentMethod === 'card') await navigate({ to: '/pay/$orderId', params: { orderId: placed.orderId } });
      else await navigate({ to: '/account/orders' });
    } catch (error) {
      notify.error(checkoutFailure(error).message);
      // Stock or prices moved: read them again so the lines at fault are marked.
      void utils.tradeOrder.catalogue.invalidate();
      onRefused();
    } finally {
      inFlight.current = false;
    }
  };
  return { place, pending: mutation.isPending };
}
