// s3rver ships no types: the part of its API the tests use.
declare module 's3rver' {
  import type { Readable } from 'node:stream';

  type Options = {
    address?: string;
    port?: number;
    directory: string;
    silent?: boolean;
    configureBuckets?: { name: string }[];
  };

  export default class S3rver {
    constructor(options: Options);
    run(): Promise<{ address: string; port: number }>;
    close(): Promise<void>;
    store: {
      getObject: (bucket: string, key: string) => Promise<{ content: Readable; metadata: Record<string, string> } | null>;
    };
  }
}
