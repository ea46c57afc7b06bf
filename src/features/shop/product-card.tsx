import { Button, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { memo, useState } from 'react';
import { availableWeights, type ShopProduct } from '../../../shared/catalogue';
import { DEFAULT_MOISTURE, DEFAULT_WEIGHT, type Moisture, type Weight } from '../../../shared/constants';
import { formatPrice } from '../../lib/format-price';
import { notify } from '../../lib/notify';
import { useAddToCart } from '../cart/cart-context';
import { ACTION_LABELS, productCardState } from './card-rules';
import { MoisturePicker, WeightPicker } from './option-pickers';
import classes from './product-card.module.css';
import { ProductDetails } from './product-details';
import { ProductImage } from './product-image';

/** Cards in the first row load their image at once (they are the largest paint); the rest lazily. */
const EAGER_IMAGES = 3;

/** Memoised: the grid re-renders when auth or the cart settle, and none of that changes a card. */
export const ProductCard = memo(function ProductCard({
  product,
  index = EAGER_IMAGES,
}: {
  product: ShopProduct;
  index?: number;
}) {
  const addLine = useAddToCart();
  // Spec: default moisture is wet; default weight is the first available weight.
  const [moisture, setMoisture] = useState<Moisture>(DEFAULT_MOISTURE);
  const [weight, setWeight] = useState<Weight>(() => availableWeights(product.variants)[0] ?? DEFAULT_WEIGHT);
  const [adding, setAdding] = useState(false);
  const state = productCardState(product, weight);
  const titleId = `product-${product.id}`;

  const addToCart = async () => {
    setAdding(true);
    const added = await addLine({ productId: product.id, weight, moisture });
    setAdding(false);
    if (added) notify.success(`${product.name} ${weight} added to your cart`);
  };

  return (
    <article aria-labelledby={titleId} className={`${classes.card} ${classes.product}`}>
      <div className={`${classes.section} ${classes.media}`}>
        <ProductImage
          src={product.imageUrl}
          alt={`${product.name} biltong`}
          loading={index < EAGER_IMAGES ? 'eager' : 'lazy'}
          fetchPriority={index === 0 ? 'high' : undefined}
        />
      </div>
      <Stack gap="sm" mt="md" style={{ flex: 1 }}>
        <Title id={titleId} order={2} size="h3">
          {product.name}
        </Title>
        {product.description ? (
          <Text c="dimmed" size="sm">
            {product.description}
          </Text>
        ) : null}
        {product.supportsMoistureOptions ? <MoisturePicker value={moisture} onChange={setMoisture} /> : null}
        <WeightPicker weights={state.weights} value={weight} onChange={setWeight} />
        <ProductDetails product={product} />
      </Stack>
      <Stack gap="xs" mt="md">
        <Group justify="space-between" align="baseline" wrap="wrap" gap="xs">
          {state.pricePence !== null ? (
            <Text fz={24} fw={700} ff="heading" c="oxblood.8">
              {formatPrice(state.pricePence)}
            </Text>
          ) : null}
          {state.tradeNetPence !== null ? (
            <Text size="sm" fw={600} c="brass.9">
              Trade price (ex VAT): {formatPrice(state.tradeNetPence)}
            </Text>
          ) : null}
        </Group>
        {state.outOfStock ? (
          <Text size="sm" c="red.9" fw={600}>
            {weight} currently out of stock
          </Text>
        ) : null}
        <Button fullWidth disabled={state.action !== 'add'} loading={adding} onClick={addToCart} aria-describedby={titleId}>
          {ACTION_LABELS[state.action]}
        </Button>
      </Stack>
    </article>
  );
});

export function ProductCardSkeleton() {
  return (
    <div className={classes.card} data-testid="product-card-skeleton" aria-hidden>
      <div className={classes.section}>
        <Skeleton radius={0} style={{ aspectRatio: '16 / 10' }} />
      </div>
      <Skeleton height={24} width="60%" mt="md" />
      <Skeleton height={12} mt="sm" />
      <Skeleton height={12} mt={6} width="85%" />
      <Skeleton height={48} mt="md" />
      <Skeleton height={28} width="30%" mt="lg" />
      <Skeleton height={36} mt="sm" />
    </div>
  );
}
