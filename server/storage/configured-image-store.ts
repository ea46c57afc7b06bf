import type { AppConfig } from '../config';
import type { ImageStore } from './image-store';
import { localImageStore } from './local-image-store';
import { s3ImageStore } from './s3-image-store';

/** Object storage when S3_BUCKET is set, otherwise the local UPLOAD_DIR. */
export function imageStoreFor(config: Pick<AppConfig, 'uploadDir' | 's3'>): ImageStore {
  return config.s3 ? s3ImageStore(config.s3) : localImageStore(config.uploadDir);
}
