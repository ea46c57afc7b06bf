import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';

export const FAKE_S3_BUCKET = 'shop-images';

export type FakeS3 = {
  /** The S3_* variables that point the shop at this server. */
  env: Record<string, string>;
  /** A stored object as the double holds it (not through the shop); null when there is none. */
  object: (key: string) => Promise<{ bytes: Buffer; contentType: string; cacheControl: string } | null>;
  close: () => Promise<void>;
};

/** s3rver, a local S3 double, on loopback with a scratch directory and one bucket. */
export async function startFakeS3(): Promise<FakeS3> {
  const directory = mkdtempSync(path.join(tmpdir(), 'shop-s3-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    directory,
    silent: true,
    configureBuckets: [{ name: FAKE_S3_BUCKET }],
  });
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  return {
    env: {
      S3_BUCKET: FAKE_S3_BUCKET,
      S3_ENDPOINT: endpoint,
      S3_REGION: 'eu-west-2',
      // s3rver's documented credentials.
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
      S3_FORCE_PATH_STYLE: 'true',
    },
    object: async (key) => {
      const object = await server.store.getObject(FAKE_S3_BUCKET, key);
      if (!object) return null;
      const chunks: Buffer[] = [];
      for await (const chunk of object.content) chunks.push(Buffer.from(chunk));
      const { 'content-type': contentType = '', 'cache-control': cacheControl = '' } = object.metadata;
      return { bytes: Buffer.concat(chunks), contentType, cacheControl };
    },
    close: async () => {
      await server.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}
