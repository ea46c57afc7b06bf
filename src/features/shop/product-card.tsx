import { Card, Group, Image, Skeleton, Stack, Text, Title } from '@mantine/core';
import { availableWeights, type ShopProduct } from '../../../shared/catalogue';
import { formatGBP } from '../../../shared/money';

/** Spec 'Product card': the price shown is the first available weight's VAT-inclusive price. */
function displayPrice(product: ShopProduct): { weight: string; price: string } | null {
  const [firstWeight] = availableWeights(product.variants);
  const variant = product.variants.find((v) => v.weight === firstWeight);
  if (!firstWeight || variant?.grossPence == null) return null;
  return { weight: firstWeight, price: formatGBP(variant.grossPence) };
}

export function ProductCard({ product }: { product: ShopProduct }) {
  const shown = displayPrice(product);
  return (
    <Card padding="lg" component="article" aria-labelledby={`product-${product.id}`} h="100%">
      <Card.Section bg="cream.2">
        <Image
          src={product.imageUrl ?? undefined}
          alt={`${product.name} biltong`}
          h={200}
          fit="contain"
          fallbackSrc="/images/products/original.svg"
          loading="lazy"
        />
      </Card.Section>
      <Stack gap="xs" mt="md" style={{ flex: 1 }}>
        <Title id={`product-${product.id}`} order={2} size="h3">
          {product.name}
        </Title>
        {product.description ? (
          <Text c="dimmed" size="sm" lineClamp={3}>
            {product.description}
          </Text>
        ) : null}
      </Stack>
      <Group justify="space-between" align="baseline" mt="md">
        {shown ? (
          <>
            <Text fz={24} fw={700} ff="heading" c="oxblood.8">
              {shown.price}
            </Text>
            <Text size="sm" c="dimmed">
              {shown.weight}
            </Text>
          </>
        ) : (
          <Text c="dimmed">Price not available</Text>
        )}
      </Group>
    </Card>
  );
}

export function ProductCardSkeleton() {
  return (
    <Card padding="lg" data-testid="product-card-skeleton" aria-hidden>
      <Card.Section>
        <Skeleton height={200} radius={0} />
      </Card.Section>
      <Skeleton height={24} width="60%" mt="md" />
      <Skeleton height={12} mt="sm" />
      <Skeleton height={12} mt={6} width="85%" />
      <Skeleton height={28} width="30%" mt="lg" />
    </Card>
  );
}
