import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { BrowserContext } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO, openBrowser, signInViaApi, trpcGet } from './browser';

/**
 * Every page of the route table, read from the generated route tree so a new route is covered
 * without anyone adding it here. Layout-only routes (…RouteWithChildren) have no page of their own.
 */
function routesFromTree(): string[] {
  const tree = readFileSync(path.resolve('src/routeTree.gen.ts'), 'utf8');
  const block = tree.slice(
    tree.indexOf('export interface FileRoutesByTo {'),
    tree.indexOf('}', tree.indexOf('export interface FileRoutesByTo {')),
  );
  return [...block.matchAll(/'([^']+)': typeof (\w+)/g)]
    .filter(([, , type]) => !type?.endsWith('RouteWithChildren'))
    .map(([, route]) => route as string);
}

type Persona = 'anonymous' | 'customer' | 'wholesaler' | 'admin';
/** Public pages as a visitor, account pages as a customer and a wholesaler, admin pages as the admin. */
function personasFor(route: string): Persona[] {
  if (route.startsWith('/admin')) return ['admin'];
  if (route.startsWith('/account')) return ['customer', 'wholesaler'];
  return ['anonymous'];
}

const AXE = readFileSync(path.resolve('node_modules/axe-core/axe.min.js'), 'utf8');
const browsers: Partial<Record<Persona, Awaited<ReturnType<typeof openBrowser>>>> = {};
let customerUserId = '';

beforeAll(async () => {
  for (const persona of ['anonymous', 'customer', 'wholesaler', 'admin'] as const) {
    // bypassCSP lets the audit script in; the pages themselves run under the real CSP elsewhere.
    const browser = await openBrowser({ bypassCSP: true });
    if (persona !== 'anonymous') await signInViaApi(browser.context, DEMO[persona]);
    browsers[persona] = browser;
  }
  const admin = browsers.admin?.context as BrowserContext;
  const accounts = await trpcGet<{ rows: { userId: string }[] }>(admin, 'admin.listAccounts', { filters: { search: 'Charlie' } });
  customerUserId = accounts.rows[0]?.userId ?? '';
});
afterAll(async () => {
  await Promise.all(Object.values(browsers).map((b) => b?.close()));
});

type Violation = { id: string; impact: string | null; nodes: { target: string[]; failureSummary?: string }[] };

async function audit(persona: Persona, route: string): Promise<Violation[]> {
  const page = await (browsers[persona] as Awaited<ReturnType<typeof openBrowser>>).context.newPage();
  try {
    await page.goto(route.replace('$userId', customerUserId), { waitUntil: 'networkidle' });
    await page.addScriptTag({ content: AXE });
    const result = (await page.evaluate(`axe.run(document, { resultTypes: ['violations'] })`)) as { violations: Violation[] };
    return result.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  } finally {
    await page.close();
  }
}

const ROUTES = [...routesFromTree(), '/no-such-page'];

describe('accessibility (axe-core in Chromium)', () => {
  it('covers every route of the route table', () => {
    expect(ROUTES.length).toBeGreaterThanOrEqual(18);
  });

  // One test per route, each with its own time limit: more routes never time the whole audit out.
  it.each(ROUTES)('finds no serious or critical violations on %s, for the right roles', async (route) => {
    const found: string[] = [];
    for (const persona of personasFor(route)) {
      for (const v of await audit(persona, route))
        found.push(
          `${route} as ${persona}: ${v.id} (${v.impact}) at ${v.nodes.map((n) => n.target.join(' ')).join(', ')}: ${v.nodes[0]?.failureSummary?.replace(/\s+/g, ' ').slice(0, 160)}`,
        );
    }
    expect(found).toEqual([]);
  });
});
