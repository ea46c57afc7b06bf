import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ensureFrontendBuilt } from '../../server/cli/build-if-stale';
import { PROJECT_ROOT, SSR_ENTRY_FILE } from '../../server/config';
import { seedDemoData } from '../../server/db/seed';
import { silentLogger } from '../../server/logger';
import { createTestShop, type TestShop } from '../support/test-shop';

// The demo Chilli's page as the server sends it, before any JavaScript: the food information UK law asks an
// online seller to give before the purchase, and the same nutrition for search engines in its JSON-LD.
const SITE = 'https://shop.example.test';
const SELLER = {
  tradingName: 'Royal Biltong',
  legalName: 'Royal Biltong Trading Ltd',
  address: ['Unit 9', 'Drying House Lane', 'Leeds LS1 4AP', 'United Kingdom'],
  vatNumber: 'GB 987 6543 21',
  companyNumber: '09876543',
  email: 'shop@royalbiltong.test',
  phone: null,
};

let shop: TestShop;
let url: string;

beforeAll(async () => {
  await ensureFrontendBuilt(silentLogger);
  shop = await createTestShop({ baseUrl: SITE, seller: SELLER });
  await seedDemoData({ db: shop.database.db, logger: silentLogger });
  url = await shop.listen({ staticDir: path.join(PROJECT_ROOT, 'dist'), renderEntry: SSR_ENTRY_FILE });
}, 240_000);
afterAll(() => shop?.close());

const text = (html: string) =>
  html
    .replace(/<[^>]+>/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&#x27;/g, "'")
    .replace(/\s+/g, ' ');

describe('the demo Chilli page, server-rendered', () => {
  it('declares nutrition per 100 g, storage, origin and the food business operator', async () => {
    const response = await fetch(`${url}/shop/chilli`);
    expect(response.status).toBe(200);
    const html = await response.text();
    const root = html.slice(html.indexOf('<div id="root">'), html.indexOf('<script', html.indexOf('<div id="root">')));
    const body = text(root);
    expect(root).toContain('id="food-information"');
    expect(body).toContain('Typical values per 100 g');
    for (const row of [
      'Energy 1113 kJ / 263 kcal',
      'Fat 4.3 g',
      'of which saturates 1.9 g',
      'Carbohydrate 3.6 g',
      'of which sugars 2.7 g',
      'Protein 52.5 g',
      'Salt 4.4 g',
    ]) {
      expect(body).toContain(row);
    }
    expect(body).toContain('Net quantity 125 g');
    expect(body).toContain('Storage Store in a cool, dry place out of direct sunlight.');
    expect(body).toContain('Once opened Once opened, keep refrigerated and eat within 3 days.');
    expect(body).toContain('Origin of the beef United Kingdom');
    expect(body).toContain('Place of manufacture York, United Kingdom');
    expect(body).toContain('Meat content Made with 160 g of British beef per 100 g of biltong');
    expect(body).toContain(
      'Food business operator Royal Biltong Trading Ltd, Unit 9, Drying House Lane, Leeds LS1 4AP, United Kingdom',
    );

    const [ld] = [...html.matchAll(/<script type="application\/ld\+json"[^>]*>([^<]*)<\/script>/g)].map((m) =>
      JSON.parse(m[1] ?? ''),
    );
    expect(ld.nutrition).toEqual({
      '@type': 'NutritionInformation',
      servingSize: '100 g',
      calories: '263 kcal',
      fatContent: '4.3 g',
      saturatedFatContent: '1.9 g',
      carbohydrateContent: '3.6 g',
      sugarContent: '2.7 g',
      proteinContent: '52.5 g',
      sodiumContent: '1.76 g',
    });
  });
});
