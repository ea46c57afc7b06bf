import { mkdirSync } from 'node:fs';
import { rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import express from 'express';
import type { ImageStore } from './image-store';

/** A directory on this machine (UPLOAD_DIR): the default, and for several instances only on a shared volume. */
export function localImageStore(directory: string): ImageStore {
  mkdirSync(directory, { recursive: true });
  return {
    // 'wx' never overwrites an existing file.
    put: (key, data) => writeFile(path.join(directory, key), data, { flag: 'wx' }),
    remove: (key) => rm(path.join(directory, key), { force: true }),
    serve: express.static(directory, { immutable: true, maxAge: '365d', index: false, fallthrough: false }),
  };
}
