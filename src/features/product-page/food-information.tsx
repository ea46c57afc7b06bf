import { Text, Title } from '@mantine/core';
import type { ShopProduct } from '../../../shared/catalogue';
import type { Weight } from '../../../shared/constants';
import { formatGrams } from '../../../shared/consumer-rules';
import { WEIGHT_GRAMS } from '../../../shared/delivery';
import { formatDg, NUTRIENT_ROWS, type Nutrition } from '../../../shared/food-information';
import { type SellerIdentity, sellerAddressLine } from '../../../shared/seller';
import { useSeller } from '../../lib/seller';
import { FOOD_INFORMATION_ID } from './food-information-id';
import { Ingredients } from './ingredients';
import classes from './product-page.module.css';

/**
 * What UK food law asks an online seller to show before the purchase: ingredients with their allergens
 * emphasised, the nutrition declaration per 100 g, the net quantity of the size being bought, storage and
 * once-opened advice, origin and place of manufacture, meat content, and the food business operator's name
 * and address (the seller settings).
 */
export function FoodInformation({ product, weight }: { product: ShopProduct; weight: Weight }) {
  const seller = useSeller();
  const { food } = product;
  const facts: [string, string | null][] = [
    ['Net quantity', formatGrams(WEIGHT_GRAMS[weight])],
    ['Storage', food.storageConditions],
    ['Once opened', food.onceOpenedAdvice],
    ['Origin of the beef', food.beefOrigin],
    ['Place of manufacture', food.placeOfManufacture],
    ['Meat content', food.meatContent],
    ['Shelf life', food.shelfLife],
    ['Food business operator', seller ? operatorOf(seller) : null],
  ];
  return (
    <section id={FOOD_INFORMATION_ID} aria-labelledby="food-information-heading" className={classes.food}>
      <Title id="food-information-heading" order={2} size="h3" mb="sm">
        Food information
      </Title>
      <Ingredients product={product} />
      <NutritionTable nutrition={food.nutrition} />
      <dl className={classes.facts}>
        {facts.map(([term, value]) =>
          value ? (
            <div key={term}>
              <dt>{term}</dt>
              <dd>{value}</dd>
            </div>
          ) : null,
        )}
      </dl>
    </section>
  );
}

function operatorOf(seller: SellerIdentity): string {
  return `${seller.legalName}, ${sellerAddressLine(seller)}`;
}

const energyOf = ({ energyKj, energyKcal }: Nutrition): string | null => {
  if (energyKj === null && energyKcal === null) return null;
  return [energyKj === null ? null : `${energyKj} kJ`, energyKcal === null ? null : `${energyKcal} kcal`]
    .filter(Boolean)
    .join(' / ');
};

/** The declaration in the law's order and words; a value not yet given (a product stored before) shows a dash. */
function NutritionTable({ nutrition }: { nutrition: Nutrition }) {
  const rows = [
    { key: 'energy', label: 'Energy', sub: false, value: energyOf(nutrition) },
    ...NUTRIENT_ROWS.map(({ key, label, sub }) => {
      const dg = nutrition[key];
      return { key, label, sub, value: dg === null ? null : formatDg(dg) };
    }),
  ];
  if (rows.every((row) => row.value === null)) {
    return (
      <Text size="sm" mt="md">
        Nutrition information is on its way: please contact us if you need it now.
      </Text>
    );
  }
  return (
    <table className={classes.nutrition} aria-label="Nutrition declaration">
      <thead>
        <tr>
          <th scope="col">Nutrition</th>
          <th scope="col">Typical values per 100 g</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.key}>
            <th scope="row" className={row.sub ? classes.subNutrient : undefined}>
              {row.label}
            </th>
            <td>{row.value ?? '—'}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
