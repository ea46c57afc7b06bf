import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { lockEmbeddedDatabase } from '../../server/db/embedded-lock';

const scratchDir = () => path.join(mkdtempSync(path.join(tmpdir(), 'shop-lock-')), 'pglite');
/** The pid of a process that has already exited. */
const deadPid = () => spawnSync(process.execPath, ['-e', '']).pid as number;
const inUse = (name: string, pid: number) =>
  `The embedded database in ${name} is in use by another process (pid ${pid}). Use DATABASE_URL for more than one instance.`;

describe('the embedded database lock', () => {
  it('holds the pid in <dir>.lock until released', async () => {
    const dir = scratchDir();
    const release = await lockEmbeddedDatabase(dir, '.data');
    expect(readFileSync(`${dir}.lock`, 'utf8').trim()).toBe(String(process.pid));
    await expect(lockEmbeddedDatabase(dir, '.data')).rejects.toThrow(inUse('.data', process.pid));
    release();
    expect(existsSync(`${dir}.lock`)).toBe(false);
    const again = await lockEmbeddedDatabase(dir, '.data');
    again();
  });

  it('refuses a directory held by another live process, naming it', async () => {
    const dir = scratchDir();
    writeFileSync(`${dir}.lock`, `${process.ppid}\n`);
    await expect(lockEmbeddedDatabase(dir, 'shop-data')).rejects.toThrow(inUse('shop-data', process.ppid));
    expect(readFileSync(`${dir}.lock`, 'utf8').trim()).toBe(String(process.ppid));
  });

  it('takes over a stale lock whose process is gone', async () => {
    const dir = scratchDir();
    writeFileSync(`${dir}.lock`, `${deadPid()}\n`);
    const release = await lockEmbeddedDatabase(dir, '.data');
    expect(readFileSync(`${dir}.lock`, 'utf8').trim()).toBe(String(process.pid));
    release();
  });

  it('takes over a lock with its own pid it did not write (a restarted container reuses pids)', async () => {
    const dir = scratchDir();
    writeFileSync(`${dir}.lock`, `${process.pid}\n`);
    const release = await lockEmbeddedDatabase(dir, '.data');
    release();
    expect(existsSync(`${dir}.lock`)).toBe(false);
  });

  it('of many processes taking over one stale lock at the same moment, exactly one wins', async () => {
    const dir = scratchDir();
    writeFileSync(`${dir}.lock`, `${deadPid()}\n`);
    // Each child says 'ready', waits for 'go' on stdin, tries the lock, prints 'won' (holding it until killed) or 'refused'.
    const script = `
      const { lockEmbeddedDatabase } = await import(${JSON.stringify(path.resolve('server/db/embedded-lock.ts'))});
      console.log('ready');
      process.stdin.once('data', async () => {
        try { await lockEmbeddedDatabase(${JSON.stringify(dir)}, 'x'); console.log('won'); }
        catch (error) { console.log(error.name === 'EmbeddedDatabaseInUseError' ? 'refused' : String(error)); process.exit(0); }
      });`;
    const children = Array.from({ length: 4 }, () =>
      spawn(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], { stdio: ['pipe', 'pipe', 'inherit'] }),
    );
    try {
      const lines = children.map((child) => {
        const seen: string[] = [];
        child.stdout.on('data', (chunk: Buffer) => seen.push(...chunk.toString().trim().split('\n')));
        return seen;
      });
      const until = async (done: () => boolean) => {
        for (const deadline = Date.now() + 30_000; !done(); ) {
          if (Date.now() > deadline) throw new Error(`children said ${JSON.stringify(lines)}`);
          await new Promise((resolve) => setImmediate(resolve));
        }
      };
      await until(() => lines.every((seen) => seen.includes('ready')));
      for (const child of children) child.stdin.write('go\n');
      await until(() => lines.every((seen) => seen.length === 2));
      expect(lines.map((seen) => seen[1]).sort()).toEqual(['refused', 'refused', 'refused', 'won']);
    } finally {
      for (const child of children) child.kill();
    }
  }, 60_000);
});
