import { describe, expect, it } from 'vitest';
import { chooseStoredEncoding } from '../../server/http/content-encoding';

describe('choosing a stored encoding from Accept-Encoding', () => {
  it.each([
    ['gzip, deflate, br, zstd', 'br'],
    ['gzip, br', 'br'],
    ['br', 'br'],
    ['gzip', 'gzip'],
    ['br;q=0.5, gzip', 'gzip'],
    ['gzip;q=0.8, br;q=0.9', 'br'],
    ['br;q=0, gzip', 'gzip'],
    ['*', 'br'],
    ['*;q=0.5, gzip', 'gzip'],
    ['identity', 'identity'],
    ['', 'identity'],
    [undefined, 'identity'],
    ['deflate', 'identity'],
    ['BR;Q=1, GZIP;q=1', 'br'],
    ['br;q=junk, gzip', 'gzip'],
  ] as const)('%j gets %s', (header, expected) => {
    expect(chooseStoredEncoding(header)).toBe(expected);
  });
});
