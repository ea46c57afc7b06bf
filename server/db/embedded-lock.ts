import { closeSync, openSync, readFileSync, rmSync, statSync, unlinkSync, writeSync } from 'node:fs';
import { StartupError } from '../env';

/**
 * PGlite is a single-process database: two processes writing one directory lose commits and duplicate order
 * numbers. Whoever opens it first holds `<dir>.lock` (created atomically, holding its pid) until it closes or
 * exits; a lock whose pid is no longer alive is stale (a crash, SIGKILL) and is taken over.
 */

export class EmbeddedDatabaseInUseError extends StartupError {
  override name = 'EmbeddedDatabaseInUseError';
  constructor(
    readonly dirName: string,
    readonly pid: number,
  ) {
    super(
      `The embedded database in ${dirName} is in use by another process (pid ${pid}). Use DATABASE_URL for more than one instance.`,
    );
  }
}

/** Lock files this process holds: its own pid in a lock file it did not write means a stale lock from an earlier life. */
const heldHere = new Set<string>();
const releaseAllOnExit = () => {
  for (const file of heldHere) releaseIfOurs(file);
};
let exitHookInstalled = false;

/** A takeover in progress longer than this was abandoned (its process died mid-takeover). */
const TAKEOVER_STALE_MS = 10_000;
/** A lock file still empty after this was abandoned between its creation and the pid being written. */
const EMPTY_LOCK_STALE_MS = 5_000;

/**
 * Takes the lock on an embedded database directory or throws EmbeddedDatabaseInUseError naming the holder.
 * Resolves to the release call.
 */
export async function lockEmbeddedDatabase(dir: string, dirName: string): Promise<() => void> {
  const file = `${dir}.lock`;
  for (let attempt = 0; attempt < 20; attempt++) {
    if (tryCreate(file)) {
      heldHere.add(file);
      if (!exitHookInstalled) {
        process.on('exit', releaseAllOnExit);
        exitHookInstalled = true;
      }
      return () => {
        releaseIfOurs(file);
        heldHere.delete(file);
      };
    }
    const holder = readHolder(file);
    if (holder === 'gone') continue;
    if (holder !== 'unknown' && isAlive(holder) && !(holder === process.pid && !heldHere.has(file))) {
      throw new EmbeddedDatabaseInUseError(dirName, holder);
    }
    if (holder === 'unknown' && ageMs(file) < EMPTY_LOCK_STALE_MS) {
      await pause(50);
      continue;
    }
    // Stale: remove it under a takeover guard, so two processes taking over at once cannot both win.
    if (!takeOver(file, holder)) await pause(50);
  }
  const holder = readHolder(file);
  throw new EmbeddedDatabaseInUseError(dirName, typeof holder === 'number' ? holder : 0);
}

function tryCreate(file: string): boolean {
  let fd: number;
  try {
    fd = openSync(file, 'wx', 0o644);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw error;
  }
  try {
    writeSync(fd, `${process.pid}\n`);
  } finally {
    closeSync(fd);
  }
  return true;
}

/** The pid in the lock file; 'unknown' while it is empty or unreadable, 'gone' when the file vanished meanwhile. */
function readHolder(file: string): number | 'unknown' | 'gone' {
  try {
    const pid = Number.parseInt(readFileSync(file, 'utf8').trim(), 10);
    return Number.isInteger(pid) && pid > 0 ? pid : 'unknown';
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return 'gone';
    throw error;
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to another user.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function takeOver(file: string, staleHolder: number | 'unknown'): boolean {
  const guard = `${file}.takeover`;
  if (!tryCreate(guard)) {
    if (ageMs(guard) > TAKEOVER_STALE_MS) rmSync(guard, { force: true });
    return false;
  }
  try {
    // Still the same stale holder? Another process may have taken over and locked it between our read and now.
    if (readHolder(file) === staleHolder) rmSync(file, { force: true });
  } finally {
    rmSync(guard, { force: true });
  }
  return true;
}

function releaseIfOurs(file: string) {
  try {
    if (readHolder(file) === process.pid) unlinkSync(file);
  } catch {
    // Already gone: nothing to release.
  }
}

function ageMs(file: string): number {
  try {
    return Date.now() - statSync(file).mtimeMs;
  } catch {
    return 0;
  }
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
