import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { IMAGE_WAIT_MS, LOADER } from '../../server/http/scripts-after-paint';

// The loader as the page runs it: plain JavaScript from the server, not a module of the app.
type Loader = (entry: string, preloads: string[], imageWaitMs: number) => void;
const loader = new Function(`return (${LOADER});`)() as Loader;

const entryScripts = () => [...document.head.querySelectorAll('script[type="module"]')].map((s) => s.getAttribute('src'));
const preloads = () => [...document.head.querySelectorAll('link[rel="modulepreload"]')].map((l) => l.getAttribute('href'));

type Entry = { name?: string; element?: Element };

/** The browser's paint timing as the loader sees it: entries are reported when a test says so. */
class FakePerformanceObserver {
  static supportedEntryTypes = ['paint', 'largest-contentful-paint'];
  static observers = new Set<FakePerformanceObserver>();
  static reported: { type: string; entry: Entry }[] = [];
  type = '';
  constructor(private readonly callback: (list: { getEntries: () => Entry[] }) => void) {}
  observe({ type, buffered }: { type: string; buffered?: boolean }) {
    this.type = type;
    FakePerformanceObserver.observers.add(this);
    const earlier = FakePerformanceObserver.reported.filter((r) => r.type === type).map((r) => r.entry);
    if (buffered && earlier.length > 0) this.callback({ getEntries: () => earlier });
  }
  disconnect() {
    FakePerformanceObserver.observers.delete(this);
  }
}

function report(type: 'paint' | 'largest-contentful-paint', entry: Entry) {
  FakePerformanceObserver.reported.push({ type, entry });
  for (const observer of [...FakePerformanceObserver.observers]) {
    if (observer.type === type)
      (observer as unknown as { callback: (list: unknown) => void }).callback({ getEntries: () => [entry] });
  }
}
const firstContentfulPaint = () => report('paint', { name: 'first-contentful-paint' });

function renderedPage({ image }: { image: 'none' | 'loading' | 'loaded' }) {
  const root = document.createElement('div');
  root.id = 'root';
  root.innerHTML =
    image === 'none'
      ? '<p>Taste the Adventure</p>'
      : '<h1>Shop</h1><img src="/images/products/original.svg" fetchpriority="high" alt=""><img src="/images/products/chilli.svg" alt="">';
  document.body.append(root);
  const img = root.querySelector('img');
  if (img) Object.defineProperty(img, 'complete', { configurable: true, get: () => image === 'loaded' });
  return img;
}

/** A frame is drawn: the animation frame callbacks run, then the task they queued. */
function drawFrame() {
  vi.advanceTimersToNextFrame();
  vi.advanceTimersByTime(1);
}

function setVisibility(state: DocumentVisibilityState) {
  vi.spyOn(document, 'visibilityState', 'get').mockReturnValue(state);
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'requestAnimationFrame'] });
  vi.stubGlobal('PerformanceObserver', FakePerformanceObserver);
  FakePerformanceObserver.observers.clear();
  FakePerformanceObserver.reported = [];
  setVisibility('visible');
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  for (const added of document.head.querySelectorAll('script[type="module"], link[rel="modulepreload"]')) added.remove();
  document.body.innerHTML = '';
});

describe('the loader of a server-rendered page', () => {
  it('adds the preloads and then the entry once the first contentful paint is reported, on a page whose largest paint is text', () => {
    renderedPage({ image: 'none' });
    loader('/assets/index-1.js', ['/assets/home-1.js'], IMAGE_WAIT_MS);
    drawFrame();
    drawFrame();
    expect(entryScripts()).toEqual([]);
    firstContentfulPaint();
    expect(preloads()).toEqual(['/assets/home-1.js']);
    expect(entryScripts()).toEqual(['/assets/index-1.js']);
    expect(document.head.lastElementChild?.getAttribute('src')).toBe('/assets/index-1.js');
    expect(document.head.querySelector('script[type="module"]')?.getAttribute('crossorigin')).toBe('');
  });

  it('finds a first paint that happened before it looked', () => {
    firstContentfulPaint();
    renderedPage({ image: 'none' });
    loader('/assets/index-1.js', [], IMAGE_WAIT_MS);
    expect(entryScripts()).toEqual(['/assets/index-1.js']);
  });

  it('then waits for the largest image: its paint reported, or two frames after it loaded', () => {
    const image = renderedPage({ image: 'loading' });
    loader('/assets/index-1.js', [], IMAGE_WAIT_MS);
    firstContentfulPaint();
    report('largest-contentful-paint', { element: document.querySelector('h1') ?? undefined });
    drawFrame();
    expect(entryScripts()).toEqual([]);

    image?.dispatchEvent(new Event('load'));
    drawFrame();
    expect(entryScripts()).toEqual([]);
    drawFrame();
    expect(entryScripts()).toEqual(['/assets/index-1.js']);
    // Told again (its paint reported late), it adds nothing more.
    report('largest-contentful-paint', { element: image ?? undefined });
    drawFrame();
    drawFrame();
    expect(entryScripts()).toHaveLength(1);
  });

  it('starts as soon as the image’s paint is reported', () => {
    const image = renderedPage({ image: 'loading' });
    loader('/assets/index-1.js', [], IMAGE_WAIT_MS);
    firstContentfulPaint();
    report('largest-contentful-paint', { element: image ?? undefined });
    expect(entryScripts()).toEqual(['/assets/index-1.js']);
  });

  it('goes on when the image fails, or when it is still loading after the longest wait', () => {
    const failing = renderedPage({ image: 'loading' });
    loader('/assets/index-1.js', [], IMAGE_WAIT_MS);
    firstContentfulPaint();
    failing?.dispatchEvent(new Event('error'));
    expect(entryScripts()).toEqual(['/assets/index-1.js']);

    document.head.querySelector('script[type="module"]')?.remove();
    document.body.innerHTML = '';
    FakePerformanceObserver.reported = [];
    renderedPage({ image: 'loading' });
    loader('/assets/index-2.js', [], IMAGE_WAIT_MS);
    vi.advanceTimersByTime(IMAGE_WAIT_MS);
    // The wait starts with the first paint.
    expect(entryScripts()).toEqual([]);
    firstContentfulPaint();
    vi.advanceTimersByTime(IMAGE_WAIT_MS - 1);
    expect(entryScripts()).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(entryScripts()).toEqual(['/assets/index-2.js']);
  });

  it('counts two drawn frames as the first paint where the browser does not report paints', () => {
    vi.stubGlobal('PerformanceObserver', undefined);
    renderedPage({ image: 'loaded' });
    loader('/assets/index-1.js', [], IMAGE_WAIT_MS);
    drawFrame();
    expect(entryScripts()).toEqual([]);
    drawFrame();
    // Then the image, in already: two more frames.
    drawFrame();
    expect(entryScripts()).toEqual([]);
    drawFrame();
    expect(entryScripts()).toEqual(['/assets/index-1.js']);
  });

  it('waits for the document to be parsed before looking for the image', () => {
    vi.spyOn(document, 'readyState', 'get').mockReturnValue('loading');
    loader('/assets/index-1.js', [], IMAGE_WAIT_MS);
    // The image is parsed after the loader ran.
    const image = renderedPage({ image: 'loading' });
    firstContentfulPaint();
    document.dispatchEvent(new Event('DOMContentLoaded'));
    expect(entryScripts()).toEqual([]);
    report('largest-contentful-paint', { element: image ?? undefined });
    expect(entryScripts()).toEqual(['/assets/index-1.js']);
  });

  it('starts at once in a hidden tab, which paints nothing, and when the tab is hidden while it waits', () => {
    setVisibility('hidden');
    renderedPage({ image: 'none' });
    loader('/assets/index-1.js', ['/assets/home-1.js'], IMAGE_WAIT_MS);
    expect(entryScripts()).toEqual(['/assets/index-1.js']);
    expect(preloads()).toEqual(['/assets/home-1.js']);

    document.head.querySelector('script[type="module"]')?.remove();
    setVisibility('visible');
    loader('/assets/index-2.js', [], IMAGE_WAIT_MS);
    expect(entryScripts()).toEqual([]);
    setVisibility('hidden');
    document.dispatchEvent(new Event('visibilitychange'));
    expect(entryScripts()).toEqual(['/assets/index-2.js']);
  });
});
