import { Button, Container, Stack, Text, Title } from '@mantine/core';
import type { ShopProduct } from '../../../shared/catalogue';
import { SUCCESS_GREEN } from '../checkout/success-green';
import { BackInStock } from '../shop/back-in-stock';
import { ACTION_LABELS } from '../shop/card-rules';
import { MoisturePicker, WeightPicker } from '../shop/option-pickers';
import { ProductCard } from '../shop/product-card';
import { ProductPrice } from '../shop/product-price';
import { useProductPurchase } from '../shop/use-product-purchase';
import { alsoLike } from './also-like';
import { FoodInformation } from './food-information';
import { ProductGallery } from './product-gallery';
import classes from './product-page.module.css';

/**
 * /shop/<slug>: everything a shopper needs to buy one product. A pure function of the shop's data
 * (this product and the shop's list), so it renders the same on a server as in the browser.
 */
export function ProductPage({ product, products }: { product: ShopProduct; products: readonly ShopProduct[] }) {
  const related = alsoLike(products, product);
  return (
    <Container size="lg" py="xl">
      {/* A new product remounts the page: its choices start from that product's defaults. */}
      <ProductArticle key={product.id} product={product} />
      {related.length > 0 ? (
        <section aria-labelledby="also-like-heading">
          <Title id="also-like-heading" order={2} mt={48} mb="lg">
            You may also like
          </Title>
          <div className={classes.related}>
            {related.map((other) => (
              <ProductCard key={other.id} product={other} />
            ))}
          </div>
        </section>
      ) : null}
    </Container>
  );
}

/** The product itself: gallery, choices and the food information of the size being bought. */
function ProductArticle({ product }: { product: ShopProduct }) {
  const purchase = useProductPurchase(product);
  return (
    <article aria-labelledby="product-name" className={classes.layout}>
      <ProductGallery product={product} />
      <Stack gap="md">
        <Title id="product-name" order={1}>
          {product.name}
        </Title>
        {product.description ? <Text size="lg">{product.description}</Text> : null}
        <PurchasePanel product={product} purchase={purchase} />
        <FoodInformation product={product} weight={purchase.weight} />
      </Stack>
    </article>
  );
}

/** The card's pickers, price and button, with the card's rules (one hook for both). */
function PurchasePanel({ product, purchase }: { product: ShopProduct; purchase: ReturnType<typeof useProductPurchase> }) {
  const { moisture, setMoisture, weight, setWeight, adding, addToCart, state } = purchase;
  return (
    <Stack gap="sm">
      {product.supportsMoistureOptions ? <MoisturePicker value={moisture} onChange={setMoisture} /> : null}
      <WeightPicker weights={state.weights} value={weight} onChange={setWeight} />
      <ProductPrice state={state} weight={weight} />
      {state.outOfStock ? null : (
        <Text size="sm" c={SUCCESS_GREEN} fw={600}>
          In stock
        </Text>
      )}
      <Button size="md" disabled={state.action !== 'add'} loading={adding} onClick={addToCart}>
        {ACTION_LABELS[state.action]}
      </Button>
      {state.outOfStock && state.pricePence !== null ? (
        <BackInStock productId={product.id} productName={product.name} weight={weight} />
      ) : null}
    </Stack>
  );
}
