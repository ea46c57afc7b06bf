import { describe, expect, it } from 'vitest';
import type { ShopProduct } from '../../shared/catalogue';
import { compareNames, filterShopProducts, flavourChoices } from '../../shared/shop-filters';
import { DEFAULT_SHOP_FILTERS } from '../../shared/shop-search';
import { SHOP_FOOD } from '../support/food-information';

const product = (name: string): ShopProduct => ({
  id: name,
  name,
  slug: name.toLowerCase().replace(/\W+/g, '-'),
  description: null,
  imageUrl: null,
  images: [],
  vatRateBps: 2000,
  supportsMoistureOptions: true,
  ingredients: null,
  allergens: [],
  food: SHOP_FOOD,
  variants: [],
});

describe('product names in A to Z order (the flavour choices and the name sorts)', () => {
  const names = ['chilli Bites', 'Biltong Crème', 'Original', 'Biltong Cream', 'Droëwors', 'Chilli', 'apple wood'];

  it('ignores case and accents, as a shopper reads a list', () => {
    expect([...names].sort(compareNames)).toEqual([
      'apple wood',
      'Biltong Cream',
      'Biltong Crème',
      'Chilli',
      'chilli Bites',
      'Droëwors',
      'Original',
    ]);
  });

  it('orders names that fold to the same key consistently, and equal names as equal', () => {
    expect(compareNames('Creme', 'Crème')).toBeLessThan(0);
    expect(compareNames('Crème', 'Creme')).toBeGreaterThan(0);
    expect(compareNames('Original', 'Original')).toBe(0);
  });

  it('gives the flavour choices once each, in that order', () => {
    const products = ['Original', 'chilli', 'Chilli', 'Original', 'Éclair'].map(product);
    expect(flavourChoices(products)).toEqual(['Chilli', 'chilli', 'Éclair', 'Original']);
  });

  it('sorts the grid by name both ways with the same order', () => {
    const products = names.map(product);
    const asc = filterShopProducts(products, { ...DEFAULT_SHOP_FILTERS, sort: 'name-asc' }).map((p) => p.name);
    const desc = filterShopProducts(products, { ...DEFAULT_SHOP_FILTERS, sort: 'name-desc' }).map((p) => p.name);
    expect(asc).toEqual([...names].sort(compareNames));
    expect(desc).toEqual([...asc].reverse());
  });
});
