import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type CsvCell, toCsv } from '../../shared/csv';

/** An RFC 4180 reader (quoted fields, doubled quotes, CRLF rows), to read back what toCsv wrote. */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let i = 0;
  while (i < text.length) {
    const ch = text[i] as string;
    if (ch === '"' && cell === '') {
      for (i += 1; ; i += 1) {
        if (i >= text.length) throw new Error('unterminated quoted field');
        if (text[i] === '"' && text[i + 1] === '"') {
          cell += '"';
          i += 1;
        } else if (text[i] === '"') break;
        else cell += text[i];
      }
      i += 1;
      if (text[i] !== ',' && text[i] !== '\r') throw new Error(`text after a closing quote at ${i}`);
    } else if (ch === ',') {
      row.push(cell);
      cell = '';
      i += 1;
    } else if (ch === '\r' && text[i + 1] === '\n') {
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
      i += 2;
    } else {
      if (ch === '\r' || ch === '\n') throw new Error(`bare line break at ${i}`);
      cell += ch;
      i += 1;
    }
  }
  if (cell !== '' || row.length > 0) throw new Error('the last row has no CRLF');
  return rows;
}

// What a spreadsheet would run as a formula (OWASP CSV injection): a text cell starting with these.
const FORMULA_START = /^[=+\-@\t\r]/;
/** What toCsv promises to hand back for a cell: text as given, neutralised with a leading ' if it could run. */
const expected = (value: CsvCell) =>
  value === null || value === undefined
    ? ''
    : typeof value === 'string' && FORMULA_START.test(value)
      ? `'${value}`
      : String(value);

const hostileText = fc.oneof(
  fc.string({ unit: fc.constantFrom('=', '+', '-', '@', '\t', '\r', '\n', '"', ',', ' ', "'", 'a', '1', '(', ')') }),
  fc.string(),
  fc.constantFrom('=HYPERLINK("http://evil","x")', '+1+1', '-2+3', '@SUM(A1:A9)', '\t=1', '\r=1', "=cmd|' /C calc'!A0"),
);
const cellArb: fc.Arbitrary<CsvCell> = fc.oneof(hostileText, fc.integer({ min: -1_000_000, max: 1_000_000 }), fc.constant(null));

describe('CSV export (shared/csv.ts)', () => {
  it('neutralises text that a spreadsheet would run as a formula, and quotes what needs it', () => {
    expect(
      toCsv(
        ['a', 'b'],
        [
          ['=1+1', '+44 1234'],
          ['-5', '@user'],
          ['\tx', '\r=2'],
        ],
      ),
    ).toBe(`a,b\r\n'=1+1,'+44 1234\r\n'-5,'@user\r\n'\tx,"'\r=2"\r\n`);
    expect(toCsv(['n'], [[-5], [null], [undefined]])).toBe('n\r\n-5\r\n\r\n\r\n'); // numbers are numbers, not formulas
    expect(toCsv(['q'], [['say "hi", then go'], [' padded ']])).toBe('q\r\n"say ""hi"", then go"\r\n" padded "\r\n');
  });

  it('no cell read back starts with = + - @ tab or CR, whatever the text (property)', () => {
    fc.assert(
      fc.property(fc.array(fc.array(hostileText, { minLength: 1, maxLength: 4 }), { maxLength: 5 }), (rows) => {
        for (const row of parseCsv(toCsv(['h'], rows)).slice(1)) for (const cell of row) expect(cell).not.toMatch(FORMULA_START);
      }),
      { numRuns: 2_000 },
    );
  });

  it('reads back exactly what was written, row by row and cell by cell (property)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 5 }).chain((width) =>
          fc.tuple(
            fc.array(
              fc.string({ minLength: 1 }).filter((h) => !FORMULA_START.test(h)),
              { minLength: width, maxLength: width },
            ),
            fc.array(fc.array(cellArb, { minLength: width, maxLength: width }), { maxLength: 6 }),
          ),
        ),
        ([header, rows]) => {
          expect(parseCsv(toCsv(header, rows))).toEqual([header, ...rows.map((row) => row.map(expected))]);
        },
      ),
      { numRuns: 2_000 },
    );
  });
});
