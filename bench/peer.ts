import { type ChildProcess, spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';
import pg from 'pg';
import { DEMO_NET_PRICES, DEMO_PRODUCTS } from '../server/db/demo-data';
import { WEIGHTS } from '../shared/constants';
import { BENCH_DIR, hasTaskset, TMP_DIR } from './config';
import { withDatabase } from './db';
import { cpuMsOf } from './processes';

/** The peer's own npm project (exact versions, its own lock file); installed on demand, never a dependency of the shop. */
export const PEER_DIR = path.join(BENCH_DIR, 'peer');
const SERVER_SCRIPT = path.join(PEER_DIR, 'vendure-server.js');
const LOCK_FILE = path.join(PEER_DIR, 'package-lock.json');
/** Written after a successful install: the lock file's hash, so a changed lock file reinstalls. */
const INSTALL_STAMP = path.join(PEER_DIR, 'node_modules', '.bench-lock-sha256');

export type VendurePeer = {
  url: string;
  /** The shop API endpoint (POST GraphQL). */
  shopApiUrl: string;
  pid: number;
  /** Vendure's version as installed. */
  version: string;
  /** Time spent installing the peer (0 when it was already installed), in ms. */
  installMs: number;
  /** CPU time (user + system) the server process has used so far, in ms. */
  cpuMs: () => number;
  /** Anonymous shoppers, each with a session token and an active order of one line. */
  makeShoppers: (n: number) => Promise<string[]>;
  /** Request `i` of a load: the storefront's add-to-cart mutation for one of the 120 variants. */
  addToCartRequest: (token: string, i: number) => { headers: Record<string, string>; body: string };
  /** SQL statements the server has sent so far. */
  statementCount: () => Promise<number>;
  /** Units in all orders, read from the database: its growth over a load is the number of items really added. */
  orderedQuantity: () => Promise<number>;
  stop: () => Promise<void>;
};

/**
 * The add-to-cart mutation as a Vendure storefront sends it: the answer carries what its cart drawer shows (lines
 * with their variant, image and prices; the totals and the tax summary), or an ErrorResult (out of stock, limits).
 */
export const ADD_ITEM_TO_ORDER = `mutation AddItemToOrder($productVariantId: ID!, $quantity: Int!) {
  addItemToOrder(productVariantId: $productVariantId, quantity: $quantity) {
    __typename
    ...ActiveOrder
    ... on ErrorResult { errorCode message }
    ... on InsufficientStockError { quantityAvailable order { ...ActiveOrder } }
  }
}
fragment ActiveOrder on Order {
  id code state active currencyCode totalQuantity
  subTotal subTotalWithTax shipping shippingWithTax total totalWithTax
  taxSummary { description taxRate taxBase taxTotal }
  discounts { description amountWithTax }
  lines {
    id quantity unitPrice unitPriceWithTax linePrice linePriceWithTax
    featuredAsset { id preview }
    productVariant { id name sku price priceWithTax product { id name slug } }
  }
}`;

export type AddToCartAnswer = {
  data?: {
    addItemToOrder?: {
      __typename: string;
      errorCode?: string;
      message?: string;
      totalQuantity?: number;
      currencyCode?: string;
      subTotal?: number;
      totalWithTax?: number;
      taxSummary?: { taxRate: number }[];
      lines?: { productVariant: { id: string }; quantity: number }[];
    };
  };
  errors?: { message: string }[];
};

/** Why an add-to-cart answer is no success (GraphQL answers 200 for errors too), or null when it is an Order with the line. */
export function addToCartFailure(answer: AddToCartAnswer, variantId?: string): string | null {
  if (answer.errors?.length) return answer.errors.map((e) => e.message).join('; ');
  const result = answer.data?.addItemToOrder;
  if (!result) return 'no addItemToOrder in the answer';
  if (result.__typename !== 'Order') return `${result.__typename}: ${result.errorCode ?? ''} ${result.message ?? ''}`.trim();
  if (variantId !== undefined && !result.lines?.some((line) => line.productVariant.id === variantId)) {
    return `the order has no line for variant ${variantId}`;
  }
  return null;
}

/** A port nobody listens on now (the server binds it a moment later). */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

function run(command: string, args: string[], options: { env?: NodeJS.ProcessEnv; timeoutMs: number }): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: PEER_DIR, env: options.env ?? process.env, stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    child.stdout.on('data', (d: Buffer) => {
      out += d.toString();
    });
    child.stderr.on('data', (d: Buffer) => {
      out += d.toString();
    });
    const timer = setTimeout(() => child.kill('SIGKILL'), options.timeoutMs);
    child.once('error', reject);
    child.once('exit', (code) => {
      clearTimeout(timer);
      if (code === 0) resolve(out);
      else reject(new Error(`${command} ${args.join(' ')} exited with ${code}:\n${out.slice(-4000)}`));
    });
  });
}

/** `npm ci` into bench/peer/node_modules unless that install matches the lock file; returns the ms it took. */
export async function installPeer(): Promise<number> {
  const lockHash = createHash('sha256').update(readFileSync(LOCK_FILE)).digest('hex');
  if (existsSync(INSTALL_STAMP) && readFileSync(INSTALL_STAMP, 'utf8') === lockHash) return 0;
  const started = performance.now();
  // Install scripts stay off: bcrypt loads its bundled prebuilt binary, and nothing else needs a build step.
  await run('npm', ['ci', '--prefix', PEER_DIR, '--ignore-scripts', '--no-audit', '--no-fund', '--loglevel=error'], {
    timeoutMs: 600_000,
  });
  writeFileSync(INSTALL_STAMP, lockHash);
  return performance.now() - started;
}

function csvField(value: string | number): string {
  const text = String(value);
  return /[",\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/**
 * The shop's 24 shop products in Vendure's import format: each with its five weights as variants at the shop's net
 * prices, standard-rated, stock tracked and plentiful (as the shop's bench seeds it) so no add runs out.
 */
function productsCsv(): string {
  const header = [
    'name',
    'slug',
    'description',
    'assets',
    'facets',
    'optionGroups',
    'optionValues',
    'sku',
    'price',
    'taxCategory',
    'stockOnHand',
    'trackInventory',
    'variantAssets',
    'variantFacets',
  ];
  const rows = [header.join(',')];
  for (let i = 0; i < 24; i++) {
    const demo = DEMO_PRODUCTS[i % DEMO_PRODUCTS.length];
    if (!demo) throw new Error('no demo products');
    const number = String(i + 1).padStart(3, '0');
    WEIGHTS.forEach((weight, w) => {
      const first = w === 0;
      const price = (demo.netPrices ?? DEMO_NET_PRICES)[weight] / 100;
      rows.push(
        [
          first ? `${demo.name} No. ${number}` : '',
          first ? `${demo.slug}-no-${number}` : '',
          first ? demo.description : '',
          '',
          '',
          first ? 'weight' : '',
          weight,
          `${demo.slug}-${number}-${weight}`,
          price.toFixed(2),
          'Standard',
          10_000_000,
          'true',
          '',
          '',
        ]
          .map(csvField)
          .join(','),
      );
    });
  }
  return `${rows.join('\n')}\n`;
}

async function adminQuery(adminPgUrl: string, sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminPgUrl });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

async function graphql<T>(url: string, query: string, variables: Record<string, unknown>, token?: string) {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify({ query, variables }),
  });
  const body = (await response.json()) as T;
  return { status: response.status, token: response.headers.get('vendure-auth-token'), body };
}

function waitForReady(child: ChildProcess, timeoutMs: number): Promise<void> {
  return new Promise((resolve, reject) => {
    let out = '';
    const timer = setTimeout(() => reject(new Error(`Vendure did not start within ${timeoutMs / 1000} s:\n${out}`)), timeoutMs);
    const onExit = (code: number | null) => {
      clearTimeout(timer);
      reject(new Error(`Vendure exited with ${code}:\n${out.slice(-4000)}`));
    };
    child.once('exit', onExit);
    child.stderr?.on('data', (d: Buffer) => {
      out += d.toString();
    });
    child.stdout?.on('data', (d: Buffer) => {
      out += d.toString();
      if (!out.includes('VENDURE_READY')) return;
      clearTimeout(timer);
      child.off('exit', onExit);
      resolve();
    });
  });
}

/**
 * Vendure 3 (bench/peer) on a scratch database `bench_peer_<time>_<pid>` of the given server, seeded with a UK channel
 * and the shop's 24 products, serving in production mode pinned to `core` (when taskset exists). `stop()` ends the
 * server and drops the database.
 */
export async function startVendurePeer(options: { adminPgUrl: string; core?: string }): Promise<VendurePeer> {
  const installMs = await installPeer();
  const version = (
    JSON.parse(readFileSync(path.join(PEER_DIR, 'node_modules', '@vendure', 'core', 'package.json'), 'utf8')) as {
      version: string;
    }
  ).version;
  const dbName = `bench_peer_${Date.now().toString(36)}_${process.pid}`;
  const scratchDir = path.join(TMP_DIR, 'peer');
  mkdirSync(scratchDir, { recursive: true });
  const csvPath = path.join(scratchDir, `${dbName}.csv`);
  let child: ChildProcess | null = null;
  const cleanup = async () => {
    if (child && child.exitCode === null && child.signalCode === null) {
      const running = child;
      const exited = new Promise<void>((resolve) => running.once('exit', () => resolve()));
      running.kill('SIGTERM');
      const timer = setTimeout(() => running.kill('SIGKILL'), 5_000);
      await exited;
      clearTimeout(timer);
    }
    rmSync(csvPath, { force: true });
    await adminQuery(options.adminPgUrl, `drop database if exists "${dbName}" with (force)`).catch((error) =>
      console.error(`[bench] could not drop ${dbName}:`, error),
    );
  };
  try {
    await adminQuery(options.adminPgUrl, `create database "${dbName}"`);
    const port = await freePort();
    const env: NodeJS.ProcessEnv = {
      ...process.env,
      NODE_ENV: 'production',
      VENDURE_DB_URL: withDatabase(options.adminPgUrl, dbName),
      PORT: String(port),
    };
    writeFileSync(csvPath, productsCsv());
    await run(process.execPath, [SERVER_SCRIPT, 'seed', csvPath], { env, timeoutMs: 300_000 });
    // pg warns once that TypeORM queues queries on a busy client; the warning is noise in the bench's output.
    const args = ['--no-deprecation', SERVER_SCRIPT, 'serve'];
    const [command, commandArgs] =
      hasTaskset && options.core !== undefined
        ? ['taskset', ['-c', options.core, process.execPath, ...args]]
        : [process.execPath, args];
    // taskset execs node in its own process, so the child's pid is the server's (for /proc/<pid>/stat).
    child = spawn(command as string, commandArgs as string[], { cwd: PEER_DIR, env, stdio: ['ignore', 'pipe', 'pipe', 'ipc'] });
    await waitForReady(child, 120_000);
    // Vendure's errors still reach the bench's terminal after start-up.
    child.stderr?.pipe(process.stderr);
    const url = `http://127.0.0.1:${port}`;
    const shopApiUrl = `${url}/shop-api`;
    const catalogue = await graphql<{ data?: { products: { items: { variants: { id: string }[] }[] } } }>(
      shopApiUrl,
      'query { products(options: { take: 100 }) { items { variants { id } } } }',
      {},
    );
    const variantIds = catalogue.body.data?.products.items.flatMap((p) => p.variants.map((v) => v.id)) ?? [];
    if (variantIds.length !== 24 * WEIGHTS.length) throw new Error(`Vendure lists ${variantIds.length} variants`);
    const variantFor = (i: number) => variantIds[i % variantIds.length] as string;
    const addToCartRequest = (token: string, i: number) => ({
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ query: ADD_ITEM_TO_ORDER, variables: { productVariantId: variantFor(i), quantity: 1 } }),
    });
    const pid = child.pid ?? 0;
    return {
      url,
      shopApiUrl,
      pid,
      version,
      installMs,
      cpuMs: () => cpuMsOf(pid),
      makeShoppers: async (n) => {
        const tokens: string[] = [];
        // An anonymous session starts with the first add to cart, which also opens the order: ten at a time.
        for (let start = 0; start < n; start += 10) {
          const batch = await Promise.all(
            Array.from({ length: Math.min(10, n - start) }, async (_, k) => {
              const variantId = variantFor((start + k) * 7);
              const answer = await graphql<AddToCartAnswer>(shopApiUrl, ADD_ITEM_TO_ORDER, {
                productVariantId: variantId,
                quantity: 1,
              });
              const failure = addToCartFailure(answer.body, variantId);
              if (failure || !answer.token) throw new Error(`shopper ${start + k}: ${failure ?? 'no vendure-auth-token header'}`);
              return answer.token;
            }),
          );
          tokens.push(...batch);
        }
        return tokens;
      },
      addToCartRequest,
      statementCount: () =>
        new Promise<number>((resolve, reject) => {
          const server = child;
          if (!server?.connected) return reject(new Error('the Vendure server is not running'));
          const onMessage = (message: { type?: string; value?: number }) => {
            if (message.type !== 'count') return;
            server.off('message', onMessage);
            resolve(message.value ?? 0);
          };
          server.on('message', onMessage);
          server.send({ type: 'count-get' });
        }),
      orderedQuantity: async () => {
        const client = new pg.Client({ connectionString: withDatabase(options.adminPgUrl, dbName) });
        await client.connect();
        try {
          const { rows } = await client.query<{ n: string }>('select coalesce(sum(quantity), 0) as n from order_line');
          return Number(rows[0]?.n ?? 0);
        } finally {
          await client.end();
        }
      },
      stop: cleanup,
    };
  } catch (error) {
    await cleanup();
    throw error;
  }
}
