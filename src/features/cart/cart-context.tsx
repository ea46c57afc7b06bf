import { createContext, type ReactNode, useCallback, useContext, useLayoutEffect, useRef } from 'react';
import { addToCart, type CartLineKey, removeFromCart, setQuantity } from '../../../shared/cart';
import { useAuth } from '../../lib/auth/auth-context';
import type { CartViewLine } from './cart-types';
import { useAccountCart } from './use-account-cart';
import { useGuestCart } from './use-guest-cart';

export type CartContextValue = {
  /** Priced by the server; a line that cannot be bought now carries its `problem` text. */
  lines: CartViewLine[];
  count: number;
  /** Sum of the line totals that can be bought (lines with a problem are left out by the server). */
  subtotalPence: number;
  /** Standard delivery for these lines (free over the threshold), the total and its VAT: the server's figures. */
  deliveryPence: number;
  totalPence: number;
  vatPence: number;
  hasProblems: boolean;
  /** Where the cart lives: this browser for guests, the account once signed in. */
  owner: 'guest' | 'account';
  /** True until the first priced view of a non-empty cart has arrived. */
  loading: boolean;
  error: string | null;
  updating: boolean;
  /** Resolves true when the line was added (errors are shown to the shopper). */
  add: (item: CartLineKey) => Promise<boolean>;
  setQuantity: (key: CartLineKey, quantity: number) => Promise<void>;
  remove: (key: CartLineKey) => Promise<void>;
  /** Called after a successful order: the server has already emptied the account's cart. */
  orderPlaced: () => void;
};

const CartContext = createContext<CartContextValue | null>(null);
/** `add` alone, stable for the page's life: product cards use it without re-rendering on every cart change. */
const AddToCartContext = createContext<CartContextValue['add'] | null>(null);

export function CartProvider({ children }: { children: ReactNode }) {
  const { user, loading: authLoading } = useAuth();
  // Until auth settles the shopper is treated as a guest: anything added then merges on sign-in.
  const userId = authLoading ? null : (user?.id ?? null);
  const guest = useGuestCart(!authLoading && userId === null);
  const account = useAccountCart(userId, guest.lines, guest.update);

  let value: CartContextValue;
  if (userId !== null) {
    value = {
      ...account.view,
      owner: 'account',
      loading: account.loading,
      error: account.error,
      updating: account.updating,
      add: (item) => account.add(item).then(succeeded, failed),
      setQuantity: (key, quantity) => account.setQuantity(key, quantity).then(ignore, ignore),
      remove: (key) => account.remove(key).then(ignore, ignore),
      orderPlaced: account.orderPlaced,
    };
  } else {
    value = {
      ...guest.view,
      owner: 'guest',
      // While auth settles the shopper may turn out to be signed in with a server cart: not 'empty' yet.
      loading: authLoading || guest.loading,
      error: guest.error,
      updating: false,
      add: async (item) => {
        guest.update((lines) => addToCart(lines, item));
        return true;
      },
      setQuantity: async (key, quantity) => guest.update((lines) => setQuantity(lines, key, quantity)),
      remove: async (key) => guest.update((lines) => removeFromCart(lines, key)),
      orderPlaced: () => guest.update(() => []),
    };
  }

  const latest = useRef(value);
  useLayoutEffect(() => {
    latest.current = value;
  });
  const add = useCallback<CartContextValue['add']>((item) => latest.current.add(item), []);

  return (
    <CartContext.Provider value={value}>
      <AddToCartContext.Provider value={add}>{children}</AddToCartContext.Provider>
    </CartContext.Provider>
  );
}

const succeeded = () => true;
const failed = () => false;
// Mutation errors have already been shown as a toast by the account cart.
const ignore = () => undefined;

export function useAddToCart(): CartContextValue['add'] {
  const add = useContext(AddToCartContext);
  if (!add) throw new Error('useAddToCart must be used within a CartProvider');
  return add;
}

export function useCart(): CartContextValue {
  const context = useContext(CartContext);
  if (!context) throw new Error('useCart must be used within a CartProvider');
  return context;
}
