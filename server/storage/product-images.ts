import { randomUUID } from 'node:crypto';
import { fileTypeFromBuffer } from 'file-type';
import type { Sharp } from 'sharp';
import type { ImageRendition, ImageSources } from '../../shared/product-images';
import type { ImageStore } from './image-store';

/** The limits and formats of product image uploads. */
export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;
export const MAX_INPUT_PIXELS = 40_000_000;
export const IMAGE_WIDTHS = [400, 800, 1200] as const;
/** The width whose URL is stored on the product; the others make up the srcset. */
export const MAIN_WIDTH = 800;
const ACCEPTED_TYPES = new Set(['image/jpeg', 'image/png', 'image/webp']);

/** An upload refused for its content; status and message go to the admin as they are. */
export class ImageRejected extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
    this.name = 'ImageRejected';
  }
}

type ByWidth = Record<(typeof IMAGE_WIDTHS)[number], string>;

export type StoredImage = {
  id: string;
  url: string;
  /** WebP URL per requested width (kept for the admin form); `sources` has the real widths of both formats. */
  srcset: ByWidth;
  avifSrcset: ByWidth;
  sources: ImageSources;
  width: number;
  height: number;
};

/** Each width is made in both formats: AVIF is about half WebP's size; WebP is for browsers without AVIF. */
const FORMATS = [
  { ext: 'webp', contentType: 'image/webp', encode: (image: Sharp) => image.webp({ quality: 82 }) },
  // effort 2 of 9: a few percent larger than the default, several times faster on a small server.
  { ext: 'avif', contentType: 'image/avif', encode: (image: Sharp) => image.avif({ quality: 55, effort: 2 }) },
] as const;

const unreadable = () =>
  new ImageRejected(422, 'This image could not be read. Please upload a different JPEG, PNG or WebP image.');

/**
 * Checks the bytes (never the file name or the browser's type), then decodes and re-encodes the
 * image as WebP and AVIF at a few widths: that drops metadata (location, camera) and anything hidden after
 * the image data. Files get a random name; the client's file name is never used.
 */
export async function storeProductImage(store: ImageStore, input: Buffer): Promise<StoredImage> {
  const type = await fileTypeFromBuffer(input);
  if (!type || !ACCEPTED_TYPES.has(type.mime)) {
    throw new ImageRejected(415, 'Only JPEG, PNG or WebP images are accepted.');
  }
  // sharp is loaded on the first upload only: it costs ~25 MB that most server processes never need.
  const { default: sharp } = await import('sharp');
  // The header gives the dimensions without decoding, so a decompression bomb is refused cheaply.
  const meta = await sharp(input)
    .metadata()
    .catch(() => {
      throw unreadable();
    });
  if (!meta.width || !meta.height) throw unreadable();
  if (meta.width * meta.height > MAX_INPUT_PIXELS) {
    throw new ImageRejected(422, 'This image is too large (maximum 40 megapixels).');
  }

  const source = sharp(input, { limitInputPixels: MAX_INPUT_PIXELS }).autoOrient();
  const jobs = FORMATS.flatMap((format) => IMAGE_WIDTHS.map((width) => ({ format, width })));
  const renditions = await Promise.all(
    jobs.map(({ format, width }) =>
      format
        // Never upscale: a small original stays its own size in every rendition.
        .encode(source.clone().resize({ width, withoutEnlargement: true }))
        .toBuffer({ resolveWithObject: true }),
    ),
  ).catch((error: unknown) => {
    if (error instanceof Error && /pixel limit/i.test(error.message)) {
      throw new ImageRejected(422, 'This image is too large (maximum 40 megapixels).');
    }
    throw unreadable();
  });

  const id = randomUUID();
  const names = jobs.map(({ format, width }) => `${id}-${width}.${format.ext}`);
  try {
    await Promise.all(renditions.map((r, i) => store.put(names[i] as string, r.data, jobs[i]?.format.contentType ?? '')));
  } catch (error) {
    // All renditions or none: a srcset must not point at a missing width.
    await Promise.all(names.map((name) => store.remove(name).catch(() => {})));
    throw error;
  }
  const url = (width: number, ext: string) => `/media/${id}-${width}.${ext}`;
  const renditionsOf = (ext: string): ImageRendition[] =>
    jobs.flatMap((job, i) =>
      job.format.ext === ext ? [{ url: url(job.width, ext), width: renditions[i]?.info.width ?? job.width }] : [],
    );
  const byWidth = (ext: string): ByWidth => ({ 400: url(400, ext), 800: url(800, ext), 1200: url(1200, ext) });
  const main = renditions[jobs.findIndex((job) => job.format.ext === 'webp' && job.width === MAIN_WIDTH)]?.info;
  return {
    id,
    url: url(MAIN_WIDTH, 'webp'),
    srcset: byWidth('webp'),
    avifSrcset: byWidth('avif'),
    sources: { avif: renditionsOf('avif'), webp: renditionsOf('webp') },
    width: main?.width ?? 0,
    height: main?.height ?? 0,
  };
}
