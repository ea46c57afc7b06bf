import { describe, expect, it } from 'vitest';
import {
  type FoodInformation,
  foodOfForm,
  formatDg,
  missingFoodInformation,
  showInShopRefusal,
  sodiumGrams,
} from '../../shared/food-information';
import { productFormSchema } from '../../shared/schemas/product';
import { FOOD_FORM, FOOD_INFORMATION } from '../support/food-information';

const food = (patch: Partial<FoodInformation> = {}, nutrition: Partial<FoodInformation['nutrition']> = {}): FoodInformation => ({
  ...FOOD_INFORMATION,
  ...patch,
  nutrition: { ...FOOD_INFORMATION.nutrition, ...nutrition },
});

describe('food information a shown product needs', () => {
  it('a complete product may be shown; a hidden one may be incomplete', () => {
    expect(missingFoodInformation(food())).toEqual([]);
    expect(showInShopRefusal({ name: 'Chilli', showInShop: true, food: food() })).toBeNull();
    expect(
      showInShopRefusal({ name: 'Chilli', showInShop: false, food: food({ storageConditions: null }, { saltDg: null }) }),
    ).toBeNull();
  });

  it('names every missing field in one message, nutrition values grouped, in the form’s order', () => {
    expect(
      showInShopRefusal({ name: 'Chilli', showInShop: true, food: food({ storageConditions: '  ' }, { saltDg: null }) }),
    ).toBe('Before showing Chilli in the shop add: nutrition (salt), storage conditions.');
    const empty = foodOfForm({});
    expect(missingFoodInformation(empty)).toEqual([
      'ingredients',
      'nutrition (energy (kJ), energy (kcal), fat, saturates, carbohydrate, sugars, protein, salt)',
      'storage conditions',
      'beef origin',
      'place of manufacture',
      'meat content',
    ]);
    expect(showInShopRefusal({ name: ' ', showInShop: true, food: food({ meatContent: null }) })).toBe(
      'Before showing this product in the shop add: meat content.',
    );
  });

  it('beef origin and meat content are asked of products made with beef only', () => {
    const spice = food({ ingredients: 'Sea salt, roasted coriander (30%), black pepper', beefOrigin: null, meatContent: null });
    expect(missingFoodInformation(spice)).toEqual([]);
    expect(missingFoodInformation({ ...spice, ingredients: 'Dried BEEF, salt' })).toEqual(['beef origin', 'meat content']);
    expect(missingFoodInformation({ ...spice, ingredients: 'Beefsteak tomato powder' })).toEqual([]);
  });

  it('advice once opened and the shelf life are optional; zero is a value, not a gap', () => {
    expect(missingFoodInformation(food({ onceOpenedAdvice: null, shelfLife: null }, { sugarsDg: 0, carbohydrateDg: 0 }))).toEqual(
      [],
    );
  });

  it('reads the form as typed: grams to tenths exactly, text trimmed, anything else as not given', () => {
    const read = foodOfForm({ ...FOOD_FORM, saltG: 4.2, fatG: 0.3, proteinG: '' as unknown, beefOrigin: '  Wales ' });
    expect(read.nutrition).toMatchObject({ saltDg: 42, fatDg: 3, proteinDg: null, energyKj: 1137 });
    expect(read.beefOrigin).toBe('Wales');
    expect(foodOfForm({ saltG: Number.NaN }).nutrition.saltDg).toBeNull();
  });

  it('formats grams and sodium (salt / 2.5) without float noise', () => {
    expect([formatDg(42), formatDg(0), formatDg(3), formatDg(540)]).toEqual(['4.2 g', '0.0 g', '0.3 g', '54.0 g']);
    expect([sodiumGrams(42), sodiumGrams(25), sodiumGrams(5), sodiumGrams(1), sodiumGrams(0)]).toEqual([
      '1.68 g',
      '1 g',
      '0.2 g',
      '0.04 g',
      '0 g',
    ]);
  });
});

describe('the product form’s nutrition values', () => {
  const parse = (patch: Record<string, unknown>) =>
    productFormSchema.safeParse({ name: 'Chilli', ...FOOD_FORM, ...patch }).error?.issues.map((issue) => issue.message) ?? [];

  it('take one decimal of a gram and whole kJ / kcal, nothing negative or over 100 g', () => {
    expect(parse({})).toEqual([]);
    expect(parse({ saltG: 4.25 })).toEqual(['Salt can have at most 1 decimal place']);
    expect(parse({ fatG: -1 })).toEqual(['Fat must be non-negative']);
    expect(parse({ proteinG: 100.1 })).toEqual(['Protein cannot be more than 100 g per 100 g']);
    expect(parse({ energyKj: 1000.5 })).toEqual(['Energy (kJ) must be a whole number']);
    expect(parse({ energyKcal: 'x' })).toEqual(['Energy (kcal) must be a number']);
  });

  it('refuse a part larger than its whole, or more than 100 g in 100 g', () => {
    expect(parse({ saturatesG: 4.6 })).toEqual(['Saturates cannot be more than fat']);
    expect(parse({ sugarsG: 3.2 })).toEqual(['Sugars cannot be more than carbohydrate']);
    expect(parse({ proteinG: 90 })).toEqual(['Fat, carbohydrate, protein and salt add up to more than 100 g']);
  });

  it('refuse control characters and oversized text like every other field', () => {
    expect(parse({ storageConditions: 'Cool\u0000place' })).toHaveLength(1);
    expect(parse({ meatContent: 'x'.repeat(201) })).toEqual(['Meat content must be at most 200 characters']);
  });
});
