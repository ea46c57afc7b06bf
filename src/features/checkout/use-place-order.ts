import { useNavigate } from '@tanstack/react-router';
import { useRef } from 'react';
import type { PlaceOrderInput } from '../../../shared/schemas/checkout';
import { notify } from '../../lib/notify';
import { trpc } from '../../lib/trpc';
import { useCart } from '../cart/cart-context';
import { CHECKOUT_MESSAGES, checkoutFailure } from './checkout-failure';
import { newIdempotencyKey } from './idempotency-key';
import { clearShippingDraft } from './shipping-draft';

/**
 * Places the signed-in shopper's server cart. The idempotency key is made on the first attempt and
 * kept until an order succeeds, so a double click or a retry after a lost answer makes one order.
 */
export function usePlaceOrder() {
  const navigate = useNavigate();
  const cart = useCart();
  const utils = trpc.useUtils();
  const key = useRef<string | null>(null);
  // Two clicks in the same tick both run before React disables the button; the ref stops the second.
  const inFlight = useRef(false);
  const mutation = trpc.order.place.useMutation();

  const place = async (input: Omit<PlaceOrderInput, 'idempotencyKey'>) => {
    if (inFlight.current) return;
    inFlight.current = true;
    key.current ??= newIdempotencyKey();
    try {
      const placed = await mutation.mutateAsync({ ...input, idempotencyKey: key.current });
      key.current = null;
      clearShippingDraft();
      notify.success(CHECKOUT_MESSAGES.success);
      // Leave first, so the page never flashes its empty-cart state. A card order goes on to pay.
      if (input.paymentMethod === 'card') await navigate({ to: '/pay/$orderId', params: { orderId: placed.orderId } });
      // Bank transfer: the account's Orders tab, with this order's bank details and reference at the top.
      else await navigate({ to: '/account', search: { tab: 'orders', placed: placed.orderId } });
      cart.orderPlaced();
    } catch (error) {
      const failure = checkoutFailure(error);
      notify.error(failure.message);
      if (failure.kind === 'signed-out') {
        await navigate({ to: '/auth', search: { redirect: '/checkout' } });
      } else if (failure.kind === 'refused') {
        // Stock or prices moved: re-read the cart so the lines at fault are flagged.
        void utils.cart.get.invalidate();
        void utils.order.quote.invalidate();
      }
    } finally {
      inFlight.current = false;
    }
  };

  return { place, pending: mutation.isPending };
}
