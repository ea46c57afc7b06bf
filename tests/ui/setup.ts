import './support/node-polyfills';
import '@testing-library/jest-dom/vitest';
import { notifications } from '@mantine/notifications';
import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, vi } from 'vitest';
import { installConsoleGuard } from './support/console-guard';
import { server } from './support/msw';

// jsdom lacks the layout APIs Mantine and the router touch.
Object.defineProperty(window, 'matchMedia', {
  writable: true,
  value: vi.fn().mockImplementation((query: string) => ({
    matches: false,
    media: query,
    onchange: null,
    addListener: vi.fn(),
    removeListener: vi.fn(),
    addEventListener: vi.fn(),
    removeEventListener: vi.fn(),
    dispatchEvent: vi.fn(),
  })),
});

class ResizeObserverStub {
  observe() {}
  unobserve() {}
  disconnect() {}
}
window.ResizeObserver = ResizeObserverStub;
window.HTMLElement.prototype.scrollIntoView = () => {};
window.scrollTo = () => {};
const { getComputedStyle } = window;
window.getComputedStyle = (element: Element) => getComputedStyle(element);

// Lazy route chunks and layouts load through dynamic imports, which take a while on a busy machine (the suites run
// several files at once beside API files). A bound on waiting for something to appear, not a wait: a test that finds
// its element at once goes on at once; the per-test timeout (vitest.config.ts) stays above it.
configure({ asyncUtilTimeout: 10_000 });

installConsoleGuard();

beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterEach(() => {
  cleanup();
  server.resetHandlers();
  // Mantine keeps toasts in a module-level store; a fresh test starts with none.
  notifications.clean();
  // The sidebar's cookie must not leak from one test into the next.
  // biome-ignore lint/suspicious/noDocumentCookie: clearing the test document's cookie.
  document.cookie = 'sidebar_state=; max-age=0; path=/';
  // Nor checkout's shipping draft (kept per tab), nor a guest cart (kept in the browser): the files of a worker share
  // one document (isolate: false in vitest.config.ts).
  sessionStorage.clear();
  localStorage.clear();
});
afterAll(() => server.close());
