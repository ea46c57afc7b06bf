import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLogger } from '../../server/logger';
import { type MadeUser, makeUser } from '../support/factories';
import { createTestShop, type TestShop } from '../support/test-shop';

// Malformed input is the sender's mistake: a 4xx, never a 500, and no error line in the log for each one.
const lines: { level: string | number; msg: string }[] = [];
const capture = new Writable({
  write(chunk, _encoding, done) {
    for (const line of chunk.toString().split('\n').filter(Boolean)) lines.push(JSON.parse(line));
    done();
  },
});
let shop: TestShop;
let baseUrl: string;
let admin: MadeUser;
beforeAll(async () => {
  shop = await createTestShop(
    { production: true },
    { logger: createLogger({ production: true, level: 'info', destination: capture }) },
  );
  baseUrl = await shop.listen();
  admin = await makeUser(shop.database.db, { role: 'admin' });
});
afterAll(() => shop.close());

const errorLines = () => lines.filter((line) => line.level === 'error' || line.level === 50);

describe('malformed requests', () => {
  it('a malformed percent-encoding in a tRPC path is a 400, logged as no error', async () => {
    for (const path of ['/api/trpc/%E0%A4%A', '/api/trpc/shop.listProducts,%E0%A4%A?batch=1', '/api/trpc/%']) {
      for (let i = 0; i < 5; i++) {
        const response = await fetch(`${baseUrl}${path}`);
        expect(response.status, path).toBe(400);
        expect(await response.json(), path).toMatchObject({ error: { message: expect.any(String) } });
      }
    }
    expect(errorLines()).toEqual([]);
  });

  it('an admin date filter outside 2000-2100 is refused with the field named, never sent to the database', async () => {
    const orders = shop.callerFor(admin).adminOrders;
    for (const from of ['0000-01-01', '2101-01-01', '9999-12-31']) {
      await expect(orders.list({ filters: { from } })).rejects.toMatchObject({ code: 'BAD_REQUEST' });
    }
    await expect(orders.list({ filters: { to: '0000-01-01' } })).rejects.toMatchObject({
      message: expect.stringContaining('Please enter a date between 2000 and 2100'),
    });
    expect((await orders.list({ filters: { from: '2000-01-01', to: '2100-12-31' } })).total).toBe(0);
    expect(errorLines()).toEqual([]);
  });
});
