import { Text, Title } from '@mantine/core';
import { allergensNotInList, emphasiseAllergens } from '../../../shared/allergen-emphasis';
import type { ShopProduct } from '../../../shared/catalogue';

/** Ingredients with the declared allergens in bold inside the list (UK labelling), then the allergens named once more. */
export function Ingredients({ product }: { product: ShopProduct }) {
  const unlisted = product.ingredients ? allergensNotInList(product.ingredients, product.allergens) : product.allergens;
  return (
    <section aria-labelledby="ingredients-heading">
      <Title id="ingredients-heading" order={3} size="h5" mb="xs">
        Ingredients &amp; allergens
      </Title>
      <Text size="sm" data-testid="ingredients">
        <strong>Ingredients: </strong>
        {product.ingredients
          ? emphasiseAllergens(product.ingredients, product.allergens).map((part, i) =>
              // biome-ignore lint/suspicious/noArrayIndexKey: the parts are a fixed cut of one text.
              part.allergen ? <strong key={i}>{part.text}</strong> : <span key={i}>{part.text}</span>,
            )
          : 'Please contact us for the full ingredients list.'}
        {unlisted.length > 0 && product.ingredients ? (
          <>
            {'. Contains: '}
            <strong>{unlisted.join(', ')}</strong>
          </>
        ) : null}
      </Text>
      <Text size="sm" mt="xs">
        <strong>Allergens: </strong>
        {product.allergens.length > 0 ? <strong>{product.allergens.join(', ')}</strong> : 'None declared'}
      </Text>
    </section>
  );
}
