import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  addToCart,
  type CartLine,
  cartCount,
  clampToStock,
  lineLimitMessage,
  MAX_LINE_QUANTITY,
  mergeCarts,
  removeFromCart,
  setQuantity,
} from '../../shared/cart';

const chilli500Wet = { productId: 'chilli', weight: '500g', moisture: 'wet' } as const;
const chilli500Normal = { productId: 'chilli', weight: '500g', moisture: 'normal' } as const;
const chilli250Wet = { productId: 'chilli', weight: '250g', moisture: 'wet' } as const;

describe('cart rules', () => {
  it('adds a new line with quantity 1', () => {
    expect(addToCart([], chilli500Wet)).toEqual([{ ...chilli500Wet, quantity: 1 }]);
  });

  it('raises the quantity by 1 for the same product, weight and moisture', () => {
    const cart = addToCart(addToCart([], chilli500Wet), chilli500Wet);
    expect(cart).toEqual([{ ...chilli500Wet, quantity: 2 }]);
  });

  it('makes a separate line for another moisture or weight', () => {
    const cart = [chilli500Wet, chilli500Normal, chilli250Wet].reduce<CartLine[]>((c, k) => addToCart(c, k), []);
    expect(cart).toHaveLength(3);
    expect(cartCount(cart)).toBe(3);
  });

  it('removes a line when its quantity is set to 0 or less', () => {
    const cart = addToCart([], chilli500Wet);
    expect(setQuantity(cart, chilli500Wet, 0)).toEqual([]);
    expect(setQuantity(cart, chilli500Wet, -3)).toEqual([]);
    expect(setQuantity(cart, chilli500Wet, 4)).toEqual([{ ...chilli500Wet, quantity: 4 }]);
  });

  it('removes exactly the matching line (product, weight and moisture)', () => {
    const cart = [chilli500Wet, chilli500Normal].reduce<CartLine[]>((c, k) => addToCart(c, k), []);
    expect(removeFromCart(cart, chilli500Wet)).toEqual([{ ...chilli500Normal, quantity: 1 }]);
  });

  it('caps a line at the maximum quantity', () => {
    expect(setQuantity(addToCart([], chilli500Wet), chilli500Wet, 500)[0]?.quantity).toBe(MAX_LINE_QUANTITY);
  });

  it('merges a guest cart into the server cart, adding quantities of the same line', () => {
    const server = [{ ...chilli500Wet, quantity: 2 }];
    const guest = [
      { ...chilli500Wet, quantity: 3 },
      { ...chilli250Wet, quantity: 1 },
    ];
    expect(mergeCarts(server, guest)).toEqual([
      { ...chilli500Wet, quantity: 5 },
      { ...chilli250Wet, quantity: 1 },
    ]);
  });

  it('keeps every unit when merging (property)', () => {
    const line = fc.record({
      productId: fc.constantFrom('a', 'b', 'c'),
      weight: fc.constantFrom('125g', '250g', '500g', '1kg', '2kg' as const),
      moisture: fc.constantFrom('wet', 'normal', 'dry' as const),
      quantity: fc.integer({ min: 1, max: 5 }),
    });
    const cart = fc.array(line, { maxLength: 6 }).map((lines) => lines.reduce<CartLine[]>((c, l) => mergeCarts(c, [l]), []));
    fc.assert(
      fc.property(cart, cart, (server, guest) => {
        expect(cartCount(mergeCarts(server, guest))).toBe(cartCount(server) + cartCount(guest));
      }),
    );
  });
});

describe('the line limit (quantity per line)', () => {
  it('holds a line to the limit with its notice, and to the stock first when the stock is lower', () => {
    expect(clampToStock(99, 500, 'Chilli', '500g', 20)).toEqual({
      quantity: 20,
      notice: 'You can order up to 20 of Chilli 500g at a time, so your cart has 20.',
    });
    expect(clampToStock(99, 7, 'Chilli', '500g', 20)).toEqual({
      quantity: 7,
      notice: 'Only 7 of Chilli 500g in stock, so your cart has 7.',
    });
    expect(clampToStock(12, 500, 'Chilli', '500g', 20)).toEqual({ quantity: 12, notice: null });
    // A trade limit above what a cart line holds: the line stops at MAX_LINE_QUANTITY, as before.
    expect(clampToStock(500, 1000, 'Chilli', '500g', 999)).toEqual({ quantity: MAX_LINE_QUANTITY, notice: null });
    expect(lineLimitMessage('Chilli', '500g', 20)).toBe('You can order up to 20 of Chilli 500g at a time.');
  });
});
