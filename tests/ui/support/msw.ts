import { HttpResponse, http, type JsonBodyType } from 'msw';
import { setupServer } from 'msw/node';

export const ORIGIN = 'http://localhost:3000';

/** A procedure's answer: data, or a tRPC error the way the server formats it. */
export type TrpcAnswer = { data: unknown } | { error: { code: string; message: string; httpStatus: number } };
export type TrpcResolver = (input: unknown) => TrpcAnswer | Promise<TrpcAnswer>;

export const ok = (data: unknown): TrpcAnswer => ({ data });
export const trpcError = (code: string, message: string, httpStatus: number): TrpcAnswer => ({
  error: { code, message, httpStatus },
});

const JSON_RPC_CODES: Record<string, number> = {
  BAD_REQUEST: -32600,
  UNAUTHORIZED: -32001,
  FORBIDDEN: -32003,
  NOT_FOUND: -32004,
  INTERNAL_SERVER_ERROR: -32603,
};

/** The seeded delivery rates (drizzle/0003_delivery_defaults.sql), as the public `delivery.rates` returns them. */
export const DELIVERY_RATES = {
  bands: [
    { service: 'Tracked 48', maxWeightGrams: 1000, pricePence: 395 },
    { service: 'Tracked 48', maxWeightGrams: 2000, pricePence: 495 },
    { service: 'Tracked 48', maxWeightGrams: 10000, pricePence: 795 },
    { service: 'Tracked 48', maxWeightGrams: 20000, pricePence: 1295 },
  ],
  freeThresholdPence: 4000,
  collectEnabled: false,
  collectPricePence: 0,
  subscriptionPricePence: 395,
};

/** Answers httpBatchLink GET (queries) and POST (mutations) calls, one resolver per procedure path. */
export function trpcHandler(resolvers: Record<string, TrpcResolver>) {
  const answer = async (request: Request, paths: string[], inputs: Record<string, unknown>) => {
    const results = await Promise.all(
      paths.map(async (path, index) => {
        const resolver = resolvers[path];
        if (!resolver) throw new Error(`No msw resolver for tRPC procedure ${path} (${request.method})`);
        const result = await resolver(inputs[String(index)]);
        if ('data' in result) return { result: { data: result.data } };
        const { code, message, httpStatus } = result.error;
        return { error: { message, code: JSON_RPC_CODES[code] ?? -32603, data: { code, httpStatus, path } } };
      }),
    );
    return HttpResponse.json(results as JsonBodyType);
  };
  return [
    http.get(`${ORIGIN}/api/trpc/:paths`, ({ request, params }) => {
      const input = new URL(request.url).searchParams.get('input');
      return answer(request, String(params.paths).split(','), input ? JSON.parse(input) : {});
    }),
    http.post(`${ORIGIN}/api/trpc/:paths`, async ({ request, params }) => {
      return answer(request, String(params.paths).split(','), (await request.json()) as Record<string, unknown>);
    }),
  ];
}

/** better-auth's GET /api/auth/get-session: the session, or null when signed out. */
export function sessionHandler(session: JsonBodyType) {
  return http.get(`${ORIGIN}/api/auth/get-session`, () => HttpResponse.json(session));
}

export const server = setupServer();
