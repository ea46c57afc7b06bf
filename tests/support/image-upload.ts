import sharp from 'sharp';

/** A PNG of the given size in one colour (sharp makes it, so the upload's own decoding accepts it). */
export const pngImage = (width: number, height: number, background = '#7a1f2b') =>
  sharp({ create: { width, height, channels: 3, background } })
    .png()
    .toBuffer();

export type UploadAnswer = {
  status: number;
  body: { url?: string; srcset?: Record<string, string>; error?: { message: string } };
};

/**
 * POST /api/uploads/product-image as the signed-in admin whose cookies are given, the way the admin dialog sends it
 * from the shop's page (origin: its BASE_URL).
 */
export async function uploadProductImage(
  baseUrl: string,
  cookie: string,
  image: Buffer,
  origin = baseUrl,
): Promise<UploadAnswer> {
  const form = new FormData();
  form.append('image', new Blob([new Uint8Array(image)], { type: 'image/png' }), 'photo.png');
  const response = await fetch(`${baseUrl}/api/uploads/product-image`, {
    method: 'POST',
    headers: { origin, cookie },
    body: form,
  });
  return { status: response.status, body: (await response.json()) as UploadAnswer['body'] };
}
