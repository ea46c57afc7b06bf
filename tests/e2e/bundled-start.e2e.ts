import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { bundleNodeEntry } from '../../server/cli/build-server';
import { PROJECT_ROOT } from '../../server/config';
import { freePort, waitForOutput } from '../support/child-server';

// `npm start` runs the server bundled to plain JavaScript (server/cli/build-server.ts), not the sources:
// the bundle must find the migrations, the password list and dist/ from its own folder.
const dataDir = mkdtempSync(path.join(tmpdir(), 'shop-bundle-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

describe('the bundled server that npm start runs', () => {
  it('starts on a fresh embedded database, migrates, seeds and serves the shop and its API', async () => {
    const bundle = path.join(PROJECT_ROOT, 'build', 'e2e', 'start.mjs');
    await bundleNodeEntry(path.join(PROJECT_ROOT, 'server', 'cli', 'start.ts'), bundle);
    const port = await freePort();
    const child = spawn(process.execPath, [bundle], {
      cwd: tmpdir(), // not the project folder: paths must not depend on where it is started from
      env: {
        ...process.env,
        NODE_ENV: 'development',
        PORT: String(port),
        BASE_URL: `http://127.0.0.1:${port}`,
        DATA_DIR: dataDir,
        DATABASE_URL: '',
      },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    try {
      await waitForOutput(child, 'shop ready', 60_000);
      const base = `http://127.0.0.1:${port}`;
      const list = (await (await fetch(`${base}/api/trpc/shop.listProducts`)).json()) as { result: { data: { name: string }[] } };
      expect(list.result.data.length).toBe(5);
      const page = await fetch(`${base}/shop`);
      expect(page.status).toBe(200);
      expect(await page.text()).toContain('<div id="root">');
      // The common-password list is read from the project folder: sign-up refuses a listed password.
      const signUp = await fetch(`${base}/api/auth/sign-up/email`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: base },
        body: JSON.stringify({ email: 'bundle@example.com', password: 'password123', name: 'Bundle Test' }),
      });
      expect(await signUp.text()).toContain('too common');
    } finally {
      child.kill('SIGTERM');
    }
  });
});
