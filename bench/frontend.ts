import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { build, type Plugin } from 'vite';
import { BUILD_DIR, ROOT, settings, TMP_DIR } from './config';
import type { Scratch } from './db';
import { startServer } from './processes';

type ChunkInfo = {
  fileName: string;
  isEntry: boolean;
  isDynamicEntry: boolean;
  imports: string[];
  dynamicImports: string[];
  importedCss: string[];
  modules: { id: string; renderedLength: number }[];
};

export type LighthouseRun = {
  score: number;
  seo: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  fcpMs: number;
  siMs: number;
  /** The largest paint's element as Lighthouse names it (CSS selector, text or alt, start of its HTML), null when it found none. */
  lcpElement: { selector: string; label: string; snippet: string } | null;
  /** Where the LCP time went: TTFB, Load Delay, Load Time, Render Delay (ms, simulated). */
  lcpPhases: { phase: string; ms: number }[];
};

export type FrontendResults = {
  buildMs: number;
  entryChunk: string;
  /** JavaScript the browser received for a first load of /shop (compressed bytes on the wire). */
  shopJs: { file: string; transferredBytes: number; gzipBytes: number; rawBytes: number; encoding: string | null }[];
  shopJsTransferredBytes: number;
  shopJsGzipBytes: number;
  shopCssTransferredBytes: number;
  homeJsTransferredBytes: number;
  /** Modules of admin features, data tables or charts found in the entry chunk / anywhere /shop loads. */
  entryOffenders: { id: string; renderedLength: number }[];
  shopLoadedOffenders: { id: string; renderedLength: number; chunk: string }[];
  entryStringHits: string[];
  mantineCss: { modules: string[]; shippedGzipBytes: number; fullGzipBytes: number; ratio: number };
  largestEntryModules: { id: string; renderedLength: number }[];
  /** The product page Lighthouse ran on (the sitemap's first), null when there was none. */
  productPath: string | null;
  lighthouse: { home: LighthouseRun[]; shop: LighthouseRun[]; product: LighthouseRun[]; error: string | null };
};

const log = (message: string) => console.log(`[bench] ${message}`);
const gzipSize = (buffer: Buffer | string) => gzipSync(buffer, { level: 6 }).length;
const cleanId = (id: string) => id.replace(/\?.*$/, '').replace(/^\0/, '');
const shortId = (id: string) => cleanId(id).replace(`${ROOT}/`, '');

/** admin features, the admin data table, charts: none of it belongs on the shop's first load. */
const OFFENDER =
  /\/src\/features\/admin[^/]*\/|\/node_modules\/(@mantine\/charts|recharts|d3-[a-z-]+|victory-vendor)\/|data-table/;

/** The production build (same vite.config.ts as `npm run build`) into bench/web-build, recording each chunk's modules. */
async function buildFrontend(): Promise<{ chunks: Map<string, ChunkInfo>; ms: number }> {
  const chunks = new Map<string, ChunkInfo>();
  const recorder: Plugin = {
    name: 'bench-chunk-modules',
    generateBundle(_options, bundle) {
      for (const item of Object.values(bundle)) {
        if (item.type !== 'chunk') continue;
        chunks.set(item.fileName, {
          fileName: item.fileName,
          isEntry: item.isEntry,
          isDynamicEntry: item.isDynamicEntry,
          imports: item.imports,
          dynamicImports: item.dynamicImports,
          importedCss: [...(item.viteMetadata?.importedCss ?? [])],
          modules: Object.entries(item.modules).map(([id, m]) => ({ id, renderedLength: m.renderedLength })),
        });
      }
    },
  };
  const started = Date.now();
  await build({
    root: ROOT,
    configFile: path.join(ROOT, 'vite.config.ts'),
    logLevel: 'warn',
    build: { outDir: BUILD_DIR, emptyOutDir: true, manifest: true },
    plugins: [recorder],
  });
  return { chunks, ms: Date.now() - started };
}

/** The server-rendering module, built as `npm run build` does (a child process: Vite sets NODE_ENV in the builder). */
async function buildRenderEntry(): Promise<string> {
  const outDir = path.join(ROOT, 'bench/web-build-ssr');
  await new Promise<void>((resolve, reject) => {
    const child = spawn(
      process.execPath,
      [
        path.join(ROOT, 'node_modules/vite/bin/vite.js'),
        'build',
        '--ssr',
        'src/entry-server.tsx',
        '--outDir',
        outDir,
        '--logLevel',
        'warn',
      ],
      { cwd: ROOT, stdio: 'inherit' },
    );
    child.on('error', reject);
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`vite build --ssr exited with ${code}`))));
  });
  return path.join(outDir, 'entry-server.js');
}

/** A product page as search engines find it: the first product address in the sitemap. */
async function firstProductPage(baseUrl: string): Promise<string | null> {
  const sitemap = await (await fetch(`${baseUrl}/sitemap.xml`)).text();
  const match = /<loc>[^<]*?(\/shop\/[a-z0-9-]+)<\/loc>/.exec(sitemap);
  return match?.[1] ?? null;
}

type Loaded = { url: string; file: string; type: string; transferred: number; encoding: string | null };

/** Loads a page in headless Debian Chromium with an empty cache and lists what came over the wire. */
async function firstLoad(url: string, waitForText: string | null): Promise<Loaded[]> {
  const browser = await chromium.launch({
    executablePath: settings.chromium,
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run'],
  });
  try {
    const page = await browser.newPage();
    const loaded: Loaded[] = [];
    const pending: Promise<void>[] = [];
    page.on('requestfinished', (request) => {
      pending.push(
        (async () => {
          const response = await request.response();
          const sizes = await request.sizes();
          const pathname = new URL(request.url()).pathname;
          loaded.push({
            url: request.url(),
            file: pathname.replace(/^\//, ''),
            type: request.resourceType(),
            transferred: sizes.responseBodySize,
            encoding: (await response?.allHeaders())?.['content-encoding'] ?? null,
          });
        })(),
      );
    });
    await page.goto(url, { waitUntil: 'networkidle' });
    if (waitForText) await page.getByText(waitForText).first().waitFor({ timeout: 15_000 });
    // A server-rendered page asks for its scripts after its first paint (server/http/scripts-after-paint.ts):
    // all of them have run once React has taken the page over.
    await page.locator('html[data-hydrated]').waitFor({ state: 'attached', timeout: 30_000 });
    await page.waitForLoadState('networkidle');
    await Promise.all(pending);
    return loaded;
  } finally {
    await browser.close();
  }
}

type AuditDetails = { items?: Record<string, unknown>[] };
type Audit = { numericValue?: number; details?: AuditDetails & { items?: (Record<string, unknown> & AuditDetails)[] } };

/**
 * BENCH_LH_DIAG=1: what Lighthouse blames in each run (long tasks, script bootup, the LCP element and
 * its phases), printed before the report is deleted. Diagnostics only: the figures are unchanged.
 */
function logDiagnostics(url: string, audits: Record<string, Audit>): void {
  if (process.env.BENCH_LH_DIAG !== '1') return;
  const ms = (value: unknown) => `${Math.round(Number(value))} ms`;
  const where = (value: unknown) => String(value).replace(/^https?:\/\/[^/]+/, '');
  const longTasks = (audits['long-tasks']?.details?.items ?? []).map(
    (t) => `${where(t.url)} @${ms(t.startTime)} ${ms(t.duration)}`,
  );
  const bootup = (audits['bootup-time']?.details?.items ?? []).map(
    (t) => `${where(t.url)} ${ms(t.total)} (script ${ms(t.scripting)})`,
  );
  const [element, phases] = audits['largest-contentful-paint-element']?.details?.items ?? [];
  const node = (element?.items?.[0]?.node ?? {}) as { snippet?: string };
  const lcpPhases = (phases?.items ?? []).map((p) => `${p.phase} ${ms(p.timing)}`);
  log(`  diagnostics ${where(url)}: long tasks [${longTasks.join('; ')}]`);
  log(`  diagnostics ${where(url)}: bootup [${bootup.join('; ')}]`);
  log(`  diagnostics ${where(url)}: LCP ${node.snippet?.slice(0, 160) ?? '?'} [${lcpPhases.join(', ')}]`);
}

function runLighthouse(url: string, outFile: string): Promise<LighthouseRun> {
  return new Promise((resolve, reject) => {
    const cli = path.join(ROOT, 'node_modules/lighthouse/cli/index.js');
    const child = spawn(
      process.execPath,
      [
        cli,
        url,
        '--only-categories=performance,seo',
        '--output=json',
        `--output-path=${outFile}`,
        '--quiet',
        '--chrome-flags=--headless=new --no-sandbox --disable-gpu',
      ],
      { cwd: ROOT, env: { ...process.env, CHROME_PATH: settings.chromium }, stdio: ['ignore', 'ignore', 'pipe'] },
    );
    let stderr = '';
    child.stderr.on('data', (d: Buffer) => {
      stderr += d.toString();
    });
    const timer = setTimeout(() => child.kill('SIGKILL'), 180_000);
    child.on('exit', (code) => {
      clearTimeout(timer);
      if (code !== 0 || !existsSync(outFile)) return reject(new Error(`lighthouse exited ${code}: ${stderr.slice(-500)}`));
      const report = JSON.parse(readFileSync(outFile, 'utf8')) as {
        categories: { performance: { score: number | null }; seo?: { score: number | null } };
        audits: Record<string, Audit>;
        runtimeError?: { message: string };
      };
      logDiagnostics(url, report.audits ?? {});
      rmSync(outFile, { force: true });
      if (report.runtimeError) return reject(new Error(`lighthouse: ${report.runtimeError.message}`));
      const metric = (id: string) => report.audits[id]?.numericValue ?? Number.NaN;
      const [element, phases] = report.audits['largest-contentful-paint-element']?.details?.items ?? [];
      const node = element?.items?.[0]?.node as { snippet?: string; selector?: string; nodeLabel?: string } | undefined;
      resolve({
        score: Math.round((report.categories.performance.score ?? 0) * 100),
        seo: Math.round((report.categories.seo?.score ?? 0) * 100),
        lcpMs: metric('largest-contentful-paint'),
        tbtMs: metric('total-blocking-time'),
        cls: metric('cumulative-layout-shift'),
        fcpMs: metric('first-contentful-paint'),
        siMs: metric('speed-index'),
        lcpElement: node ? { selector: node.selector ?? '', label: node.nodeLabel ?? '', snippet: node.snippet ?? '' } : null,
        lcpPhases: (phases?.items ?? []).map((p) => ({ phase: String(p.phase), ms: Number(p.timing) })),
      });
    });
  });
}

/**
 * Lighthouse now and then fails to record a trace (NO_NAVSTART, NO_FCP on a busy machine): such a run measured
 * nothing, so it is run again (up to twice) instead of ending every remaining run.
 */
async function lighthouseWithRetry(url: string, outFile: string): Promise<LighthouseRun> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await runLighthouse(url, outFile);
    } catch (error) {
      if (attempt >= 3) throw error;
      log(
        `lighthouse ${url}: attempt ${attempt} failed (${error instanceof Error ? error.message.slice(0, 160) : error}); again`,
      );
    }
  }
}

export async function runFrontend(scratch: Scratch, firstShopProduct: string | null): Promise<FrontendResults> {
  log('front end: production build into bench/web-build (vite.config.ts, manifest on)');
  const { chunks, ms } = await buildFrontend();
  const manifest = JSON.parse(readFileSync(path.join(BUILD_DIR, '.vite/manifest.json'), 'utf8')) as Record<
    string,
    { file: string; isEntry?: boolean }
  >;
  const entryFile = Object.values(manifest).find((m) => m.isEntry)?.file;
  const entry = entryFile ? chunks.get(entryFile) : undefined;
  if (!entryFile || !entry) throw new Error('no entry chunk in the manifest');

  const renderEntry = await buildRenderEntry();
  const server = await startServer(
    { variant: 'app', db: { kind: 'postgres', url: scratch.pgUrl }, staticDir: BUILD_DIR, renderEntry },
    { core: '1' },
  );
  try {
    log(`front end: first load of /shop in Chromium (${server.url})`);
    const shop = await firstLoad(`${server.url}/shop`, firstShopProduct);
    const home = await firstLoad(`${server.url}/`, null);
    const isJs = (l: Loaded) => l.type === 'script' || l.file.endsWith('.js');
    const shopJs = shop
      .filter(isJs)
      .map((l) => {
        const raw = readFileSync(path.join(BUILD_DIR, l.file));
        return {
          file: l.file,
          transferredBytes: l.transferred,
          gzipBytes: gzipSize(raw),
          rawBytes: raw.length,
          encoding: l.encoding,
        };
      })
      .sort((a, b) => b.transferredBytes - a.transferredBytes);
    const loadedChunks = shopJs.map((j) => chunks.get(j.file)).filter((c): c is ChunkInfo => c !== undefined);

    const entryOffenders = entry.modules.filter((m) => OFFENDER.test(cleanId(m.id))).map((m) => ({ ...m, id: shortId(m.id) }));
    const shopLoadedOffenders = loadedChunks.flatMap((c) =>
      c.modules
        .filter((m) => OFFENDER.test(cleanId(m.id)))
        .map((m) => ({ id: shortId(m.id), renderedLength: m.renderedLength, chunk: c.fileName })),
    );
    // Second check on the minified text: names of lazy chunks (preload lists) and route ids are
    // expected in the entry, so they are removed before looking for chart / table / admin code.
    const entrySource = readFileSync(path.join(BUILD_DIR, entryFile), 'utf8')
      .replace(/["'`]assets\/[^"'`]+["'`]/g, '""')
      .replace(/\bAuthenticated\w*Route\b/g, 'R');
    const entryStringHits = ['recharts', 'mantine-charts', 'DataTable', 'data-table', 'admin-shared', 'features/admin'].filter(
      (s) => entrySource.includes(s),
    );

    const mantineModules = [
      ...new Set(
        loadedChunks.flatMap((c) =>
          c.modules.map((m) => cleanId(m.id)).filter((id) => id.includes('/node_modules/@mantine/') && id.endsWith('.css')),
        ),
      ),
    ];
    const shippedGzipBytes = mantineModules.length ? gzipSize(mantineModules.map((f) => readFileSync(f, 'utf8')).join('\n')) : 0;
    const fullGzipBytes = gzipSize(readFileSync(path.join(ROOT, 'node_modules/@mantine/core/styles.css')));

    const lighthouse: FrontendResults['lighthouse'] = { home: [], shop: [], product: [], error: null };
    const productPath = await firstProductPage(server.url);
    mkdirSync(TMP_DIR, { recursive: true });
    try {
      for (let i = 0; i < settings.lighthouseRuns; i++) {
        const pages: ['home' | 'shop' | 'product', string][] = [
          ['home', '/'],
          ['shop', '/shop'],
        ];
        if (productPath) pages.push(['product', productPath]);
        for (const [name, pathname] of pages) {
          const result = await lighthouseWithRetry(`${server.url}${pathname}`, path.join(TMP_DIR, `lighthouse-${name}.json`));
          lighthouse[name].push(result);
          log(
            `lighthouse ${pathname} #${i + 1}: ${result.score} (SEO ${result.seo}), LCP ${result.lcpMs.toFixed(0)} ms, TBT ${result.tbtMs.toFixed(0)} ms, CLS ${result.cls.toFixed(3)}`,
          );
        }
      }
    } catch (error) {
      lighthouse.error = error instanceof Error ? error.message : String(error);
      log(`lighthouse failed: ${lighthouse.error}`);
    }

    return {
      buildMs: ms,
      entryChunk: entryFile,
      shopJs,
      shopJsTransferredBytes: shopJs.reduce((n, j) => n + j.transferredBytes, 0),
      shopJsGzipBytes: shopJs.reduce((n, j) => n + j.gzipBytes, 0),
      shopCssTransferredBytes: shop.filter((l) => l.type === 'stylesheet').reduce((n, l) => n + l.transferred, 0),
      homeJsTransferredBytes: home.filter(isJs).reduce((n, l) => n + l.transferred, 0),
      entryOffenders,
      shopLoadedOffenders,
      entryStringHits,
      mantineCss: {
        modules: mantineModules.map(shortId),
        shippedGzipBytes,
        fullGzipBytes,
        ratio: shippedGzipBytes / fullGzipBytes,
      },
      largestEntryModules: [...entry.modules]
        .sort((a, b) => b.renderedLength - a.renderedLength)
        .slice(0, 15)
        .map((m) => ({ id: shortId(m.id), renderedLength: m.renderedLength })),
      productPath,
      lighthouse,
    };
  } finally {
    await server.stop();
  }
}
