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

/** Calls a tRPC query over HTTP the way the browser client does. */
export async function trpcQuery(
  client: HttpClient,
  procedure: string,
  input?: unknown,
): Promise<{ status: number; body: unknown }> {
  const query = input === undefined ? '' : `?input=${encodeURIComponent(JSON.stringify(input))}`;
  const response = await client.get(`/api/trpc/${procedure}${query}`);
  return { status: response.status, body: await response.json() };
}
