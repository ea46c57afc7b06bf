/**
 * A server-rendered page can be read before any of its code runs; its code only makes it interactive. So the
 * page asks for its scripts once the browser has painted it and its largest image: before that, on a slow
 * connection the scripts (most of a first visit's bytes) share the bandwidth with the stylesheets and the image
 * the visitor is waiting for, and on a slow phone compiling them can hold up the first paint.
 *
 * The built index.html loads the entry with `<script type="module" src>` and the route's code with
 * `<link rel="modulepreload">` (front-end-pages.ts): on a rendered page both are replaced by one small inline
 * script (carrying the response's CSP nonce) that adds the same elements to the head when the time comes.
 * Client-rendered pages keep them as they are: they show nothing until their code has run.
 */

const ENTRY_SCRIPT = /[ \t]*<script type="module" crossorigin src="(\/assets\/[^"]+\.js)"><\/script>\n?/;
const MODULE_PRELOAD = /[ \t]*<link rel="modulepreload" crossorigin href="(\/assets\/[^"]+\.js)">\n?/g;

/** Longest the scripts wait for the largest image once the page is painted: a slow image never keeps the page inert for long. */
export const IMAGE_WAIT_MS = 2_500;

/**
 * The loader, run in the browser as it is written here (plain JavaScript: no build step touches it). Called with
 * the entry, the preloads and the longest wait for the image, it adds the preloads and the entry script to the
 * head once the browser has shown the page: its first contentful paint reported, then, when the page has an image
 * marked as its largest paint (fetchpriority="high"), that image painted (its largest-contentful-paint entry, or
 * two frames after it loaded), failed, or IMAGE_WAIT_MS gone by. Where the paint timing API is missing, two drawn
 * frames stand for the first paint. A hidden tab paints nothing: there, and as soon as the tab is hidden, nothing
 * waits.
 */
export const LOADER = `function (entry, preloads, imageWaitMs) {
  var started = false;
  function start() {
    if (started) return;
    started = true;
    preloads.forEach(function (href) {
      var link = document.createElement('link');
      link.rel = 'modulepreload';
      link.crossOrigin = '';
      link.href = href;
      document.head.appendChild(link);
    });
    var script = document.createElement('script');
    script.type = 'module';
    script.crossOrigin = '';
    script.src = entry;
    document.head.appendChild(script);
  }
  function once(then) {
    var called = false;
    return function () {
      if (called) return;
      called = true;
      then();
    };
  }
  function afterFrames(then) {
    requestAnimationFrame(function () {
      requestAnimationFrame(function () { setTimeout(then, 0); });
    });
  }
  function observes(type) {
    return typeof PerformanceObserver === 'function' && (PerformanceObserver.supportedEntryTypes || []).indexOf(type) >= 0;
  }
  function onEntry(type, accept, then) {
    var observer = new PerformanceObserver(function (list) {
      if (!list.getEntries().some(accept)) return;
      observer.disconnect();
      then();
    });
    observer.observe({ type: type, buffered: true });
  }
  function painted(then) {
    if (!observes('paint')) return afterFrames(then);
    onEntry('paint', function (e) { return e.name === 'first-contentful-paint'; }, then);
  }
  function imagePainted(image, then) {
    var done = once(then);
    if (observes('largest-contentful-paint')) {
      onEntry('largest-contentful-paint', function (e) { return e.element === image; }, done);
    }
    if (image.complete) afterFrames(done);
    image.addEventListener('load', function () { afterFrames(done); });
    image.addEventListener('error', done);
    setTimeout(done, imageWaitMs);
  }
  function whenParsed() {
    if (document.visibilityState === 'hidden') return start();
    document.addEventListener('visibilitychange', function () {
      if (document.visibilityState === 'hidden') start();
    });
    var image = document.querySelector('#root img[fetchpriority="high"]');
    painted(function () {
      if (image) imagePainted(image, start);
      else start();
    });
  }
  if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', whenParsed, { once: true });
  else whenParsed();
}`;

const escapeAttribute = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** JSON that is safe inside a <script> element (no `</script>` or `<!--` can close or comment it). */
const scriptJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

/**
 * The page template with its entry script and module preloads replaced by the inline loader. A template without
 * the built entry script (the development server's) is returned unchanged.
 */
export function scriptsAfterFirstPaint(template: string, nonce: string): string {
  const entry = ENTRY_SCRIPT.exec(template)?.[1];
  if (entry === undefined) return template;
  const preloads = [...template.matchAll(MODULE_PRELOAD)].map((match) => match[1] as string);
  const loader =
    `<script nonce="${escapeAttribute(nonce)}">(${LOADER})(` +
    `${scriptJson(entry)}, ${scriptJson(preloads)}, ${IMAGE_WAIT_MS});</script>\n`;
  return template.replace(MODULE_PRELOAD, '').replace(ENTRY_SCRIPT, () => `    ${loader}`);
}
