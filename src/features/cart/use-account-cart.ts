import { useCallback, useEffect, useRef, useState } from 'react';
import type { CartLine, CartLineKey } from '../../../shared/cart';
import { errorMessage } from '../../lib/error-message';
import { notify } from '../../lib/notify';
import { trpc } from '../../lib/trpc';
import { type CartView, EMPTY_CART_VIEW } from './cart-types';

/**
 * A signed-in shopper's cart lives on the server (`cart` router) and follows them across devices.
 * On sign-in, whatever they put in the cart as a guest merges into it (`cart.merge`), then the
 * browser's copy is cleared so it cannot merge twice.
 */
export function useAccountCart(
  userId: string | null,
  guestLines: CartLine[],
  updateGuest: (change: (current: CartLine[]) => CartLine[]) => void,
) {
  const utils = trpc.useUtils();
  const [mergeFailedFor, setMergeFailedFor] = useState<string | null>(null);
  const mergingFor = useRef<string | null>(null);
  const merge = trpc.cart.merge.useMutation();
  const mergePending = userId !== null && guestLines.length > 0 && mergeFailedFor !== userId;

  useEffect(() => {
    if (userId === null) setMergeFailedFor(null);
  }, [userId]);

  const { mutateAsync: mergeAsync } = merge;
  useEffect(() => {
    // The ref keeps a re-run effect (StrictMode, re-renders) from sending the same merge twice.
    if (!mergePending || !userId || mergingFor.current === userId) return;
    mergingFor.current = userId;
    mergeAsync({ lines: guestLines })
      .then(
        ({ notices, cart }) => {
          utils.cart.get.setData(undefined, cart);
          updateGuest(() => []);
          for (const notice of notices) notify.info(notice);
        },
        () => {
          setMergeFailedFor(userId);
          notify.error('We could not add the items you picked before logging in to your cart. Please add them again.');
        },
      )
      .finally(() => {
        mergingFor.current = null;
      });
  }, [mergePending, userId, guestLines, updateGuest, mergeAsync, utils]);

  const cart = trpc.cart.get.useQuery(undefined, { enabled: userId !== null && !mergePending });

  // Each cart write answers with the whole priced cart: it goes straight into the cart query, so a
  // click costs one request. Checkout's quote (with its code and delivery choice) is asked for again
  // only where it is on screen; a refused write re-reads the cart, which may have changed meanwhile.
  const showCart = ({ cart: view }: { cart: CartView }) => {
    utils.cart.get.setData(undefined, view);
    void utils.order.quote.invalidate();
  };
  const onError = (error: { message: string }) => {
    notify.error(errorMessage(error));
    void utils.cart.get.invalidate();
  };
  // The server holds a quantity to the stock and says so; the shopper sees its words.
  const onSuccess = (change: { notice: string | null; cart: CartView }) => {
    showCart(change);
    if (change.notice) notify.info(change.notice);
  };
  const add = trpc.cart.add.useMutation({ onError, onSuccess });
  const setQuantity = trpc.cart.setQuantity.useMutation({ onError, onSuccess });
  const remove = trpc.cart.remove.useMutation({ onError, onSuccess: showCart });

  /** After an order: the server emptied the cart in the same transaction; show that at once. */
  const orderPlaced = useCallback(() => {
    utils.cart.get.setData(undefined, EMPTY_CART_VIEW);
    void Promise.all([utils.cart.get.invalidate(), utils.order.listMine.invalidate(), utils.invoice.listMine.invalidate()]);
  }, [utils]);

  return {
    view: cart.data ?? EMPTY_CART_VIEW,
    loading: mergePending || cart.isPending,
    error: cart.error ? errorMessage(cart.error) : null,
    updating: add.isPending || setQuantity.isPending || remove.isPending || merge.isPending,
    add: (key: CartLineKey) => add.mutateAsync(keyOf(key)),
    setQuantity: (key: CartLineKey, quantity: number) => setQuantity.mutateAsync({ ...keyOf(key), quantity }),
    remove: (key: CartLineKey) => remove.mutateAsync(keyOf(key)),
    orderPlaced,
  };
}

/** Callers may pass a whole priced line; the router's strict schema takes the key fields only. */
function keyOf({ productId, weight, moisture }: CartLineKey): CartLineKey {
  return { productId, weight, moisture };
}
