import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LOADER } from '../../server/http/scripts-after-paint';

// The loader as the page runs it: plain JavaScript from the server, not a module of the app.
type Loader = (entry: string, preloads: string[], imageWaitMs: number) => void;
const loader = new Function(`return (${LOADER});`)() as Loader;

const entryScripts = () => [...document.head.querySelectorAll('script[type="module"]')].map((s) => s.getAttribute('src'));
const preloads = () => [...document.head.querySelectorAll('link[rel="modulepreload"]')].map((l) => l.getAttribute('href'));

function setVisibility(state: DocumentVisibilityState) {
  vi.spyOn(document, 'visibilityState', 'get').mockReturnValue(state);
}

function renderedPage({ image }: { image: 'none' | 'loading' | 'loaded' }) {
  const root = document.createElement('div');
  root.id = 'root';
  root.innerHTML =
    image === 'none'
      ? '<p>Taste the Adventure</p>'
      : '<img src="/images/products/original.svg" fetchpriority="high" alt=""><img src="/images/products/chilli.svg" alt="">';
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

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'requestAnimationFrame'] });
  setVisibility('visible');
});

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  for (const added of document.head.querySelectorAll('script[type="module"], link[rel="modulepreload"]')) added.remove();
  document.body.innerHTML = '';
});

describe('the loader of a server-rendered page', () => {
  it('adds the entry and its preloads only once the largest image has loaded and a frame has been drawn', () => {
    const image = renderedPage({ image: 'loading' });
    loader('/assets/index-1.js', ['/assets/shop-1.js'], 2500);
    drawFrame();
    expect(entryScripts()).toEqual([]);

    image?.dispatchEvent(new Event('load'));
    expect(entryScripts()).toEqual([]);
    drawFrame();
    expect(entryScripts()).toEqual(['/assets/index-1.js']);
    expect(preloads()).toEqual(['/assets/shop-1.js']);
    const script = document.head.querySelector('script[type="module"]');
    expect(script?.getAttribute('crossorigin')).toBe('');
  });

  it('goes on when the image fails, and adds everything once however often it is told to', () => {
    const image = renderedPage({ image: 'loading' });
    loader('/assets/index-1.js', [], 2500);
    image?.dispatchEvent(new Event('error'));
    drawFrame();
    vi.advanceTimersByTime(2500);
    drawFrame();
    expect(entryScripts()).toEqual(['/assets/index-1.js']);
  });

  it('waits no longer than the given time for a slow image', () => {
    renderedPage({ image: 'loading' });
    loader('/assets/index-1.js', [], 2500);
    vi.advanceTimersByTime(2499);
    expect(entryScripts()).toEqual([]);
    vi.advanceTimersByTime(1);
    drawFrame();
    expect(entryScripts()).toEqual(['/assets/index-1.js']);
  });

  it('needs only a drawn frame on a page whose largest paint is text, or whose image is in already', () => {
    renderedPage({ image: 'none' });
    loader('/assets/index-1.js', [], 2500);
    expect(entryScripts()).toEqual([]);
    drawFrame();
    expect(entryScripts()).toEqual(['/assets/index-1.js']);

    document.head.querySelector('script[type="module"]')?.remove();
    document.body.innerHTML = '';
    renderedPage({ image: 'loaded' });
    loader('/assets/index-2.js', [], 2500);
    drawFrame();
    expect(entryScripts()).toEqual(['/assets/index-2.js']);
  });

  it('waits for the document to be parsed before looking for the image', () => {
    vi.spyOn(document, 'readyState', 'get').mockReturnValue('loading');
    loader('/assets/index-1.js', [], 2500);
    // The image is parsed after the loader ran.
    const image = renderedPage({ image: 'loading' });
    document.dispatchEvent(new Event('DOMContentLoaded'));
    drawFrame();
    expect(entryScripts()).toEqual([]);
    image?.dispatchEvent(new Event('load'));
    drawFrame();
    expect(entryScripts()).toEqual(['/assets/index-1.js']);
  });

  it('starts at once in a hidden tab, which draws no frames', () => {
    setVisibility('hidden');
    renderedPage({ image: 'none' });
    loader('/assets/index-1.js', ['/assets/home-1.js'], 2500);
    expect(entryScripts()).toEqual(['/assets/index-1.js']);
    expect(preloads()).toEqual(['/assets/home-1.js']);
  });
});
