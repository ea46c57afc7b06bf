import type { Allergen } from './schemas/product';

/** Words in an ingredients list that name each of the 14 allergens (UK labelling emphasises them there). */
const ALLERGEN_WORDS: Record<Allergen, string[]> = {
  Celery: ['celery', 'celeriac'],
  'Cereals containing gluten': ['wheat', 'barley', 'rye', 'oats', 'oat', 'spelt', 'kamut', 'gluten'],
  Crustaceans: ['crustaceans', 'prawns?', 'shrimps?', 'crabs?', 'lobsters?', 'crayfish'],
  Eggs: ['eggs?'],
  Fish: ['fish', 'anchovy', 'anchovies'],
  Lupin: ['lupin'],
  Milk: ['milk', 'cream', 'butter', 'cheese', 'whey', 'lactose', 'yoghurt'],
  Molluscs: ['molluscs', 'mussels?', 'oysters?', 'squid', 'clams?', 'scallops?'],
  Mustard: ['mustard'],
  'Tree nuts': ['almonds?', 'hazelnuts?', 'walnuts?', 'cashews?', 'pecans?', 'pistachios?', 'macadamias?', 'brazil nuts?'],
  Peanuts: ['peanuts?', 'groundnuts?'],
  'Sesame seeds': ['sesame'],
  Soya: ['soya', 'soy', 'soybeans?'],
  'Sulphur dioxide and sulphites': ['sulphur dioxide', 'sulphites?', 'sulfites?', 'metabisulphite'],
};

export type IngredientPart = { text: string; allergen: boolean };

/**
 * The ingredients list cut into plain and emphasised parts: every word naming a declared allergen is
 * emphasised (shown in bold, as UK food labelling requires). Undeclared allergens are never emphasised.
 */
export function emphasiseAllergens(ingredients: string, allergens: readonly string[]): IngredientPart[] {
  const words = allergens.flatMap((allergen) => ALLERGEN_WORDS[allergen as Allergen] ?? []);
  if (words.length === 0 || ingredients === '') return ingredients === '' ? [] : [{ text: ingredients, allergen: false }];
  const pattern = new RegExp(`\\b(?:${words.join('|')})\\b`, 'gi');
  const parts: IngredientPart[] = [];
  let last = 0;
  for (const match of ingredients.matchAll(pattern)) {
    if (match.index > last) parts.push({ text: ingredients.slice(last, match.index), allergen: false });
    parts.push({ text: match[0], allergen: true });
    last = match.index + match[0].length;
  }
  if (last < ingredients.length) parts.push({ text: ingredients.slice(last), allergen: false });
  return parts;
}

/** Declared allergens whose words the ingredients list does not contain (named after it, so none goes unsaid). */
export function allergensNotInList(ingredients: string, allergens: readonly string[]): string[] {
  return allergens.filter((allergen) => !emphasiseAllergens(ingredients, [allergen]).some((part) => part.allergen));
}
