import './styles/layers.css';
import '@mantine/core/styles/baseline.layer.css';
import '@mantine/core/styles/default-css-variables.layer.css';
import '@mantine/core/styles/global.layer.css';
// Per-component Mantine CSS: here the layout's and what most public pages show; the rest is imported
// by the lazily loaded modules that use it, so it ships in their chunks (tests/unit/mantine-css.test.ts).
// Mantine's *.layer.css files put the rules in the `mantine` layer (see styles/layers.css).
import '@mantine/core/styles/UnstyledButton.layer.css';
import '@mantine/core/styles/Loader.layer.css';
import '@mantine/core/styles/ActionIcon.layer.css';
import '@mantine/core/styles/Group.layer.css';
import '@mantine/core/styles/Text.layer.css';
import '@mantine/core/styles/Anchor.layer.css';
import '@mantine/core/styles/Burger.layer.css';
import '@mantine/core/styles/Button.layer.css';
import '@mantine/core/styles/Center.layer.css';
import '@mantine/core/styles/Container.layer.css';
import '@mantine/core/styles/Indicator.layer.css';
import '@mantine/core/styles/Skeleton.layer.css';
import '@mantine/core/styles/Stack.layer.css';
import '@mantine/core/styles/Title.layer.css';
import '@mantine/core/styles/Paper.layer.css';
import '@mantine/core/styles/Badge.layer.css';
import '@mantine/core/styles/Card.layer.css';
import '@mantine/core/styles/Image.layer.css';
import '@mantine/core/styles/List.layer.css';
import '@mantine/core/styles/SimpleGrid.layer.css';
import '@mantine/core/styles/ThemeIcon.layer.css';
import './styles/global.css';
// Tiny modules the shop's and the home page's first render share: in the entry chunk rather than in
// one-module chunks of their own, each one more request before those pages can paint.
import './components/page-title';
import '../shared/money';
import { type DehydratedState, hydrate } from '@tanstack/react-query';
import { createBrowserHistory } from '@tanstack/react-router';
import { StrictMode, startTransition, useEffect } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App, createAppDependencies } from './app';
import { firstPageReady } from './first-page';
import { FirstPaintProvider } from './lib/first-paint';
import { createQueryClient } from './lib/query-client';

/** Longest the first render waits for the page's code and data; after that, skeletons show as usual. */
const FIRST_PAGE_MAX_WAIT_MS = 2_000;

/**
 * Marks <html data-hydrated> once React has committed the first render: from then on the page's controls
 * answer input. A public signal for end-to-end tests of server-rendered pages, which are visible (and
 * clickable) before their script runs.
 */
function HydratedSignal() {
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true';
  }, []);
  return null;
}

/**
 * Runs `work` once the browser has had a chance to paint: in the task after the next animation frame. A
 * hidden tab draws no frames, so a timer starts it anyway.
 */
function afterNextPaint(work: () => unknown): void {
  let started = false;
  const start = () => {
    if (started) return;
    started = true;
    work();
  };
  requestAnimationFrame(() => setTimeout(start, 0));
  setTimeout(start, 200);
}

/**
 * The page's data as of now. A rendered page may come from the server's page cache, which keeps it only while
 * the catalogue is unchanged (server/http/rendered-page-cache.ts): its data is current when served, however long
 * ago it was rendered. With the render time as its age, a page kept for over 30 s (the queries' stale time)
 * would fetch its catalogue again right after hydrating.
 */
function servedNow(state: DehydratedState): DehydratedState {
  const now = Date.now();
  return { ...state, queries: state.queries.map((query) => ({ ...query, state: { ...query.state, dataUpdatedAt: now } })) };
}

/** Ends the current task: what follows runs in a new one, after any input that is waiting. */
function nextTask(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}

const rootElement = document.getElementById('root');
if (!rootElement) throw new Error('The #root element is missing from index.html.');

if (rootElement.firstElementChild) {
  // Server-rendered (server/http/rendered-pages.ts): take over the HTML, with the queries it was rendered from.
  // The session is read after hydration, so the first render is the anonymous page the server rendered.
  // After the browser has painted the server's HTML (hydration is the page's longest work, and the visitor
  // can read the page meanwhile), and as a transition: in short slices instead of one long task, a tap in
  // between still answered (React hydrates the tapped part first). The router and clients are made then too,
  // in a task of their own rather than in the one that evaluates the scripts.
  afterNextPaint(async () => {
    // Three tasks rather than one: the history (its first replaceState is slow), the router and clients
    // (the route tree), then hydration; each short enough that a tap in between is answered at once.
    const history = createBrowserHistory();
    await nextTask();
    const queryClient = createQueryClient();
    const dependencies = createAppDependencies({
      queryClient,
      history,
      handOver: { hydrate: (page) => hydrate(queryClient, servedNow(page.queries)) },
    });
    await nextTask();
    startTransition(() => {
      hydrateRoot(
        rootElement,
        <StrictMode>
          <FirstPaintProvider initiallyPainted>
            <App {...dependencies} hydrating />
          </FirstPaintProvider>
          <HydratedSignal />
        </StrictMode>,
      );
    });
  });
} else {
  const dependencies = createAppDependencies();
  void firstPageReady(dependencies, FIRST_PAGE_MAX_WAIT_MS).then(() => {
    const root = createRoot(rootElement);
    // As a transition, React renders the first page in short slices, leaving the main thread free in between.
    startTransition(() => {
      root.render(
        <StrictMode>
          <FirstPaintProvider>
            <App {...dependencies} />
          </FirstPaintProvider>
          <HydratedSignal />
        </StrictMode>,
      );
    });
  });
}
