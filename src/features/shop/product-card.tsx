import { Button, Skeleton, Stack, Text, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { memo } from 'react';
import type { ShopProduct } from '../../../shared/catalogue';
import { BackInStock } from './back-in-stock';
import { ACTION_LABELS } from './card-rules';
import { MoisturePicker, WeightPicker } from './option-pickers';
import classes from './product-card.module.css';
import { ProductDetails } from './product-details';
import { ProductImage } from './product-image';
import { ProductPrice } from './product-price';
import { useProductPurchase } from './use-product-purchase';

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
  const { moisture, setMoisture, weight, setWeight, adding, addToCart, state } = useProductPurchase(product);
  const titleId = `product-${product.id}`;
  const page = { to: '/shop/$slug', params: { slug: product.slug } } as const;

  return (
    <article aria-labelledby={titleId} className={`${classes.card} ${classes.product}`}>
      {/* The name is the keyboard's link to the page; the image repeats it for the pointer (one tab stop per card). */}
      {/* The router's plain Link, not AnchorLink: the grid draws 24 cards in plain CSS, without Mantine components. */}
      <Link {...page} className={`${classes.section} ${classes.media}`} tabIndex={-1}>
        <ProductImage
          image={product.images[0]}
          src={product.imageUrl}
          alt={product.images[0]?.alt ?? `${product.name} biltong`}
          sizes="(min-width: 75em) 380px, (min-width: 48em) 50vw, 100vw"
          loading={index < EAGER_IMAGES ? 'eager' : 'lazy'}
          fetchPriority={index === 0 ? 'high' : undefined}
        />
      </Link>
      <Stack gap="sm" mt="md" style={{ flex: 1 }}>
        <Title id={titleId} order={2} size="h3">
          <Link {...page} className={classes.titleLink}>
            {product.name}
          </Link>
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
        <ProductPrice state={state} weight={weight} />
        <Button fullWidth disabled={state.action !== 'add'} loading={adding} onClick={addToCart} aria-describedby={titleId}>
          {ACTION_LABELS[state.action]}
        </Button>
        {state.outOfStock && state.pricePence !== null ? (
          <BackInStock productId={product.id} productName={product.name} weight={weight} />
        ) : null}
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
