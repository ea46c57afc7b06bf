/** The encodings a pre-compressed answer is kept in, smallest first. */
export type StoredEncoding = 'br' | 'gzip' | 'identity';

/** The quality (0-1) an Accept-Encoding header gives one encoding: its own entry, else `*`, else none. */
function qualityOf(entries: Array<{ name: string; q: number }>, name: string): number {
  const own = entries.find((entry) => entry.name === name);
  if (own) return own.q;
  const any = entries.find((entry) => entry.name === '*');
  if (any) return any.q;
  return name === 'identity' ? 1 : 0;
}

/**
 * Picks the stored encoding for an Accept-Encoding header: the highest quality wins, and on equal
 * quality the smaller body (brotli before gzip), whatever order the browser listed them in.
 * Chromium sends 'gzip, deflate, br, zstd': every weight equal, so it gets brotli. Content
 * negotiation by client order (Express's acceptsEncodings) would pick gzip.
 */
export function chooseStoredEncoding(header: string | undefined): StoredEncoding {
  const entries = (header ?? '')
    .split(',')
    .map((part) => {
      const [name = '', ...params] = part.trim().toLowerCase().split(';');
      const qParam = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      const q = qParam === undefined ? 1 : Number(qParam.slice(2));
      return { name: name.trim(), q: Number.isFinite(q) ? Math.min(Math.max(q, 0), 1) : 0 };
    })
    .filter((entry) => entry.name !== '');
  const br = qualityOf(entries, 'br');
  const gzip = qualityOf(entries, 'gzip');
  if (br > 0 && br >= gzip) return 'br';
  if (gzip > 0) return 'gzip';
  return 'identity';
}
