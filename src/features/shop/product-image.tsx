import { type ImgHTMLAttributes, useState } from 'react';
import classes from './product-card.module.css';

const FALLBACK = '/images/products/original.svg';

/** The bag art, or the Original's when a product has none or its image fails to load (as Mantine's Image with fallbackSrc). */
export function ProductImage({
  src,
  alt,
  ...props
}: { src: string | null; alt: string } & Pick<ImgHTMLAttributes<HTMLImageElement>, 'loading' | 'fetchPriority'>) {
  const [failed, setFailed] = useState(false);
  return (
    <img
      {...props}
      alt={alt}
      src={src && !failed ? src : FALLBACK}
      width={400}
      height={300}
      className={classes.image}
      onError={() => setFailed(true)}
    />
  );
}
