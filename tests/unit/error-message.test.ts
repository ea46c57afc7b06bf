import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { TRPCClientError } from '@trpc/client';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { errorMessage, UNEXPECTED_ERROR, UNREACHABLE_ERROR } from '../../src/lib/error-message';

const SRC = path.resolve(import.meta.dirname, '../../src');
const HELPER = path.join(SRC, 'lib/error-message.ts');

const sourceFiles = (dir: string): string[] =>
  readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(name) && !name.endsWith('.gen.ts') ? [full] : [];
  });

/** A tRPC error as the client holds it after the server answered with `shape`. */
function serverError(message: string, data: Record<string, unknown>) {
  return TRPCClientError.from({ error: { message, code: -32600, data } });
}

describe('errorMessage', () => {
  it("shows the server's own words", () => {
    expect(errorMessage(serverError('This product is out of stock.', { code: 'CONFLICT' }))).toBe(
      'This product is out of stock.',
    );
  });

  it("shows the first field message of a rejected input, not zod's JSON", () => {
    const error = serverError('[{"code":"too_small"}]', {
      code: 'BAD_REQUEST',
      zodError: { formErrors: [], fieldErrors: { postcode: ['Enter a UK postcode'] } },
    });
    expect(errorMessage(error)).toBe('Enter a UK postcode');
  });

  it('shows the first issue of a zod parse made on the client', () => {
    const parsed = z.string().min(3, 'At least 3 characters').safeParse('ab');
    expect(parsed.success).toBe(false);
    expect(errorMessage(parsed.error)).toBe('At least 3 characters');
  });

  it("says the shop could not be reached instead of the browser's words when no answer came", () => {
    expect(errorMessage(new TRPCClientError('Failed to fetch'))).toBe(UNREACHABLE_ERROR);
  });

  it('falls back when the failure has no words of its own', () => {
    expect(errorMessage({ status: 500, statusText: 'Internal Server Error' }, 'Could not log in.')).toBe('Could not log in.');
    expect(errorMessage(undefined)).toBe(UNEXPECTED_ERROR);
    expect(errorMessage(new Error(''))).toBe(UNEXPECTED_ERROR);
    expect(errorMessage(new Error('Image upload refused'))).toBe('Image upload refused');
  });
});

describe('every failure reaches the screen through errorMessage', () => {
  // Reading `.message` off an error anywhere but the helper is how raw zod JSON or 'Failed to fetch' reaches a
  // toast or a page; the helper is the one place that decides what a failure says.
  const RAW = /(?<![\w$])(?:e|err|error)\??\.message\b|\.issues\[0\]\??\.message\b|String\((?:e|err|error)\)/g;

  it('no file reads an error’s message itself', () => {
    const offenders = sourceFiles(SRC)
      .filter((file) => file !== HELPER)
      .flatMap((file) =>
        readFileSync(file, 'utf8')
          .split('\n')
          .flatMap((line, i) => (line.match(RAW) ? [`${path.relative(SRC, file)}:${i + 1}: ${line.trim()}`] : [])),
      );
    expect(offenders).toEqual([]);
  });

  it('the pattern catches the ways a raw message was shown', () => {
    for (const line of [
      '{list.error.message}',
      'notify.error(error.message)',
      'notify.error("Failed: " + err.message)',
      '{query.error?.message}',
      'po.error.issues[0]?.message',
      'notify.error(String(error))',
    ])
      expect(line.match(RAW), line).not.toBeNull();
    expect('notify.error(errorMessage(error))'.match(RAW)).toBeNull();
  });
});
