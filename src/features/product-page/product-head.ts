import type { ShopProduct } from '../../../shared/catalogue';
import { productJsonLd } from '../../../shared/seo/product-json-ld';
import { absoluteUrl } from '../../../shared/seo/site';
import { pageHead } from '../../lib/page-head';

const DESCRIPTION_MAX = 160;

function descriptionOf(product: ShopProduct): string {
  const text = (product.description ?? '').replace(/\s+/g, ' ').trim();
  if (!text) return `${product.name}: British air-dried beef biltong, made by hand by Royal Biltong.`;
  return text.length <= DESCRIPTION_MAX ? text : `${text.slice(0, DESCRIPTION_MAX - 1).trimEnd()}…`;
}

/**
 * The product page's head: '{Product} — Royal Biltong', its description and image for link previews, and
 * JSON-LD `Product` with one `Offer` per size that has a price, at the VAT-inclusive price the page shows
 * an anonymous visitor (the server renders as one).
 */
export function productHead(product: ShopProduct, siteUrl: string) {
  const path = `/shop/${encodeURIComponent(product.slug)}`;
  const url = absoluteUrl(siteUrl, path);
  const images =
    product.images.length > 0 ? product.images.map((image) => image.url) : product.imageUrl ? [product.imageUrl] : [];
  const description = descriptionOf(product);
  return pageHead({
    title: product.name,
    description,
    path,
    siteUrl,
    image: images[0] ?? null,
    imageAlt: product.images[0]?.alt ?? product.name,
    type: 'product',
    jsonLd: productJsonLd({
      name: product.name,
      description,
      url,
      images: images.map((image) => absoluteUrl(siteUrl, image)),
      nutrition: product.food.nutrition,
      sizes: product.variants.flatMap((variant) =>
        variant.grossPence === null
          ? []
          : [
              {
                sku: `${product.slug}-${variant.weight}`,
                name: `${product.name} ${variant.weight}`,
                pricePence: variant.grossPence,
                inStock: variant.stock > 0,
              },
            ],
      ),
    }),
  });
}
