import { type ChildProcess, spawn } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';

export async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

/** Resolves when the child prints `marker` on stdout; rejects if it exits first or takes longer than `timeoutMs`. */
export function waitForOutput(child: ChildProcess, marker: string, timeoutMs: number): Promise<void> {
  return new Promise<void>((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`no '${marker}' from the child process in ${timeoutMs / 1000} s`)),
      timeoutMs,
    );
    child.stdout?.on('data', (chunk: Buffer) => {
      if (chunk.toString().includes(marker)) {
        clearTimeout(timer);
        resolve();
      }
    });
    child.once('exit', (code) => reject(new Error(`the child process exited with ${code}`)));
  });
}

export type ChildServer = { url: string; process: ChildProcess; stop: () => Promise<void> };

/**
 * Spawns tests/support/serve.ts (the shop as a separate Node process) on a free port; `env` picks the database
 * (DATABASE_URL, or DATA_DIR for the embedded one). Not yet ready: wait for its READY line.
 */
export async function spawnServer(
  env: NodeJS.ProcessEnv,
  stderr: 'inherit' | 'pipe' = 'inherit',
): Promise<{ url: string; process: ChildProcess }> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', path.resolve('tests/support/serve.ts')], {
    env: { ...process.env, PORT: String(port), BASE_URL: `http://127.0.0.1:${port}`, DATA_DIR: '.data/test-child', ...env },
    stdio: ['ignore', 'pipe', stderr],
  });
  return { url: `http://127.0.0.1:${port}`, process: child };
}

/** Starts the shop as a separate Node process on the given database and waits until it answers. */
export async function startChildServer(databaseUrl: string, env: NodeJS.ProcessEnv = {}): Promise<ChildServer> {
  const { url, process: child } = await spawnServer({ DATABASE_URL: databaseUrl, ...env });
  // A bound, not a wait: on a busy 2-core machine running other test files at once a start can take a while.
  await waitForOutput(child, 'READY', 90_000);
  return {
    url,
    process: child,
    stop: async () => {
      if (child.exitCode !== null || child.signalCode !== null) return;
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    },
  };
}
