import { describe, expect, it } from 'vitest';
import { CONTROL_CHARACTERS_MESSAGE } from '../../shared/control-characters';
import { tradeCsvInputSchema } from '../../shared/schemas/trade-order';
import { type TradeCatalogueEntry, tradeCsvTemplate } from '../../shared/trade-order';
import { readTradeCsv } from '../../shared/trade-order-csv';

const entry = (productName: string, slug: string, weight: TradeCatalogueEntry['weight'], stock = 50): TradeCatalogueEntry => ({
  variantId: `${slug}-${weight}`,
  productName,
  slug,
  weight,
  unitNetPence: 600,
  vatRateBps: 2000,
  stock,
});
const CATALOGUE: TradeCatalogueEntry[] = [
  entry('Chilli', 'chilli', '250g'),
  entry('Chilli', 'chilli', '1kg', 4),
  entry('Chilli', 'chilli', '2kg', 0),
  entry('Smoky BBQ, Large', 'smoky-bbq-large', '500g'),
  entry('Original', 'original', '125g', 900),
];
const file = (...lines: string[]) => lines.join('\r\n');

describe('reading an uploaded order file', () => {
  it('reads product names or slugs, any case and spacing of sizes, quoted commas, a BOM and blank lines', () => {
    const text = `\uFEFF${file(
      'Product,Size,Quantity',
      'chilli,250g,3',
      '',
      '"Smoky BBQ, Large", 500 G ,2',
      'original,125g,0',
      'CHILLI ,1KG, 4',
    )}\n`;
    expect(readTradeCsv(text, CATALOGUE)).toEqual({
      ok: true,
      lines: [
        { variantId: 'chilli-250g', quantity: 3 },
        { variantId: 'smoky-bbq-large-500g', quantity: 2 },
        { variantId: 'chilli-1kg', quantity: 4 },
      ],
    });
    expect(readTradeCsv(file('size,quantity,slug', '250g,1,chilli'), CATALOGUE)).toEqual({
      ok: true,
      lines: [{ variantId: 'chilli-250g', quantity: 1 }],
    });
  });

  it('names every bad line with its number and reason, and orders nothing', () => {
    const text = file(
      'product,size,quantity',
      'Chilli,250g,2', // line 2 is good
      'Chilly,250g,1',
      'Chilli,3kg,1',
      'Chilli,,1',
      'Chilli,250g,two',
      'Chilli,2kg,1',
      'Chilli,1kg,5',
      'Original,125g,1000',
      ',125g,1',
    );
    expect(readTradeCsv(text, CATALOGUE)).toEqual({
      ok: false,
      problems: [
        'line 3: no product Chilly',
        'line 4: no size 3kg for Chilli',
        'line 5: no size given for Chilli',
        'line 6: the quantity must be a whole number from 0 to 999',
        'line 7: Chilli 2kg is sold out.',
        'line 8: Only 4 left of Chilli 1kg',
        'line 9: the quantity must be a whole number from 0 to 999',
        'line 10: no product given',
      ],
    });
  });

  it('refuses the same size twice, naming both lines, rather than guessing which quantity was meant', () => {
    const result = readTradeCsv(file('product,size,quantity', 'Chilli,250g,2', 'Original,125g,1', 'chilli, 250g ,3'), CATALOGUE);
    expect(result).toEqual({ ok: false, problems: ['line 4: Chilli 250g is already on line 2'] });
  });

  it('refuses a file without the header, an empty one, and one that orders nothing', () => {
    const header = 'the first line must name the columns product (or slug), size and quantity';
    expect(readTradeCsv(file('Chilli,250g,2'), CATALOGUE)).toEqual({ ok: false, problems: [`line 1: ${header}`] });
    expect(readTradeCsv('\n\n', CATALOGUE)).toEqual({ ok: false, problems: [`line 1: ${header}`] });
    expect(readTradeCsv(file('product,size,quantity', 'Chilli,250g,0'), CATALOGUE)).toEqual({
      ok: false,
      problems: ['The file orders nothing: give at least one line a quantity above 0.'],
    });
  });

  it('takes 500 lines and refuses 501', () => {
    const sizes = ['125g', '250g', '500g', '1kg', '2kg'] as const;
    const big = Array.from({ length: 100 }, (_, p) => sizes.map((w) => entry(`Flavour ${p}`, `flavour-${p}`, w))).flat();
    const rows = big.map((e) => `${e.productName},${e.weight},1`);
    const read = readTradeCsv(file('product,size,quantity', ...rows), big);
    expect(read.ok ? read.lines.length : read.problems).toBe(500);
    expect(readTradeCsv(file('product,size,quantity', ...rows, 'Original,125g,1'), big)).toEqual({
      ok: false,
      problems: ['The file has 501 lines of items: upload at most 500 at a time.'],
    });
  });

  it('lists at most 50 problems and counts the rest', () => {
    const bad = Array.from({ length: 120 }, (_, i) => `Nope ${i},250g,1`);
    const read = readTradeCsv(file('product,size,quantity', ...bad), CATALOGUE);
    expect(read.ok ? [] : read.problems).toHaveLength(51);
    expect(read.ok ? '' : read.problems.at(-1)).toBe('…and 70 more lines with problems.');
  });

  it('refuses control characters and huge fields by line, and a file that is not CSV by where it breaks', () => {
    expect(
      readTradeCsv(file('product,size,quantity', 'Chilli,250g,1', 'Chil\u0000li,250g,1', 'Original\u001b,125g,1'), CATALOGUE),
    ).toEqual({
      ok: false,
      problems: [`line 3: ${CONTROL_CHARACTERS_MESSAGE}`, `line 4: ${CONTROL_CHARACTERS_MESSAGE}`],
    });
    expect(readTradeCsv(file('product,size,quantity', `${'x'.repeat(101)},250g,1`, 'Chilli,250g,1'), CATALOGUE)).toEqual({
      ok: false,
      problems: ['line 2: a field is longer than 100 characters'],
    });
    expect(readTradeCsv(file('product,size,quantity', 'Chilli,250g,1', `"${'x'.repeat(2000)}",250g,1`), CATALOGUE)).toEqual({
      ok: false,
      problems: ['line 3: the line is longer than 1000 characters'],
    });
    expect(readTradeCsv(file('product,size,quantity', '"Chilli,250g,1'), CATALOGUE)).toEqual({
      ok: false,
      problems: ['line 2: a quoted field is never closed'],
    });
  });

  it('refuses control characters in the request itself, naming the lines, before any reading', () => {
    const parsed = tradeCsvInputSchema.safeParse({ text: file('product,size,quantity', 'Chilli,250g,1\u0007') });
    expect(parsed.success ? [] : parsed.error.issues.map((i) => i.message)).toEqual([`line 2: ${CONTROL_CHARACTERS_MESSAGE}`]);
    expect(tradeCsvInputSchema.safeParse({ text: 'x'.repeat(100_001) }).success).toBe(false);
  });

  it('offers a template that reads back as an order of nothing, line for line', () => {
    const template = tradeCsvTemplate(CATALOGUE);
    expect(template.split('\r\n').slice(0, 5)).toEqual([
      'product,size,quantity',
      'Chilli,250g,0',
      'Chilli,1kg,0',
      'Chilli,2kg,0',
      '"Smoky BBQ, Large",500g,0',
    ]);
    const filled = template.replace('Chilli,250g,0', 'Chilli,250g,6');
    expect(readTradeCsv(filled, CATALOGUE)).toEqual({ ok: true, lines: [{ variantId: 'chilli-250g', quantity: 6 }] });
  });
});
