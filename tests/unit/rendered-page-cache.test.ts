import { describe, expect, it } from 'vitest';
import { renderedPageCache } from '../../server/http/rendered-page-cache';
import type { RenderedPage } from '../../src/entry-server';

/** A renderer that counts its renders and writes the nonce it was given into the page, as entry-server does. */
function counting(status = 200) {
  const renders: string[] = [];
  const render = async (url: string, nonce: string): Promise<RenderedPage> => {
    renders.push(url);
    return { status, html: `<script nonce="${nonce}">${url}</script><p>${renders.length}</p>` };
  };
  return { renders, render };
}

describe('rendered page cache', () => {
  it('renders a URL once while the version holds, each answer with its own nonce in place of the placeholder', async () => {
    const { renders, render } = counting();
    const pages = renderedPageCache({ version: () => 1, render });
    const first = await pages('/shop', 'nonce-A');
    const second = await pages('/shop', 'nonce-B');
    expect(renders).toEqual(['/shop']);
    expect(first).toEqual({ status: 200, html: '<script nonce="nonce-A">/shop</script><p>1</p>' });
    expect(second).toEqual({ status: 200, html: '<script nonce="nonce-B">/shop</script><p>1</p>' });
  });

  it('renders again once the version moves (the catalogue changed, or a new build)', async () => {
    const { renders, render } = counting();
    let version = 1;
    const pages = renderedPageCache({ version: () => version, render });
    await pages('/shop', 'n');
    version = 2;
    expect(await pages('/shop', 'n')).toEqual({ status: 200, html: '<script nonce="n">/shop</script><p>2</p>' });
    expect(renders).toEqual(['/shop', '/shop']);
  });

  it('asks once for a page many requests want at the same moment', async () => {
    const { renders, render } = counting();
    const pages = renderedPageCache({ version: () => 1, render });
    const answers = await Promise.all(Array.from({ length: 20 }, (_, i) => pages('/about', `n${i}`)));
    expect(renders).toEqual(['/about']);
    expect(answers.filter((answer) => answer.location === undefined && answer.html.includes('nonce="n7"'))).toHaveLength(1);
  });

  it('keeps no not-found page (any URL can ask for one) and no failure', async () => {
    const notFound = counting(404);
    const pages = renderedPageCache({ version: () => 1, render: notFound.render });
    await pages('/shop/no-such', 'n');
    await pages('/shop/no-such', 'n');
    expect(notFound.renders).toHaveLength(2);

    let calls = 0;
    const failing = renderedPageCache({
      version: () => 1,
      render: async () => {
        calls += 1;
        if (calls === 1) throw new Error('render failed');
        return { status: 200, html: 'ok' };
      },
    });
    await expect(failing('/shop', 'n')).rejects.toThrow('render failed');
    expect(await failing('/shop', 'n')).toEqual({ status: 200, html: 'ok' });
  });

  it('keeps at most maxPages, dropping the least recently used', async () => {
    const { renders, render } = counting();
    const pages = renderedPageCache({ version: () => 1, render, maxPages: 2 });
    await pages('/a', 'n');
    await pages('/b', 'n');
    await pages('/a', 'n'); // /a used again: /b is now the oldest
    await pages('/c', 'n'); // drops /b
    await pages('/a', 'n');
    await pages('/b', 'n');
    expect(renders).toEqual(['/a', '/b', '/c', '/b']);
  });

  it('renders with a long random placeholder for the nonce, which never goes out', async () => {
    let placeholder = '';
    const pages = renderedPageCache({
      version: () => 1,
      render: async (_url, nonce) => {
        placeholder = nonce;
        return { status: 200, html: `<script nonce="${nonce}"></script>` };
      },
    });
    const answer = await pages('/', 'fresh');
    expect(placeholder.length).toBeGreaterThanOrEqual(32);
    expect(answer).toEqual({ status: 200, html: '<script nonce="fresh"></script>' });
  });

  it('a not-found answer or a page rendered with keep: false takes no place, so it pushes no real page out', async () => {
    const renders: string[] = [];
    const pages = renderedPageCache({
      version: () => 1,
      maxPages: 1,
      render: async (url) => {
        renders.push(url);
        return { status: url === '/real' ? 200 : 404, html: url };
      },
    });
    await pages('/real', 'n');
    for (let i = 0; i < 5; i++) await pages(`/missing-${i}`, 'n');
    await pages('/shop/%00', 'n', { keep: false });
    await pages('/real', 'n');
    expect(renders.filter((url) => url === '/real')).toHaveLength(1);
  });
});
