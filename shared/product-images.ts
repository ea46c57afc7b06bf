/** One stored rendition of an uploaded image: its URL and its real width in pixels. */
export type ImageRendition = { url: string; width: number };

/** Every rendition of one upload, per format (smallest first); the browser picks via <picture> and srcset. */
export type ImageSources = { avif: ImageRendition[]; webp: ImageRendition[] };

/** A product image as the storefront shows it (alt already falls back to the product's name). */
export type ShopImage = {
  id: string;
  url: string;
  alt: string;
  width: number;
  height: number;
  /** `srcset` attribute values ("url 400w, url 800w, …"). */
  avifSrcset: string;
  webpSrcset: string;
};

/** A srcset attribute; a small original gives several renditions of one width, listed once. */
export function srcsetOf(renditions: readonly ImageRendition[]): string {
  const seen = new Set<number>();
  return renditions
    .filter((r) => !seen.has(r.width) && seen.add(r.width))
    .map((r) => `${r.url} ${r.width}w`)
    .join(', ');
}

/** Storefront alt text: the admin's words, or the product's name when none were given. */
export function altOrName(alt: string, productName: string): string {
  const trimmed = alt.trim();
  return trimmed === '' ? productName : trimmed;
}
