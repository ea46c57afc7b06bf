import { type AnyProcedure, initTRPC, TRPCError } from '@trpc/server';
import { fetchRequestHandler } from '@trpc/server/adapters/fetch';
import type { TRPC_ERROR_CODE_KEY } from '@trpc/server/rpc';
import { delay, http } from 'msw';
import { setupServer } from 'msw/node';
import superjson from 'superjson';
import type { AppRouter, RouterInputs, RouterOutputs } from '../../../server/trpc/app-router';
import type { TablePage } from '../../../shared/table-query';

export const ORIGIN = 'http://localhost:3000';

/*
 * Why a map typed from AppRouter and not the msw-trpc package: msw-trpc (2.x) asks for msw 2 while
 * this project runs msw 3, and tRPC's own fetch adapter below already encodes answers exactly as the
 * server does. So only the resolver map is typed: its keys are the router's procedure paths and each
 * resolver takes that procedure's input and answers its output, so a renamed procedure, a changed
 * input or a fixture that no longer matches the output fails `tsc`.
 */

/** Every procedure's dotted path ('cart.get', 'adminOrders.list', ...), read from the router's record. */
type ProcedurePaths<TRecord, Prefix extends string = ''> = {
  [K in keyof TRecord & string]: TRecord[K] extends AnyProcedure ? `${Prefix}${K}` : ProcedurePaths<TRecord[K], `${Prefix}${K}.`>;
}[keyof TRecord & string];

/** The entry at a dotted path of the nested inputs/outputs maps tRPC infers for the client. */
type AtPath<T, P extends string> = P extends `${infer Head}.${infer Rest}`
  ? Head extends keyof T
    ? AtPath<T[Head], Rest>
    : never
  : P extends keyof T
    ? T[P]
    : never;

export type TrpcPath = ProcedurePaths<AppRouter['_def']['record']>;
/** What the client sends to the procedure at P. */
export type TrpcInput<P extends TrpcPath> = AtPath<RouterInputs, P>;
/** What the procedure at P answers, as the client receives it (superjson keeps Dates as Dates). */
export type TrpcOutput<P extends TrpcPath> = AtPath<RouterOutputs, P>;

/** A procedure's answer: data, or a tRPC error the way the server formats it. */
export type TrpcAnswer<T = unknown> = { data: T } | { error: { code: TRPC_ERROR_CODE_KEY; message: string; httpStatus: number } };
/** Answers the procedure at P: its input in, its output (or an error) out. */
export type TrpcResolver<P extends TrpcPath> = (
  input: TrpcInput<P>,
) => TrpcAnswer<TrpcOutput<P>> | Promise<TrpcAnswer<TrpcOutput<P>>>;
/** Resolvers keyed by procedure path; each is checked against that procedure's input and output. */
export type TrpcResolvers = { [P in TrpcPath]?: TrpcResolver<P> };

/** The untyped view the fake router works with once the map has been checked. */
type AnyResolver = (input: unknown) => TrpcAnswer | Promise<TrpcAnswer>;

export const ok = <T>(data: T): TrpcAnswer<T> => ({ data });
/** An admin table's answer: one page of rows and the total that match (all of them here). */
export const tablePage = <Row>(rows: readonly Row[], total = rows.length): TrpcAnswer<TablePage<Row>> =>
  ok({ rows: [...rows], total, page: 1, pageSize: 20 });
/** An error answer fits any procedure. */
export const trpcError = (code: TRPC_ERROR_CODE_KEY, message: string, httpStatus: number): TrpcAnswer<never> => ({
  error: { code, message, httpStatus },
});

/** The seeded delivery rates (drizzle/0003_delivery_defaults.sql), as the public `delivery.rates` returns them. */
export const DELIVERY_RATES: TrpcOutput<'delivery.rates'> = {
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
export const SELLER: TrpcOutput<'site.seller'> = {
  tradingName: 'Royal Biltong',
  legalName: 'Royal Biltong Ltd',
  address: ['Unit 3', 'The Smokehouse', 'Castle Yard', 'York YO1 7HH', 'United Kingdom'],
  vatNumber: 'GB 123 4567 89',
  companyNumber: '01234567',
  email: 'hello@royalbiltong.co.uk',
  phone: null,
};

/** `payment.config` for a shop without Stripe keys (the README's default start): bank transfer only. */
export const NO_CARD_PAYMENTS: TrpcOutput<'payment.config'> = {
  cardPayments: false,
  publishableKey: null,
  bankTransferHoldDays: 3,
};

/** `payment.config` for a shop with Stripe keys: card payments offered beside bank transfer. */
export const CARD_PAYMENTS: TrpcOutput<'payment.config'> = {
  ...NO_CARD_PAYMENTS,
  cardPayments: true,
  publishableKey: 'pk_test_shop',
};

/** A resolver's answer that never comes: the request stays pending for the rest of the test. */
export async function neverAnswer(): Promise<never> {
  await delay('infinite');
  throw new Error('An infinite delay never ends');
}

/** What to do with a call no resolver answers: fail the test loudly, or leave the request pending. */
export type OnMissingResolver = 'fail' | 'pend';

const t = initTRPC.create({ transformer: superjson });

/**
 * A router with one procedure per resolver (dotted paths become nested routers), all queries for GET
 * and all mutations for POST: tRPC's own fetch adapter then encodes answers and errors exactly as the
 * server does (superjson, batching, error shapes), so no test writes the wire format by hand.
 */
function fakeRouter(resolvers: TrpcResolvers, type: 'query' | 'mutation') {
  const tree: Record<string, unknown> = {};
  for (const [path, resolver] of Object.entries(resolvers) as [string, AnyResolver][]) {
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
      throw new TRPCError({ code: answer.error.code, message: answer.error.message });
    };
    node[leaf] = type === 'query' ? procedure.query(resolve) : procedure.mutation(resolve);
  }
  return t.router(tree as Parameters<typeof t.router>[0]);
}

/** Answers one httpBatchLink request (GET: queries, POST: mutations) through tRPC's fetch adapter. */
export async function answerTrpc(
  request: Request,
  resolvers: TrpcResolvers,
  onMissing: OnMissingResolver = 'fail',
): Promise<Response> {
  const { pathname } = new URL(request.url);
  const paths = decodeURIComponent(pathname.slice('/api/trpc/'.length)).split(',');
  const missing = paths.find((path) => !(resolvers as Record<string, AnyResolver | undefined>)[path]);
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
export function trpcHandler(resolvers: TrpcResolvers, onMissing: OnMissingResolver = 'fail') {
  return [
    http.get(`${ORIGIN}/api/trpc/:paths`, ({ request }) => answerTrpc(request, resolvers, onMissing)),
    http.post(`${ORIGIN}/api/trpc/:paths`, ({ request }) => answerTrpc(request, resolvers, onMissing)),
  ];
}

export const server = setupServer();
