import { request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { networkInterfaces } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../../server/app';
import { PROJECT_ROOT } from '../../../server/config';
import { emailOutbox } from '../../../server/db/schema/index';
import { isLocalMailboxRequest } from '../../../server/http/dev-mailbox';
import { createTestShop, type TestShop } from '../../support/test-shop';

// The mailbox holds password-reset links; anyone who reads it can take over any account.
const DIST = path.join(PROJECT_ROOT, 'dist');
const config = { clientIpHeader: 'x-shop-client-ip' };

/** A non-loopback address of this machine, to connect from "elsewhere" through a real socket. */
const externalAddress = Object.values(networkInterfaces())
  .flat()
  .find((i) => i && i.family === 'IPv4' && !i.internal)?.address;

/** Serves the shop's app with the built front end on every interface (0.0.0.0). */
async function serveEverywhere(shop: TestShop): Promise<{ port: number; server: Server }> {
  const app = createApp({ deps: shop.deps, auth: shop.auth, staticDir: DIST });
  const server = await new Promise<Server>((resolve) => {
    const s = app.listen(0, '0.0.0.0', () => resolve(s));
  });
  return { port: (server.address() as AddressInfo).port, server };
}

/** A GET through node:http, which sends every header as given (fetch would drop a Host header). */
function get(url: string, headers: Record<string, string> = {}): Promise<{ status: number; text: () => Promise<string> }> {
  return new Promise((resolve, reject) => {
    request(url, { headers }, (response) => {
      let body = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => {
        body += chunk;
      });
      response.on('end', () => resolve({ status: response.statusCode ?? 0, text: async () => body }));
    })
      .on('error', reject)
      .end();
  });
}

describe('isLocalMailboxRequest', () => {
  const request = (remoteAddress: string | undefined, headers: Record<string, string> = {}) => ({
    socket: { remoteAddress },
    headers: { host: 'localhost:3000', ...headers },
  });

  it.each(['127.0.0.1', '::1', '::ffff:127.0.0.1'])('lets a client on this machine (%s) in', (address) => {
    expect(isLocalMailboxRequest(request(address), config)).toBe(true);
  });

  it.each(['192.0.2.2', '10.0.0.7', '::ffff:10.0.0.7', 'fd00::2', '127.0.0.2.evil', '', undefined])(
    'refuses the socket address %s',
    (address) => {
      expect(isLocalMailboxRequest(request(address), config)).toBe(false);
    },
  );

  it.each<Record<string, string>>([
    { 'x-forwarded-for': '203.0.113.9' },
    { 'x-forwarded-for': '127.0.0.1' },
    { forwarded: 'for=203.0.113.9' },
    { 'x-real-ip': '203.0.113.9' },
    { 'x-shop-client-ip': '127.0.0.1' },
    { host: 'evil.example' },
    { host: 'evil.example:3000' },
    { host: '' },
  ])('refuses a loopback socket that came through a proxy or names another host: %o', (headers) => {
    expect(isLocalMailboxRequest(request('127.0.0.1', headers), config)).toBe(false);
  });

  it("refuses the configured proxy's client-IP header", () => {
    const behindProxy = { clientIpHeader: 'CF-Connecting-IP' };
    expect(isLocalMailboxRequest(request('127.0.0.1', { 'cf-connecting-ip': '203.0.113.9' }), behindProxy)).toBe(false);
  });
});

describe('GET /dev/mailbox through real HTTP', () => {
  let shop: TestShop;
  let served: { port: number; server: Server };
  beforeAll(async () => {
    shop = await createTestShop();
    served = await serveEverywhere(shop);
  });
  afterAll(async () => {
    await new Promise((resolve) => served.server.close(resolve));
    await shop.close();
  });

  it('opens for a client on this machine', async () => {
    const response = await get(`http://127.0.0.1:${served.port}/dev/mailbox`);
    expect(response.status).toBe(200);
    expect(await response.text()).toContain('Development mailbox');
  });

  it('shows each email as it will arrive: its HTML in a sandboxed frame, escaped, beside the text', async () => {
    await shop.database.db.insert(emailOutbox).values({
      to: 'ann@example.com',
      subject: 'Preview check',
      text: 'Hello Ann, see https://shop.example/x',
      html: '<p style="color:#7a1f2b">Hello "Ann"</p><script>alert(1)</script>',
    });
    const page = await (await get(`http://127.0.0.1:${served.port}/dev/mailbox`)).text();
    const frame = /<iframe title="Preview check as HTML" sandbox="" srcdoc="([^"]*)"><\/iframe>/.exec(page);
    // The whole document sits in one attribute (quotes and tags escaped); the empty sandbox runs no script in it.
    expect(frame?.[1]).toBe(
      '&lt;p style=&quot;color:#7a1f2b&quot;&gt;Hello &quot;Ann&quot;&lt;/p&gt;&lt;script&gt;alert(1)&lt;/script&gt;',
    );
    expect(page).toContain('<a href="https://shop.example/x">https://shop.example/x</a>');
  });

  it.runIf(externalAddress)('is a 404 (the not-found page) for a client connecting from another address', async () => {
    const response = await get(`http://${externalAddress}:${served.port}/dev/mailbox`);
    const unknown = await get(`http://${externalAddress}:${served.port}/no-such-page`);
    expect(response.status).toBe(404);
    const body = await response.text();
    expect(body).not.toContain('Development mailbox');
    expect(body).toBe(await unknown.text()); // the app's own page, which shows "not found" for this path
  });

  it.each([
    ['x-forwarded-for', '203.0.113.9'],
    ['forwarded', 'for=203.0.113.9'],
    ['x-real-ip', '203.0.113.9'],
    ['host', 'evil.example'],
  ])('is a 404 for a loopback request carrying %s', async (name, value) => {
    const response = await get(`http://127.0.0.1:${served.port}/dev/mailbox`, { [name]: value });
    expect(response.status).toBe(404);
    expect(await response.text()).not.toContain('Development mailbox');
  });
});

describe.each([
  ['SMTP_URL is set', { smtpUrl: 'smtp://127.0.0.1:2525' }],
  ['NODE_ENV=production', { production: true }],
])('GET /dev/mailbox when %s', (_label, overrides) => {
  let shop: TestShop;
  let served: { port: number; server: Server };
  beforeAll(async () => {
    shop = await createTestShop(overrides);
    served = await serveEverywhere(shop);
  });
  afterAll(async () => {
    await new Promise((resolve) => served.server.close(resolve));
    await shop.close();
  });

  it('is a 404 even from this machine', async () => {
    const response = await get(`http://127.0.0.1:${served.port}/dev/mailbox`);
    expect(response.status).toBe(404);
    expect(await response.text()).not.toContain('Development mailbox');
  });
});
