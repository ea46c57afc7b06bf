import type { ApiResults, VariantId } from './api';
import type { FrontendResults, LighthouseRun } from './frontend';
import type { LoadResult } from './load';

export type Status = 'PASS' | 'MISS' | 'FAIL' | 'n/a';
export type Goal = { goal: string; value: string; fail: string; target: string; status: Status };

export type Machine = { nproc: number; cpu: string; node: string; memGb: number; taskset: boolean; loadAvg: number[] };

export const median = (values: number[]): number => {
  const sorted = values.filter((v) => Number.isFinite(v)).sort((a, b) => a - b);
  if (sorted.length === 0) return Number.NaN;
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[mid] as number) : ((sorted[mid - 1] as number) + (sorted[mid] as number)) / 2;
};

export type VariantStats = {
  id: VariantId;
  label: string;
  connections: number;
  reqPerSec: number;
  okPerSec: number;
  p50Ms: number;
  p99Ms: number;
  cpuMsPerOk: number;
  bad: number;
  reps: number;
};

/** Median over the repetitions, per variant and concurrency. */
export function variantStats(api: ApiResults, connections: readonly number[]): VariantStats[] {
  const stats: VariantStats[] = [];
  for (const { id, label } of api.variants) {
    connections.forEach((c, index) => {
      const runs = api.records
        .filter((r) => r.variant === id)
        .map((r) => r.runs[index])
        .filter((r): r is LoadResult => !!r);
      if (runs.length === 0) return;
      stats.push({
        id,
        label,
        connections: c,
        reqPerSec: median(runs.map((r) => r.reqPerSec)),
        okPerSec: median(runs.map((r) => r.okPerSec)),
        p50Ms: median(runs.map((r) => r.latencyP50Ms)),
        p99Ms: median(runs.map((r) => r.latencyP99Ms)),
        cpuMsPerOk: median(runs.map((r) => r.serverCpuMsPerOk ?? Number.NaN)),
        bad: runs.reduce((n, r) => n + r.non2xx + r.errors + r.timeouts, 0),
        reps: runs.length,
      });
    });
  }
  return stats;
}

const fmt = (v: number, digits = 2) => (Number.isFinite(v) ? v.toFixed(digits) : 'n/a');

/** Higher is better: FAIL below `fail`, PASS at or above `target`. */
function atLeast(v: number, fail: number, target: number): Status {
  if (!Number.isFinite(v)) return 'n/a';
  return v < fail ? 'FAIL' : v >= target ? 'PASS' : 'MISS';
}
/** Lower is better: FAIL above `fail`, PASS at or below `target`. */
function atMost(v: number, fail: number, target: number): Status {
  if (!Number.isFinite(v)) return 'n/a';
  return v > fail ? 'FAIL' : v <= target ? 'PASS' : 'MISS';
}

export function goals(api: ApiResults | null, fe: FrontendResults | null, connections: readonly number[]): Goal[] {
  const rows: Goal[] = [];
  if (api) {
    const stats = variantStats(api, connections);
    const get = (id: VariantId, c: number) => stats.find((s) => s.id === id && s.connections === c);
    for (const c of connections) {
      const b2 = get('B2', c);
      const b3 = get('B3', c);
      const b4 = get('B4', c);
      const app = get('B5-app', c);
      const hand = get('B5-hand', c);
      if (b2 && b3) {
        const r = b3.reqPerSec / b2.reqPerSec;
        rows.push({
          goal: `B3 / B2 req/s (-c ${c})`,
          value: fmt(r),
          fail: '< 0.70',
          target: '>= 0.85',
          status: atLeast(r, 0.7, 0.85),
        });
        const p = b3.p99Ms / b2.p99Ms;
        rows.push({
          goal: `p99(B3) / p99(B2) (-c ${c})`,
          value: fmt(p),
          fail: '> 1.5',
          target: '<= 1.2',
          status: atMost(p, 1.5, 1.2),
        });
      }
      if (b3 && b4) {
        const r = b4.reqPerSec / b3.reqPerSec;
        const status = b4.bad > 0 ? 'FAIL' : atLeast(r, 0.3, 0.5);
        rows.push({
          goal: `B4 / B3 req/s, 0 errors (-c ${c})`,
          value: `${fmt(r)} (${b4.bad} errors)`,
          fail: '< 0.30 or errors',
          target: '>= 0.50',
          status,
        });
      }
      if (app && hand) {
        const r = app.okPerSec / hand.okPerSec;
        rows.push({
          goal: `B5 app / hand-written orders/s (-c ${c})`,
          value: fmt(r),
          fail: '< 0.60',
          target: '>= 0.75',
          status: atLeast(r, 0.6, 0.75),
        });
      }
      const add = get('B6-app', c);
      if (add) {
        rows.push({
          goal: `B6 app CPU per Add to Cart click, ms (-c ${c})`,
          value: fmt(add.cpuMsPerOk),
          fail: '> 4',
          target: '<= 2',
          status: add.bad > 0 ? 'FAIL' : atMost(add.cpuMsPerOk, 4, 2),
        });
      }
      const peer = get('P1-vendure', c);
      if (add && peer) {
        const r = add.okPerSec / peer.okPerSec;
        rows.push({
          goal: `B6 Add to Cart / Vendure 3 addItemToOrder clicks/s (-c ${c})`,
          value: fmt(r),
          fail: '< 1',
          target: '>= 5',
          status: atLeast(r, 1, 5),
        });
      }
    }
    const q = api.statementsPerRequest.B3;
    const cold = api.coldStatementsPerRequest?.B3;
    // Judged on the cold call (what a call costs when the cache cannot answer); the warm figure is shown beside it.
    const judged = cold ?? q;
    if (judged !== undefined)
      rows.push({
        goal: 'SQL statements per shop.listProducts call',
        value: cold === undefined ? fmt(judged, 1) : `${fmt(cold, 1)} after a change, ${fmt(q ?? 0, 1)} cached`,
        fail: '> 2',
        target: '1',
        status: atMost(judged, 2, 1),
      });
    if (api.b3PeakRssBytes.length) {
      const mb = Math.max(...api.b3PeakRssBytes) / 1e6;
      const startMb = api.b3StartRssBytes?.length ? Math.max(...api.b3StartRssBytes) / 1e6 : null;
      rows.push({
        goal: 'Peak RSS of the B3 server under load',
        value: startMb === null ? `${fmt(mb, 0)} MB` : `${fmt(mb, 0)} MB (${fmt(startMb, 0)} MB before the load)`,
        fail: '-',
        target: '< 300 MB',
        status: mb < 300 ? 'PASS' : 'MISS',
      });
    }
  }
  if (fe) {
    const kb = fe.shopJsGzipBytes / 1000;
    rows.push({
      goal: 'JavaScript for /shop, first load (gzip -6 of each script loaded)',
      value: `${fmt(kb, 1)} kB (wire: ${fmt(fe.shopJsTransferredBytes / 1000, 1)} kB)`,
      fail: '> 200 kB',
      target: '<= 140 kB',
      status: atMost(kb, 200, 140),
    });
    const offending = fe.entryOffenders.reduce((n, m) => n + m.renderedLength, 0);
    rows.push({
      goal: "Admin / data-table / chart code in the shop's entry chunk",
      value: `${offending} bytes (${fe.entryOffenders.length} modules${fe.entryStringHits.length ? `; text: ${fe.entryStringHits.join(', ')}` : ''})`,
      fail: 'any',
      target: '0 bytes',
      status: offending > 0 || fe.entryOffenders.length > 0 || fe.entryStringHits.length > 0 ? 'FAIL' : 'PASS',
    });
    const lh = fe.lighthouse;
    type Figure = 'score' | 'seo' | 'lcpMs' | 'tbtMs' | 'cls' | 'fcpMs' | 'siMs';
    const med = (runs: LighthouseRun[], key: Figure) => median(runs.map((r) => r[key]));
    const pages: [string, LighthouseRun[]][] = [
      ['/', lh.home],
      ['/shop', lh.shop],
      [fe.productPath ? `product page ${fe.productPath}` : 'product page', lh.product ?? []],
    ];
    for (const [name, runs] of pages) {
      const score = med(runs, 'score');
      rows.push({
        goal: `Lighthouse performance ${name} (mobile, median of ${runs.length})`,
        value: runs.length ? fmt(score, 0) : (lh.error ?? 'not run'),
        fail: '< 90',
        target: '>= 97',
        status: atLeast(score, 90, 97),
      });
      const seo = med(runs, 'seo');
      rows.push({
        goal: `Lighthouse SEO ${name}`,
        value: runs.length ? fmt(seo, 0) : (lh.error ?? 'not run'),
        fail: '< 90',
        target: '100',
        status: atLeast(seo, 90, 100),
      });
    }
    // The LCP / TBT / CLS goals hold for the pages visitors land on: the home page, the shop and a product page.
    const metricPages: [string, LighthouseRun[]][] = [
      ['/', lh.home],
      ['/shop', lh.shop],
      ['product page', lh.product ?? []],
    ];
    for (const [name, runs] of metricPages) {
      const lcp = med(runs, 'lcpMs') / 1000;
      const tbt = med(runs, 'tbtMs');
      const cls = med(runs, 'cls');
      rows.push({
        goal: `Lighthouse LCP ${name}`,
        value: `${fmt(lcp)} s`,
        fail: '> 2.5 s',
        target: '<= 1.5 s',
        status: atMost(lcp, 2.5, 1.5),
      });
      rows.push({
        goal: `Lighthouse TBT ${name}`,
        value: `${fmt(tbt, 0)} ms`,
        fail: '> 200 ms',
        target: '<= 50 ms',
        status: atMost(tbt, 200, 50),
      });
      rows.push({
        goal: `Lighthouse CLS ${name}`,
        value: fmt(cls, 3),
        fail: '> 0.1',
        target: '0',
        // As shown: a shift Lighthouse rounds to 0.000 is none.
        status: atMost(Number(cls.toFixed(3)), 0.1, 0),
      });
    }
    const css = fe.mantineCss;
    rows.push({
      goal: 'Mantine CSS shipped for /shop / full styles.css (gzip)',
      value: `${fmt(css.ratio)} (${fmt(css.shippedGzipBytes / 1000, 1)} / ${fmt(css.fullGzipBytes / 1000, 1)} kB)`,
      fail: '> 0.6',
      target: '<= 0.4',
      status: atMost(css.ratio, 0.6, 0.4),
    });
  }
  return rows;
}

function table(headers: string[], rows: string[][]): string {
  const widths = headers.map((h, i) => Math.max(h.length, ...rows.map((r) => (r[i] ?? '').length)));
  const line = (cells: string[]) => `| ${cells.map((c, i) => c.padEnd(widths[i] ?? 0)).join(' | ')} |`;
  return [line(headers), `| ${widths.map((w) => '-'.repeat(w)).join(' | ')} |`, ...rows.map(line)].join('\n');
}

export function goalsTable(rows: Goal[]): string {
  return table(
    ['goal', 'value', 'fail line', 'target', 'result'],
    rows.map((g) => [g.goal, g.value, g.fail, g.target, g.status]),
  );
}

export function variantsTable(stats: VariantStats[]): string {
  return table(
    ['variant', '-c', 'req/s', '2xx/s', 'p50 ms', 'p99 ms', 'server CPU ms / answer', 'non-2xx+errors', 'reps'],
    stats.map((s) => [
      `${s.id} ${s.label}`,
      String(s.connections),
      fmt(s.reqPerSec, 0),
      fmt(s.okPerSec, 0),
      fmt(s.p50Ms, 0),
      fmt(s.p99Ms, 0),
      fmt(s.cpuMsPerOk, 2),
      String(s.bad),
      String(s.reps),
    ]),
  );
}

/** What the checkout runs' database connections were doing (pg_stat_activity, twice a second). */
function checkoutActivity(api: ApiResults): string {
  const rows: string[][] = [];
  for (const id of ['B5-app', 'B5-hand'] as const) {
    const samples = api.records.filter((r) => r.variant === id).flatMap((r) => r.activity ?? []);
    if (samples.length === 0) continue;
    const waits: Record<string, number> = {};
    for (const a of samples) for (const [q, n] of Object.entries(a.lockWaitStatements)) waits[q] = (waits[q] ?? 0) + n;
    const top = Object.entries(waits).sort((a, b) => b[1] - a[1])[0];
    rows.push([
      id,
      fmt(median(samples.map((a) => a.active)), 1),
      fmt(median(samples.map((a) => a.waitingOnLock)), 1),
      fmt(median(samples.map((a) => a.idleInTransaction)), 1),
      top ? `\`${top[0]}\`` : '-',
    ]);
  }
  if (rows.length === 0) return '';
  return `\nCheckout runs, database connections per sample (median; the pool has 10):\n\n${table(
    ['variant', 'active', 'of which waiting on a lock', 'idle in transaction', 'statement most often waiting'],
    rows,
  )}\n`;
}

/** The run whose LCP is the median of a page's runs (the lower middle one for an even count). */
function medianRun(runs: LighthouseRun[]): LighthouseRun | null {
  const sorted = runs.filter((r) => Number.isFinite(r.lcpMs)).sort((a, b) => a.lcpMs - b.lcpMs);
  return sorted[Math.floor((sorted.length - 1) / 2)] ?? null;
}

/** What each page's largest paint is and where its time went, from the page's median run. */
export function lcpTable(fe: FrontendResults): string {
  const pages: [string, LighthouseRun[]][] = [
    ['/', fe.lighthouse.home],
    ['/shop', fe.lighthouse.shop],
    [fe.productPath ?? 'product page', fe.lighthouse.product ?? []],
  ];
  const phase = (run: LighthouseRun, name: string) => {
    const ms = run.lcpPhases?.find((p) => p.phase === name)?.ms;
    return ms === undefined ? 'n/a' : fmt(ms, 0);
  };
  const rows = pages.flatMap(([page, runs]) => {
    const run = medianRun(runs);
    if (!run) return [];
    const clean = (text: string, max: number) => {
      const flat = text.replace(/\s+/g, ' ').replace(/\|/g, '/').replace(/`/g, "'").trim();
      return flat.length > max ? `${flat.slice(0, max - 1)}…` : flat;
    };
    // The element's tag and classes (the end of Lighthouse's selector) and its text or alt.
    const element = run.lcpElement
      ? `\`${clean(run.lcpElement.selector.split(' > ').pop() ?? '', 40)}\` "${clean(run.lcpElement.label, 40)}"`
      : 'n/a';
    return [[page, element, fmt(run.lcpMs, 0), ...['TTFB', 'Load Delay', 'Load Time', 'Render Delay'].map((n) => phase(run, n))]];
  });
  if (rows.length === 0) return '';
  return `\nLargest contentful paint of each page's median Lighthouse run (simulated ms). TTFB: the page's request, connection
included; load delay: from then until the image is asked for; load time: the image's download; render delay: from the
later of the two until it is painted (render-blocking stylesheets, main-thread work, and anything else Lighthouse
finds requested and run before the paint, such as scripts):\n\n${table(
    ['page', 'LCP element', 'LCP', 'TTFB', 'load delay', 'load time', 'render delay'],
    rows,
  )}\n`;
}

export function machineLine(m: Machine): string {
  return `${m.nproc} cores (nproc), ${m.cpu}, ${m.memGb.toFixed(1)} GB RAM, Node ${m.node}, taskset ${m.taskset ? 'yes (servers on core 1, load generator on core 0)' : 'not available'}, load average at start ${m.loadAvg.map((l) => l.toFixed(2)).join(' / ')}`;
}

export function readme(input: {
  date: string;
  machine: Machine;
  command: string;
  goals: Goal[];
  stats: VariantStats[];
  api: ApiResults | null;
  fe: FrontendResults | null;
  resultsFile: string;
  durationS: number;
  reps: number;
}): string {
  const { api, fe } = input;
  const statements = api
    ? Object.entries(api.statementsPerRequest)
        .map(([k, v]) => `${k} ${v}`)
        .join(', ')
    : 'n/a';
  return `# Performance benchmark

\`npm run bench\` runs the performance benchmark: the API
variants B0-B6, the peer commerce server P1 (Vendure 3) under autocannon, and the front-end budgets. It is not part
of \`npm test\`; it needs PostgreSQL at \`postgres://postgres@127.0.0.1:5432\` (override with
\`BENCH_PG_URL=postgres://.../postgres\`), Debian's Chromium at \`/usr/bin/chromium\` (or \`CHROME_PATH\`), the npm
registry once (to install the peer into \`bench/peer/node_modules\`) and about 30 minutes. Run it on a quiet machine: absolute figures on a shared
2-core machine drift, which is why every goal is a ratio measured side by side in one run, or a size.

## What it does

- Creates a scratch PostgreSQL database \`bench_<time>_<pid>\` and a scratch PGlite directory, applies the migrations and
  seeds 500 products with 5 weights each (2,500 variants); 24 products are shown in the shop, the rest hidden, so
  \`shop.listProducts\` returns 24. Both are dropped at the end, also on errors and Ctrl-C.
- Starts every variant in its own child process (\`bench/server.ts\`) pinned with \`taskset\` to core 1, while the
  load generator (autocannon, in \`bench/run.ts\`'s process) is pinned to core 0. Each server gets a 5 s warm-up at
  \`-c 10\`, then \`-c 10 -d 20\` and \`-c 100 -d 20\`. Three interleaved repetitions (B0..B6 and P1, three times);
  the median of the three is reported.
  - B0 \`node:http\` hello JSON; B1 Express 5 hello JSON.
  - B2 Express 5 + \`pg\`, a hand-written handler (one SQL statement with \`json_agg\`) answering
    \`GET /api/trpc/shop.listProducts?batch=1&input=…\` (the URL /shop requests) with the same body as the app (checked: deep-equal to B3's).
  - B3 the app's real Express server (\`createApp\`: helmet, compression, session lookup, tRPC, Drizzle),
    \`NODE_ENV=production\`, on PostgreSQL (pool of 10); B4 the same on PGlite. The app keeps the shop list in memory
    until the database announces a change (\`server/modules/shop/catalogue-cache.ts\`: LISTEN/NOTIFY from triggers on
    products and variants); \`server/http/catalogue-responses.ts\` keeps tRPC's own answer bytes per URL and price tier, pre-compressed (brotli, gzip). B2-B4 request the URL exactly as /shop does (batch link, superjson input) with the browser's Accept-Encoding; so
    B3 and B4 measure the cached path, and the statement count is also taken right after a change (cache cold).
  - B5 checkout: \`order.place\` for a signed-in shopper with a 3-line cart (3 different shop products), each request a
    different shopper (verified user, profile, session and cart made in bulk by SQL beforehand, the session as fresh as
    after a sign-in; the session cookie is signed like better-auth's) and a fresh idempotency key, so every request really places an order; the bench checks
    that the orders in the database equal the 2xx answers. \`B5-app\` is the app; \`B5-hand\` is a hand-written
    Express + \`pg\` transaction doing the same writes (session check, conditional stock updates locked in id order,
    stock movements, order, items, order event, invoice counter, invoice, outbox row with the same email, cart clear).
    After making each pool of shoppers the bench runs \`ANALYZE\`. Autovacuum keeps a shop's statistics current
    while its tables grow over days. Here they grow by tens of thousands of rows in seconds. On the statistics of the
    empty \`orders\` table, the app's per-customer count of unpaid orders was planned as a scan of every unpaid order
    in the shop, so each order cost more than the one before. At \`-c 100\`, without this, the app placed 250, 403
    and 426 orders/s in three repetitions. With it, the app placed 484-562 and the hand-written version 464-538. The
    hand-written version runs no such count.
  - B6 Add to Cart: a signed-in shopper's click exactly as the browser sends it, which is one request
    (\`POST /api/trpc/cart.add?batch=1\` with the session cookie, the shop's origin and superjson input; the answer is the
    whole priced cart, which the client writes into its cache). The clicks go round 2,000 shoppers (made like B5's,
    each cart starting with 3 lines), each on the next shop product and size. Reported: clicks per second and the
    server's CPU time per click (\`/proc/<pid>/stat\` before and after the run, divided by the 2xx answers).
  - P1 the peer: Vendure 3 (\`bench/peer/\`: its own npm project, pinned in its lock file and installed on demand) on a
    scratch PostgreSQL database of its own, in production mode, pinned to the same core, with a UK channel (GBP, 20 %
    VAT) and the shop's 24 products in 5 weights. Its storefront's \`addItemToOrder\` mutation (selecting what a cart
    drawer shows: lines, prices, totals, tax summary) for 1,000 anonymous shoppers with an active order, under the
    same load as B6; every 2xx is checked against the units the database gained (GraphQL answers 200 for an
    ErrorResult too). The goal is B6's clicks per second against P1's.
  - SQL statements per request are counted in the server process by wrapping \`pg.Client.prototype.query\` and
    \`PGlite.prototype.query\` (bench only; production code is unchanged), on single requests outside the load.
  - Peak RSS of each B3 server is read from \`/proc/<pid>/status\` (\`VmHWM\`) before and after its load.
- Front end (\`bench/frontend.ts\`): a production build with the project's \`vite.config.ts\` into \`bench/web-build\` (not
  \`dist/\`, which other processes serve) with the manifest on and a bench-only plugin recording each chunk's modules;
  then the app server (production mode, compression on) serves it and headless Debian Chromium loads \`/shop\` with an
  empty cache: the JavaScript transferred is the sum of the encoded (gzip) response bodies of the scripts it loaded.
  The entry chunk's module list is searched for \`src/features/admin*\`, data tables, \`@mantine/charts\` and
  \`recharts\`. Mantine CSS: the \`@mantine/*\` stylesheets bundled into the chunks \`/shop\` loads, gzipped, against
  \`@mantine/core/styles.css\` gzipped. Lighthouse 12 (Lighthouse 13 needs Node 22) runs five times on \`/\`,
  \`/shop\` and a product page with its default mobile throttling (simulated) in Debian Chromium; medians are
  reported, with each page's LCP element and its phases (\`BENCH_LH_DIAG=1\` also prints every run's long tasks).

Quick run: \`BENCH_QUICK=1 npm run bench\` (3 s runs, 2 s warm-up, one repetition, one Lighthouse run; written to
\`bench/.tmp/\`, not to \`bench/results/\`). Other knobs: \`BENCH_DURATION\`, \`BENCH_WARMUP\`, \`BENCH_REPS\`,
\`BENCH_LH_RUNS\`, \`BENCH_ONLY=B2,B3\`, \`BENCH_SKIP_API=1\`, \`BENCH_SKIP_FRONTEND=1\`, \`BENCH_CPU_PROF=1\` (each bench server
writes a V8 CPU profile to \`bench/.tmp/profiles/\` when it stops), \`BENCH_NODE_ARGS\` (extra node flags for the servers).

## Latest results (${input.date})

Command: \`${input.command}\` (-d ${input.durationS}, ${input.reps} repetitions). Raw data: \`${input.resultsFile}\`.

Machine: ${machineLine(input.machine)}.
${
  input.machine.loadAvg[0] !== undefined && input.machine.loadAvg[0] > input.machine.nproc / 2
    ? `\n**The machine was busy** (load average ${input.machine.loadAvg[0].toFixed(1)} on ${input.machine.nproc} cores when the run started):
other processes competed for the cores, so throughput, latency and Lighthouse figures are noisy and pessimistic.
The server CPU time per answer (API table) and the sizes are the steadier figures. Rerun on a quiet machine.\n`
    : ''
}
${goalsTable(input.goals)}

PASS meets the target, MISS is within the fail line but short of the target, FAIL is past the fail line.

### API variants (median of ${input.reps})

${variantsTable(input.stats)}

SQL statements per request: ${statements}.
${
  api?.breakdown
    ? `\n\`shop.listProducts\` by layer (sequential calls in one process, no HTTP; CPU and wall ms per call):\n\n${table(
        ['layer', 'CPU ms', 'wall ms'],
        api.breakdown.map((l) => [l.layer, fmt(l.cpuMsPerCall), fmt(l.wallMsPerCall)]),
      )}\n`
    : ''
}${api ? checkoutActivity(api) : ''}
${api?.b2MatchesB3 === null || api === null ? '' : `B2 body deep-equals B3 body: ${api.b2MatchesB3 ? 'yes' : 'NO'}; shop products listed: ${api.shopProductCount}.\n`}${api?.notes.length ? `\nNotes:\n${api.notes.map((n) => `- ${n}`).join('\n')}\n` : ''}
${
  fe
    ? `### Front end

Entry chunk \`${fe.entryChunk}\`. JavaScript loaded by \`/shop\` (transferred / local gzip -6 / raw bytes):

${table(
  ['file', 'transferred', 'gzip', 'raw'],
  fe.shopJs.map((j) => [j.file, String(j.transferredBytes), String(j.gzipBytes), String(j.rawBytes)]),
)}

JavaScript transferred for \`/\`: ${(fe.homeJsTransferredBytes / 1000).toFixed(1)} kB; CSS transferred for \`/shop\`: ${(fe.shopCssTransferredBytes / 1000).toFixed(1)} kB.
Admin / chart / data-table modules anywhere in what \`/shop\` loads: ${fe.shopLoadedOffenders.length ? fe.shopLoadedOffenders.map((o) => `\`${o.id}\` (${o.renderedLength} B in ${o.chunk})`).join(', ') : 'none'}.
${lcpTable(fe)}`
    : ''
}`;
}
