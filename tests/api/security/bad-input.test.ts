import { TRPCError } from '@trpc/server';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ZodError } from 'zod';
import { CONTROL_CHARACTERS_MESSAGE } from '../../../shared/control-characters';
import { type MadeUser, makeUser } from '../../support/factories';
import { allProcedures, callByPath } from '../../support/procedures';
import { createTestShop, type TestShop } from '../../support/test-shop';
import { sampleWith, stringFields } from '../../support/zod-samples';

/** Procedures that take no input by design (the allow-list). */
const NO_INPUT = new Set([
  'shop.listProducts',
  'account.session',
  'account.me',
  'contact.unread',
  'cart.get',
  'cart.clear',
  'order.listMine',
  'invoice.listMine',
  'invoice.listMyCreditNotes',
  'subscription.varieties',
  'subscription.oneOffPrices',
  'delivery.rates',
  'subscription.listMine',
  'wholesale.dashboard',
  'tradeOrder.catalogue',
  'credit.myStatements',
  'standingOrder.listMine',
  'adminSubscriptions.stats',
  'adminSubscriptions.forecast',
  'adminSubscriptions.analytics',
  'adminOverview.stats',
  'adminOverview.tiles',
  'promotion.list',
  'payment.config',
  'payment.setupCard',
  'payment.savedCard',
  'settings.get',
  'site.seller',
  'site.pages',
]);

const RUNS_PER_PROCEDURE = 25;

let shop: TestShop;
let admin: MadeUser;
beforeAll(async () => {
  shop = await createTestShop();
  admin = await makeUser(shop.database.db, { role: 'admin' });
});
afterAll(() => shop.close());

describe('input validation', () => {
  it('has an input parser on every procedure outside the allow-list', () => {
    expect(
      allProcedures()
        .filter((p) => !p.input && !NO_INPUT.has(p.path))
        .map((p) => p.path),
    ).toEqual([]);
  });

  it('answers generated bad input with BAD_REQUEST and field issues, never a server error', async () => {
    let tried = 0;
    let serverErrors = 0;
    const wrong: string[] = [];
    const garbage = fc.oneof(
      fc.anything(),
      fc.object(),
      fc.array(fc.anything()),
      fc.string(),
      fc.record({ id: fc.string(), page: fc.integer(), code: fc.anything() }),
    );
    for (const { path, input } of allProcedures().filter((p) => p.input)) {
      const samples = fc.sample(garbage, { numRuns: RUNS_PER_PROCEDURE, seed: 20261122 });
      for (const value of samples) {
        if (input?.safeParse(value).success) continue; // only invalid inputs count here
        tried++;
        try {
          await callByPath(shop.callerFor(admin), path, value);
          wrong.push(`${path}: accepted ${JSON.stringify(value)?.slice(0, 80)}`);
        } catch (error) {
          const code = error instanceof TRPCError ? error.code : 'NOT_TRPC';
          if (code === 'INTERNAL_SERVER_ERROR' || code === 'NOT_TRPC') serverErrors++;
          const issues = error instanceof TRPCError && error.cause instanceof ZodError ? error.cause.issues.length : 0;
          if (code !== 'BAD_REQUEST' || issues === 0)
            wrong.push(`${path}: ${code} (${issues} issues) for ${JSON.stringify(value)?.slice(0, 80)}`);
        }
      }
    }
    console.info(`bad input: ${tried} invalid inputs tried, ${serverErrors} server errors`);
    expect(serverErrors).toBe(0);
    expect(wrong).toEqual([]);
    expect(tried).toBeGreaterThan(500);
  });

  // A NUL in any string reached PostgreSQL, which refuses it: HTTP 500. Every string field of
  // every procedure gets each of these in an otherwise plausible input.
  const CONTROL_CHARACTER_VALUES = [
    'Abc\u0000def',
    '\u0000',
    'Abc\u0007def',
    'Abc\u0008',
    '\u000bAbcdefgh\u000c', // at both ends, where .trim() would remove them unseen
    'Abc\u001b[31mdef',
    'Abcdefgh\u001f',
    'Abc\u007fdef',
  ];

  it('answers control characters in every string field with BAD_REQUEST and the field message, never a server error', async () => {
    let fields = 0;
    let tried = 0;
    let serverErrors = 0;
    const wrong: string[] = [];
    for (const { path, input } of allProcedures()) {
      if (!input) continue;
      for (const field of stringFields(input)) {
        fields++;
        for (const poison of CONTROL_CHARACTER_VALUES) {
          tried++;
          const value = sampleWith(input, field.route, poison);
          const label = `${path} ${field.path} = ${JSON.stringify(poison)}`;
          try {
            await callByPath(shop.callerFor(admin), path, value);
            wrong.push(`${label}: accepted`);
          } catch (error) {
            const code = error instanceof TRPCError ? error.code : 'NOT_TRPC';
            if (code === 'INTERNAL_SERVER_ERROR' || code === 'NOT_TRPC') serverErrors++;
            const issues =
              error instanceof TRPCError && error.cause instanceof ZodError ? JSON.stringify(error.cause.issues) : '';
            // Formats (uuid, email, date) refuse it with their own message; free text with the control-character one.
            const expected = field.format ? issues !== '' : issues.includes(CONTROL_CHARACTERS_MESSAGE);
            if (code !== 'BAD_REQUEST' || !expected) wrong.push(`${label}: ${code} ${issues.slice(0, 120)}`);
          }
        }
      }
    }
    console.info(`control characters: ${fields} string fields, ${tried} calls, ${serverErrors} server errors`);
    expect(serverErrors).toBe(0);
    expect(wrong).toEqual([]);
    expect(fields).toBeGreaterThan(50);
  });
});
