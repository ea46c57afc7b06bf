import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const SRC = path.resolve(import.meta.dirname, '../../src');
const sourceFiles = (dir: string): string[] =>
  readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return sourceFiles(full);
    return /\.tsx$/.test(name) ? [full] : [];
  });
const FILES = sourceFiles(SRC).map((file) => ({ name: path.relative(SRC, file), text: readFileSync(file, 'utf8') }));

// An internal address in an <a> or a Mantine Anchor reloads the whole app; the router's links (AnchorLink,
// ButtonLink, MenuItemLink) navigate in place, preload on intent and check `to` against the routes.
// /api/… addresses (PDF and CSV downloads) belong to the server, not the router.
const RAW_INTERNAL_HREF = /<(?:a|Anchor)\b[^>]*?\bhref=(?:"|'|\{['"`])\/(?!api\/)/g;
// Mantine hand-wired to the router's Link: what AnchorLink, ButtonLink and MenuItemLink already are.
const HAND_WIRED = /renderRoot=\{\([^)]*\)\s*=>\s*<Link\b|component=\{Link\}/g;

function offenders(pattern: RegExp): string[] {
  return FILES.flatMap(({ name, text }) => [...text.matchAll(pattern)].map((m) => `${name}: ${m[0].replace(/\s+/g, ' ')}`));
}

describe('router links', () => {
  it('no <a> or Anchor points at an internal route by href', () => {
    expect(offenders(RAW_INTERNAL_HREF)).toEqual([]);
  });

  it('no Mantine component is wired to the router by hand', () => {
    expect(offenders(HAND_WIRED)).toEqual([]);
  });

  it('the patterns catch what they are for', () => {
    const hits = (pattern: RegExp, text: string) => [...text.matchAll(pattern)].length;
    expect(hits(RAW_INTERNAL_HREF, '<Anchor href="/terms" inherit>')).toBe(1);
    // biome-ignore lint/suspicious/noTemplateCurlyInString: JSX source text the pattern is tried on
    expect(hits(RAW_INTERNAL_HREF, '<a className="x" href={`/shop/${slug}`}>')).toBe(1);
    expect(hits(RAW_INTERNAL_HREF, '<Anchor\n  size="sm"\n  href="/account">')).toBe(1);
    // biome-ignore lint/suspicious/noTemplateCurlyInString: JSX source text the pattern is tried on
    expect(hits(RAW_INTERNAL_HREF, '<Anchor href={`/api/invoices/${id}/pdf`}>')).toBe(0);
    // biome-ignore lint/suspicious/noTemplateCurlyInString: JSX source text the pattern is tried on
    expect(hits(RAW_INTERNAL_HREF, '<Anchor href={`mailto:${email}`}>')).toBe(0);
    expect(hits(HAND_WIRED, '<Anchor renderRoot={(props) => <Link to="/admin" {...props} />}>')).toBe(1);
    expect(hits(HAND_WIRED, '<Anchor component={Link} to="/shop">')).toBe(1);
  });
});

describe('raw Mantine tables', () => {
  // DataTable is the one table of the admin lists; a raw Table says on the line above why it is not one.
  it('each raw Table outside DataTable says why DataTable does not fit', () => {
    const unexplained = FILES.filter(({ name }) => name !== path.join('features', 'admin-shared', 'data-table.tsx')).flatMap(
      ({ name, text }) => {
        const lines = text.split('\n');
        return lines.flatMap((line, i) => {
          if (!/<Table[\s>]/.test(line)) return [];
          const above = lines.slice(Math.max(0, i - 2), i).join('\n');
          return /Raw Table, not DataTable: \S/.test(above) ? [] : [`${name}:${i + 1}`];
        });
      },
    );
    expect(unexplained).toEqual([]);
  });
});
