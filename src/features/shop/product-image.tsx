import { type ImgHTMLAttributes, useState } from 'react';
import type { ShopImage } from '../../../shared/product-images';
import classes from './product-card.module.css';

const FALLBACK = '/images/products/original.svg';

type Props = {
  /** An uploaded gallery image: served as AVIF or WebP at the width the layout needs. */
  image?: ShopImage | undefined;
  /** A plain address (demo art, or a product without a gallery). */
  src: string | null;
  alt: string;
  /** How wide the image is drawn, for the browser's choice from the srcset. */
  sizes?: string;
  className?: string;
} & Pick<ImgHTMLAttributes<HTMLImageElement>, 'loading' | 'fetchPriority'>;

/** The bag art, or the Original's when a product has none or its image fails to load (as Mantine's Image with fallbackSrc). */
export function ProductImage({ image, src, alt, sizes, className, ...props }: Props) {
  const [failed, setFailed] = useState(false);
  const img = (
    <img
      {...props}
      alt={alt}
      src={failed ? FALLBACK : (image?.url ?? src ?? FALLBACK)}
      width={image && !failed ? image.width : 400}
      height={image && !failed ? image.height : 300}
      className={className ?? classes.image}
      onError={() => setFailed(true)}
    />
  );
  if (!image || failed) return img;
  return (
    <picture>
      <source type="image/avif" srcSet={image.avifSrcset} sizes={sizes} />
      <source type="image/webp" srcSet={image.webpSrcset} sizes={sizes} />
      {img}
    </picture>
  );
}
