import type { Request, Response } from 'express';
import multer, { MulterError } from 'multer';
import type { Auth } from '../auth/auth';
import { uploadProductImage } from '../modules/product/images';
import type { ImageStore } from '../storage/image-store';
import { ImageRejected, MAX_IMAGE_BYTES } from '../storage/product-images';
import type { AppDeps } from '../trpc/context';
import { contextFromRequest } from './context';

const MULTER_MESSAGES: Record<string, [number, string]> = {
  LIMIT_FILE_SIZE: [413, 'This image is too large. The maximum file size is 5 MB.'],
  LIMIT_FILE_COUNT: [400, 'Please upload one image at a time.'],
  LIMIT_UNEXPECTED_FILE: [400, 'Please upload one image at a time, in the "image" field.'],
};

/** multer as a promise, so its errors can be answered here. */
function receive(handler: ReturnType<multer.Multer['single']>, req: Request, res: Response): Promise<void> {
  return new Promise((resolve, reject) => handler(req, res, (error: unknown) => (error ? reject(error) : resolve())));
}

/**
 * POST /api/uploads/product-image (multipart, field "image"): admin only, checked on the server
 * before the body is read. Answers 201 with the upload's id (for product.attachImages), the main URL and
 * the WebP and AVIF renditions per width.
 */
export function productImageUpload(deps: AppDeps, auth: Auth, images: ImageStore) {
  const { trustedOrigins } = deps.config;
  const single = multer({
    storage: multer.memoryStorage(),
    limits: { fileSize: MAX_IMAGE_BYTES, files: 1, fields: 5 },
  }).single('image');

  return async (req: Request, res: Response) => {
    const refuse = (status: number, message: string) => res.status(status).json({ error: { message } });
    const ctx = await contextFromRequest(deps, auth, req);
    if (!ctx.session?.user.emailVerified) return refuse(401, 'Please log in to continue.');
    if ((await ctx.loadProfile())?.role !== 'admin') return refuse(403, 'Access Denied.');
    // Same-origin only: a foreign page must not post images with the admin's cookies.
    if (req.headers.origin !== undefined && !trustedOrigins.includes(req.headers.origin)) {
      return refuse(403, 'This origin is not allowed.');
    }

    try {
      await receive(single, req, res);
    } catch (error) {
      const known = error instanceof MulterError ? MULTER_MESSAGES[error.code] : undefined;
      return refuse(...(known ?? [400, 'This upload could not be read. Please try again with one image.']));
    }
    if (!req.file || req.file.size === 0) return refuse(400, 'You must select an image to upload.');

    try {
      const stored = await uploadProductImage(deps.db, images, { userId: ctx.session.user.id }, req.file.buffer);
      return res.status(201).json({
        id: stored.id,
        url: stored.url,
        srcset: stored.srcset,
        avifSrcset: stored.avifSrcset,
        width: stored.width,
        height: stored.height,
      });
    } catch (error) {
      if (error instanceof ImageRejected) return refuse(error.status, error.message);
      throw error;
    }
  };
}
