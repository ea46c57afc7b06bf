import { useState } from 'react';
import type { ShopProduct } from '../../../shared/catalogue';
import { ProductImage } from '../shop/product-image';
import classes from './product-page.module.css';

const MAIN_SIZES = '(min-width: 62em) 560px, 100vw';

/** The product's images: one large, the rest as thumbnails that bring theirs to the front. */
export function ProductGallery({ product }: { product: ShopProduct }) {
  const [selected, setSelected] = useState(0);
  const images = product.images;
  const shown = images[selected] ?? images[0];
  return (
    <div className={classes.gallery}>
      <div className={classes.mainImage}>
        <ProductImage
          image={shown}
          src={product.imageUrl}
          alt={shown?.alt ?? `${product.name} biltong`}
          sizes={MAIN_SIZES}
          loading="eager"
          fetchPriority="high"
          className={classes.image}
        />
      </div>
      {images.length > 1 ? (
        <ul className={classes.thumbnails} aria-label="Product images">
          {images.map((image, index) => (
            <li key={image.id}>
              <button
                type="button"
                className={classes.thumbnail}
                aria-pressed={index === selected}
                aria-label={`Show image ${index + 1} of ${images.length}: ${image.alt}`}
                onClick={() => setSelected(index)}
              >
                <ProductImage image={image} src={image.url} alt="" sizes="96px" loading="lazy" className={classes.image} />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
