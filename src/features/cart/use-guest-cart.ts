import { keepPreviousData } from '@tanstack/react-query';
import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { type CartLine, cartCount, sameLine } from '../../../shared/cart';
import { errorMessage } from '../../lib/error-message';
import { notify } from '../../lib/notify';
import { trpc } from '../../lib/trpc';
import { type CartView, EMPTY_CART_VIEW } from './cart-types';
import { GUEST_CART_KEY, readGuestCart, writeGuestCart } from './guest-cart-storage';

/**
 * A guest's cart: the lines live in localStorage (so they survive reloads and show in other tabs);
 * the server prices them through `cart.priceGuest`, because the browser never decides a price.
 */
export function useGuestCart(pricingEnabled: boolean) {
  // Read after the first render (before it is painted): a server-rendered page knows no cart, and its
  // hydration must render what the server did.
  const [lines, setLines] = useState<CartLine[]>([]);
  // Two clicks before React re-renders must both count, so changes start from the latest lines.
  const latest = useRef(lines);
  useLayoutEffect(() => {
    const stored = readGuestCart();
    if (stored.length === 0) return;
    latest.current = stored;
    setLines(stored);
  }, []);

  const update = useCallback((change: (current: CartLine[]) => CartLine[]) => {
    const next = change(latest.current);
    latest.current = next;
    writeGuestCart(next);
    setLines(next);
  }, []);

  useEffect(() => {
    const onStorage = (event: StorageEvent) => {
      if (event.key !== null && event.key !== GUEST_CART_KEY) return;
      const next = readGuestCart();
      latest.current = next;
      setLines(next);
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, []);

  const priced = trpc.cart.priceGuest.useQuery(
    { lines },
    // The previous prices stay on screen while a changed cart is re-priced (no flash of empty).
    { enabled: pricingEnabled && lines.length > 0, placeholderData: keepPreviousData },
  );

  // The server holds each quantity to the stock: the stored cart follows, and the shopper is told once.
  const handled = useRef<unknown>(null);
  useEffect(() => {
    const data = priced.data;
    if (!data || data.notices.length === 0 || handled.current === data) return;
    handled.current = data;
    for (const notice of data.notices) notify.info(notice);
    update((current) =>
      current.map((line) => {
        const held = data.lines.find((pricedLine) => sameLine(pricedLine, line));
        return held && held.quantity < line.quantity ? { ...line, quantity: held.quantity } : line;
      }),
    );
  }, [priced.data, update]);

  const view = useMemo<CartView>(() => {
    if (lines.length === 0 || !priced.data) return { ...EMPTY_CART_VIEW, count: cartCount(lines) };
    // A line just removed disappears at once rather than when the new prices arrive.
    const shown = priced.data.lines.filter((line) => lines.some((kept) => sameLine(kept, line)));
    return { ...viewOf(priced.data), lines: shown, count: cartCount(lines) };
  }, [lines, priced.data]);

  return {
    lines,
    view,
    loading: lines.length > 0 && priced.isPending,
    error: priced.error ? errorMessage(priced.error) : null,
    update,
  };
}

/** The cart view without the guest-only notices (they are shown once, above). */
function viewOf({ notices: _notices, ...view }: CartView & { notices: string[] }): CartView {
  return view;
}
