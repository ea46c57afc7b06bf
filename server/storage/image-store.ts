import type { RequestHandler } from 'express';

/**
 * Where product images live (configured-image-store.ts picks one). Every instance behind a load balancer must see
 * every upload, so several instances need object storage (S3_BUCKET) or one volume shared by all (UPLOAD_DIR).
 */
export type ImageStore = {
  /** Stores a new object; keys are random, so an existing one is never replaced. */
  put: (key: string, data: Buffer, contentType: string) => Promise<void>;
  remove: (key: string) => Promise<void>;
  /** Mounted at /media: answers GET /media/<key> with the object, cached for a year (keys never change content). */
  serve: RequestHandler;
};

/** Objects change only by getting a new key, so browsers and CDNs may keep them for a year without asking. */
export const IMAGE_CACHE_CONTROL = 'public, max-age=31536000, immutable';
