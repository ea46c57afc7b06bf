import { describe, expect, it } from 'vitest';
import { IMAGE_WAIT_MS, LOADER, scriptsAfterFirstPaint } from '../../server/http/scripts-after-paint';

const BUILT = `<!doctype html>
<html lang="en-GB">
  <head>
    <meta charset="UTF-8" />
    <link rel="preload" href="/api/trpc/account.session?batch=1" as="fetch" crossorigin="anonymous" />
    <title>Royal Biltong</title>
    <script type="module" crossorigin src="/assets/index-1.js"></script>
    <link rel="stylesheet" crossorigin href="/assets/index-1.css">
    <link rel="modulepreload" crossorigin href="/assets/shop-1.js">
    <link rel="stylesheet" crossorigin href="/assets/shop-1.css">
    <link rel="modulepreload" crossorigin href="/assets/card-1.js">
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>`;

describe('scripts after the first paint', () => {
  it('replaces the entry script and the module preloads with one loader carrying the nonce', () => {
    const page = scriptsAfterFirstPaint(BUILT, 'n0nce');
    expect(page).not.toContain('<script type="module"');
    expect(page).not.toContain('rel="modulepreload"');
    const loaders = page.match(/<script nonce="n0nce">[\s\S]*?<\/script>/g) ?? [];
    expect(loaders).toHaveLength(1);
    expect(loaders[0]).toContain(
      `(${LOADER})("/assets/index-1.js", ["/assets/shop-1.js","/assets/card-1.js"], ${IMAGE_WAIT_MS});`,
    );
  });

  it('keeps the stylesheets and the data preloads where they were: the page is painted with them', () => {
    const page = scriptsAfterFirstPaint(BUILT, 'n0nce');
    for (const kept of [
      '<link rel="stylesheet" crossorigin href="/assets/index-1.css">',
      '<link rel="stylesheet" crossorigin href="/assets/shop-1.css">',
      '<link rel="preload" href="/api/trpc/account.session?batch=1" as="fetch" crossorigin="anonymous" />',
    ]) {
      expect(page).toContain(kept);
    }
    expect(page.indexOf('<script nonce')).toBeLessThan(page.indexOf('</head>'));
  });

  it('leaves a template without a built entry script alone (the development server’s)', () => {
    const dev = BUILT.replace(
      '<script type="module" crossorigin src="/assets/index-1.js"></script>',
      '<script type="module" src="/src/main.tsx"></script>',
    );
    expect(scriptsAfterFirstPaint(dev, 'n0nce')).toBe(dev);
  });

  it('escapes the nonce and writes the addresses so that nothing in them can end the script', () => {
    const odd = BUILT.replace('/assets/shop-1.js', '/assets/x</script><b>.js');
    const page = scriptsAfterFirstPaint(odd, '"><x');
    expect(page).toContain('<script nonce="&quot;&gt;&lt;x">');
    expect(page.match(/<\/script>/g)).toHaveLength(1);
  });
});
