import { initTRPC, TRPCError } from '@trpc/server';
import { fetchRequestHandler } from '@trpc/server/adapters/fetch';
import type { TRPC_ERROR_CODE_KEY } from '@trpc/server/rpc';
import { delay, http } from 'msw';
import { setupServer } from 'msw/node';
import superjson from 'superjson';

export const ORIGIN = 'http://localhost:3000';

/** A procedure's answer: data, or a tRPC error the way the server formats it. */
export type TrpcAnswer = { data: unknown } | { error: { code: string; message: string; httpStatus: number } };
export type TrpcResolver = (input: unknown) => TrpcAnswer | Promise<TrpcAnswer>;

export const ok = (data: unknown): TrpcAnswer => ({ data });
/** An admin table's answer: one page of rows and the total that match (all of them here). */
export const tablePage = (rows: readonly unknown[], total = rows.length): TrpcAnswer =>
  ok({ rows, total, page: 1, pageSize: 20 });
export const trpcError = (code: string, message: string, httpStatus: number): TrpcAnswer => ({
  error: { code, message, httpStatus },
});

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

/** The development seller settings (server/config.ts), as the public `site.seller` returns them. */
export const SELLER = {
  tradingName: 'Royal Biltong',
  legalName: 'Royal Biltong Ltd',
  address: ['Unit 3', 'The Smokehouse', 'Castle Yard', 'York YO1 7HH', 'United Kingdom'],
  vatNumber: 'GB 123 4567 89',
  companyNumber: '01234567',
  email: 'hello@royalbiltong.co.uk',
  phone: null,
};

/** What to do with a call no resolver answers: fail the test loudly, or leave the request pending. */
export type OnMissingResolver = 'fail' | 'pend';

const t = initTRPC.create({ transformer: superjson });

/**
 * A router with one procedure per resolver (dotted paths become nested routers), all queries for GET
 * and all mutations for POST: tRPC's own fetch adapter then encodes answers and errors exactly as the
 * server does (superjson, batching, error shapes), so no test writes the wire format by hand.
 */
function fakeRouter(resolvers: Record<string, TrpcResolver>, type: 'query' | 'mutation') {
  const tree: Record<string, unknown> = {};
  for (const [path, resolver] of Object.entries(resolvers)) {
    const keys = path.split('.');
    const leaf = keys.pop() as string;
    let node = tree;
    for (const key of keys) {
      node[key] ??= {};
      node = node[key] as Record<string, unknown>;
    }
    const procedure = t.procedure.input((value: unknown) => value);
    const resolve = async ({ input }: { input: unknown }) => {
      const answer = await resolver(input);
      if ('data' in answer) return answer.data;
      throw new TRPCError({ code: answer.error.code as TRPC_ERROR_CODE_KEY, message: answer.error.message });
    };
    node[leaf] = type === 'query' ? procedure.query(resolve) : procedure.mutation(resolve);
  }
  return t.router(tree as Parameters<typeof t.router>[0]);
}

/** Answers one httpBatchLink request (GET: queries, POST: mutations) through tRPC's fetch adapter. */
export async function answerTrpc(
  request: Request,
  resolvers: Record<string, TrpcResolver>,
  onMissing: OnMissingResolver = 'fail',
): Promise<Response> {
  const { pathname } = new URL(request.url);
  const paths = decodeURIComponent(pathname.slice('/api/trpc/'.length)).split(',');
  const missing = paths.find((path) => !resolvers[path]);
  if (missing) {
    if (onMissing === 'pend') await delay('infinite');
    throw new Error(`No msw resolver for tRPC procedure ${missing} (${request.method})`);
  }
  return fetchRequestHandler({
    endpoint: '/api/trpc',
    req: request,
    router: fakeRouter(resolvers, request.method === 'GET' ? 'query' : 'mutation'),
  });
}

/** Answers httpBatchLink GET (queries) and POST (mutations) calls, one resolver per procedure path. */
export function trpcHandler(resolvers: Record<string, TrpcResolver>, onMissing: OnMissingResolver = 'fail') {
  return [
    http.get(`${ORIGIN}/api/trpc/:paths`, ({ request }) => answerTrpc(request, resolvers, onMissing)),
    http.post(`${ORIGIN}/api/trpc/:paths`, ({ request }) => answerTrpc(request, resolvers, onMissing)),
  ];
}

export const server = setupServer();
