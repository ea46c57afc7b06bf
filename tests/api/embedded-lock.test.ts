import type { ChildProcess } from 'node:child_process';
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { PROJECT_ROOT } from '../../server/config';
import { spawnServer, waitForOutput } from '../support/child-server';

// Two real app processes on one embedded database directory: the second must refuse to start.
const dataDirName = `.data/test-lock-${process.pid}`;
const dataDir = path.join(PROJECT_ROOT, dataDirName);
const lockFile = path.join(dataDir, 'pglite.lock');
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

const embedded = { DATABASE_URL: '', DATA_DIR: dataDirName };

function exited(child: ChildProcess): Promise<{ code: number | null; stderr: string }> {
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => {
    stderr += chunk.toString();
  });
  return new Promise((resolve) => child.once('exit', (code) => resolve({ code, stderr })));
}

async function stopped(child: ChildProcess) {
  const done = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await done;
}

describe('one process per embedded database', () => {
  it('a second process on the same DATA_DIR exits non-zero with the message; the first keeps serving', async () => {
    const first = await spawnServer(embedded);
    try {
      await waitForOutput(first.process, 'READY', 60_000);
      expect(readFileSync(lockFile, 'utf8').trim()).toBe(String(first.process.pid));

      const second = await spawnServer(embedded, 'pipe');
      const { code, stderr } = await exited(second.process);
      expect(code).not.toBe(0);
      expect(stderr.trim()).toBe(
        `The embedded database in ${dataDirName} is in use by another process (pid ${first.process.pid}). Use DATABASE_URL for more than one instance.`,
      );
      expect((await fetch(`${first.url}/api/trpc/shop.listProducts`)).status).toBe(200);
    } finally {
      await stopped(first.process);
    }
    expect(existsSync(lockFile)).toBe(false);
  }, 120_000);

  it('a lock left by a process that died is taken over', async () => {
    const deadPid = spawnSync(process.execPath, ['-e', '']).pid as number;
    writeFileSync(lockFile, `${deadPid}\n`);
    const server = await spawnServer(embedded);
    try {
      await waitForOutput(server.process, 'READY', 60_000);
      expect(readFileSync(lockFile, 'utf8').trim()).toBe(String(server.process.pid));
    } finally {
      await stopped(server.process);
    }
  }, 120_000);
});
