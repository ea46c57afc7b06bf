import type { Readable } from 'node:stream';
import type { GetObjectCommandOutput, S3Client } from '@aws-sdk/client-s3';
import type { Request, Response } from 'express';
import type { S3Settings } from '../config';
import { IMAGE_CACHE_CONTROL, type ImageStore } from './image-store';

/** The keys the upload writes (uuid-width.webp or .avif); nothing else in the bucket is served. */
const IMAGE_KEY = /^[A-Za-z0-9-]+\.(webp|avif)$/;

type Connection = { sdk: typeof import('@aws-sdk/client-s3'); s3: S3Client; bucket: string };

/**
 * S3-compatible object storage (S3_BUCKET): every instance reads and writes the same bucket.
 *
 * GET /media/<key> streams the object through the app rather than redirecting to the bucket: the bucket stays
 * private (no public ACL, no presigned URLs that expire inside cached pages), the CSP keeps img-src 'self', and the
 * URLs stored on products stay /media/<key> whichever store is configured. Objects are immutable and served with a
 * year's cache and their ETag, so each browser or CDN fetches each image once; a conditional GET is answered 304.
 */
export function s3ImageStore(settings: S3Settings): ImageStore {
  // The SDK is loaded on first use, like sharp: a process that never touches an image does without it.
  let connection: Promise<Connection> | undefined;
  const connect = () => {
    connection ??= import('@aws-sdk/client-s3').then((sdk) => ({
      sdk,
      bucket: settings.bucket,
      s3: new sdk.S3Client({
        region: settings.region,
        endpoint: settings.endpoint,
        forcePathStyle: settings.forcePathStyle,
        // Without keys the SDK's default chain applies (AWS_* variables, an instance or task role).
        credentials:
          settings.accessKeyId && settings.secretAccessKey
            ? { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey }
            : undefined,
      }),
    }));
    return connection;
  };

  return {
    async put(Key, Body, ContentType) {
      const { sdk, s3, bucket } = await connect();
      await s3.send(new sdk.PutObjectCommand({ Bucket: bucket, Key, Body, ContentType, CacheControl: IMAGE_CACHE_CONTROL }));
    },
    async remove(Key) {
      const { sdk, s3, bucket } = await connect();
      await s3.send(new sdk.DeleteObjectCommand({ Bucket: bucket, Key }));
    },
    serve: (req, res, next) => {
      serveObject(req, res, connect).catch(next);
    },
  };
}

async function serveObject(req: Request, res: Response, connect: () => Promise<Connection>): Promise<void> {
  const key = req.path.slice(1);
  if ((req.method !== 'GET' && req.method !== 'HEAD') || !IMAGE_KEY.test(key)) {
    res.status(404).type('text').send('Not found.');
    return;
  }
  const { sdk, s3, bucket } = await connect();
  let object: GetObjectCommandOutput;
  try {
    object = await s3.send(new sdk.GetObjectCommand({ Bucket: bucket, Key: key, IfNoneMatch: req.headers['if-none-match'] }));
  } catch (error) {
    const status = (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode;
    if (status === 304) {
      res.status(304).setHeader('Cache-Control', IMAGE_CACHE_CONTROL).end();
      return;
    }
    if (status === 404) {
      res.status(404).type('text').send('Not found.');
      return;
    }
    throw error;
  }
  res.setHeader('Cache-Control', IMAGE_CACHE_CONTROL);
  if (object.ETag) res.setHeader('ETag', object.ETag);
  if (object.ContentType) res.setHeader('Content-Type', object.ContentType);
  if (object.ContentLength !== undefined) res.setHeader('Content-Length', String(object.ContentLength));
  if (object.LastModified) res.setHeader('Last-Modified', object.LastModified.toUTCString());
  const body = object.Body as Readable;
  if (req.method === 'HEAD') {
    body.destroy();
    res.end();
    return;
  }
  body.on('error', (error) => res.destroy(error));
  body.pipe(res);
}
