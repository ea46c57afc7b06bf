import { describe, expect, it } from 'vitest';
import { allergensNotInList, emphasiseAllergens } from '../../shared/allergen-emphasis';

const bold = (ingredients: string, allergens: string[]) =>
  emphasiseAllergens(ingredients, allergens)
    .filter((part) => part.allergen)
    .map((part) => part.text);

describe('allergens in the ingredients list (UK labelling)', () => {
  it('emphasises the words of declared allergens only, whole words, any case', () => {
    expect(
      bold('Beef, WHEAT flour, barley malt vinegar, mustard seed, soy sauce (soya, wheat)', ['Cereals containing gluten']),
    ).toEqual(['WHEAT', 'barley', 'wheat']);
    expect(bold('Beef, mustard seed', [])).toEqual([]);
    expect(bold('Buttermilk-free beef, nutmeg', ['Milk', 'Tree nuts'])).toEqual([]);
    expect(bold('Beef, sulphites, Sulphur Dioxide', ['Sulphur dioxide and sulphites'])).toEqual(['sulphites', 'Sulphur Dioxide']);
  });

  it('keeps the whole text, in order, and treats hostile text as text', () => {
    const text = `Beef (96%), <b>egg</b> [.*+?^$\{}()|\\], eggs`;
    const parts = emphasiseAllergens(text, ['Eggs', 'Not an allergen']);
    expect(parts.map((part) => part.text).join('')).toBe(text);
    expect(parts.filter((part) => part.allergen).map((part) => part.text)).toEqual(['egg', 'eggs']);
    expect(emphasiseAllergens('', ['Eggs'])).toEqual([]);
  });

  it('names declared allergens the list does not mention', () => {
    expect(allergensNotInList('Beef, mustard', ['Mustard', 'Celery', 'Milk'])).toEqual(['Celery', 'Milk']);
  });
});
