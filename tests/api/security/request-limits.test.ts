import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_TRPC_BATCH_SIZE } from '../../../shared/limits';
import { trpcWire } from '../../support/http';
import { createTestShop, type TestShop } from '../../support/test-shop';

let shop: TestShop;
let baseUrl: string;
beforeAll(async () => {
  shop = await createTestShop();
  baseUrl = await shop.listen();
});
afterAll(() => shop.close());

/** A GET batch of `size` calls of one input-less query, the way the browser's batch link sends it. */
function batchUrl(size: number): string {
  const paths = Array.from({ length: size }, () => 'shop.listProducts').join(',');
  const input = Object.fromEntries(Array.from({ length: size }, (_, i) => [i, trpcWire.body({})]));
  return `${baseUrl}/api/trpc/${paths}?batch=1&input=${encodeURIComponent(JSON.stringify(input))}`;
}

describe('tRPC batch size', () => {
  it(`answers a batch of ${MAX_TRPC_BATCH_SIZE} calls`, async () => {
    const response = await fetch(batchUrl(MAX_TRPC_BATCH_SIZE));
    expect(response.status).toBe(200);
    expect((await response.json()) as unknown[]).toHaveLength(MAX_TRPC_BATCH_SIZE);
  });

  it('refuses a batch of 50 calls (GET and POST) with a 400 and a clear JSON message, running none of them', async () => {
    const get = await fetch(batchUrl(50));
    const paths = Array.from({ length: 50 }, () => 'cart.clear').join(',');
    const post = await fetch(`${baseUrl}/api/trpc/${paths}?batch=1`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({}),
    });
    for (const response of [get, post]) {
      expect(response.status).toBe(400);
      const body = JSON.stringify(await response.json());
      expect(body).toContain('Batch call exceeds maximum size');
    }
  });
});

describe('body size on the auth routes', () => {
  it('refuses a 100 KB sign-in body with 413 before better-auth reads it', async () => {
    const response = await fetch(`${baseUrl}/api/auth/sign-in/email`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: baseUrl },
      body: JSON.stringify({ email: 'someone@example.com', password: 'x'.repeat(100_000) }),
    });
    expect(response.status).toBe(413);
    expect(await response.json()).toEqual({ error: { message: expect.stringContaining('larger than') } });
  });

  it('refuses a chunked auth body of unknown length with 411', async () => {
    const chunks = new ReadableStream({
      start(controller) {
        controller.enqueue(new TextEncoder().encode('{"email":"a@b.example",'));
        controller.enqueue(new TextEncoder().encode('"password":"whatever-long"}'));
        controller.close();
      },
    });
    const response = await fetch(`${baseUrl}/api/auth/sign-in/email`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: baseUrl },
      body: chunks,
      duplex: 'half',
    } as RequestInit);
    expect(response.status).toBe(411);
  });

  it('still signs in with an ordinary body', async () => {
    const response = await fetch(`${baseUrl}/api/auth/sign-in/email`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: baseUrl },
      body: JSON.stringify({ email: 'nobody@example.com', password: 'Not-The-Password-1' }),
    });
    expect(response.status).toBe(401);
  });
});
