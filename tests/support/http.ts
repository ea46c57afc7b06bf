import superjson, { type SuperJSONResult } from 'superjson';

/** Minimal browser-like HTTP helpers for API tests against the real Express app. */
export type HttpClient = {
  cookie: string;
  post: (path: string, body: unknown, headers?: Record<string, string>) => Promise<Response>;
  get: (path: string) => Promise<Response>;
};

export function httpClient(baseUrl: string): HttpClient {
  const client: HttpClient = {
    cookie: '',
    async post(path, body, headers = {}) {
      const response = await fetch(`${baseUrl}${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: baseUrl, cookie: client.cookie, ...headers },
        body: JSON.stringify(body),
        redirect: 'manual',
      });
      keepCookies(client, response);
      return response;
    },
    async get(path) {
      const response = await fetch(`${baseUrl}${path}`, { headers: { cookie: client.cookie }, redirect: 'manual' });
      keepCookies(client, response);
      return response;
    },
  };
  return client;
}

function keepCookies(client: HttpClient, response: Response) {
  const jar = new Map(
    client.cookie
      .split('; ')
      .filter(Boolean)
      .map((c) => c.split('=') as [string, string]),
  );
  for (const header of response.headers.getSetCookie()) {
    const [pair = ''] = header.split(';');
    const [name = '', ...value] = pair.split('=');
    const expired = /max-age=0/i.test(header) || value.join('=') === '';
    if (expired) jar.delete(name);
    else jar.set(name, value.join('='));
  }
  client.cookie = [...jar].map(([k, v]) => `${k}=${v}`).join('; ');
}

/**
 * tRPC's wire format for tests that speak raw HTTP: inputs and results go through superjson, the app's
 * transformer (server/trpc/init.ts), with superjson's own public API.
 */
export const trpcWire = {
  /** A query's `?input=` value (JSON text). */
  input: (input: unknown): string => JSON.stringify(superjson.serialize(input)),
  /** A mutation's body, for HttpClient.post (which writes it as JSON). */
  body: (input: unknown): SuperJSONResult => superjson.serialize(input),
  /** The data of a (non-batched) successful answer body; undefined for an error body. */
  data: <T = unknown>(body: unknown): T => {
    const result = (body as { result?: { data?: SuperJSONResult } }).result;
    return (result?.data === undefined ? undefined : superjson.deserialize(result.data)) as T;
  },
  /** The error shape of an error answer body (tRPC sends errors through the transformer too). */
  error: (body: unknown): unknown => {
    const error = (body as { error?: SuperJSONResult }).error;
    return error === undefined ? undefined : superjson.deserialize(error);
  },
  /** The data of each call of a batched (`?batch=1`) answer body. */
  batchData: <T = unknown>(body: unknown): T[] => (body as unknown[]).map((item) => trpcWire.data<T>(item)),
  /** `GET` path of a non-batched query. */
  queryPath: (procedure: string, input?: unknown): string =>
    `/api/trpc/${procedure}${input === undefined ? '' : `?input=${encodeURIComponent(trpcWire.input(input))}`}`,
};

type TrpcCall<T> = { status: number; body: unknown; data: T };

/** Calls a tRPC query over HTTP (a plain GET; the body and its decoded data). */
export async function trpcQuery<T = unknown>(client: HttpClient, procedure: string, input?: unknown): Promise<TrpcCall<T>> {
  const response = await client.get(trpcWire.queryPath(procedure, input));
  const body: unknown = await response.json();
  return { status: response.status, body, data: trpcWire.data<T>(body) };
}

/** Calls a tRPC mutation over HTTP the way the browser client does (same-origin JSON POST). */
export async function trpcMutation<T = unknown>(client: HttpClient, procedure: string, input?: unknown): Promise<TrpcCall<T>> {
  const response = await client.post(`/api/trpc/${procedure}`, trpcWire.body(input));
  const body: unknown = await response.json();
  return { status: response.status, body, data: trpcWire.data<T>(body) };
}
