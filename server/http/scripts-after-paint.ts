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

/** Longest the scripts wait for the largest image once the page is parsed: a slow image never keeps the page inert for long. */
export const IMAGE_WAIT_MS = 2_500;

/**
 * The loader, run in the browser as it is written here (plain JavaScript: no build step touches it). Called with
 * the entry, the preloads and the longest wait for the image. Once the document is parsed, it waits for the image
 * marked as the largest paint (fetchpriority="high") to load or fail, then for a frame to be drawn, then adds the
 * preloads and the entry script to the head. A hidden tab draws no frames: there nothing waits.
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
  function afterPaint() {
    if (document.visibilityState === 'hidden') return start();
    requestAnimationFrame(function () { setTimeout(start, 0); });
  }
  function whenParsed() {
    var image = document.querySelector('#root img[fetchpriority="high"]');
    if (!image || image.complete) return afterPaint();
    image.addEventListener('load', afterPaint, { once: true });
    image.addEventListener('error', afterPaint, { once: true });
    setTimeout(afterPaint, imageWaitMs);
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
