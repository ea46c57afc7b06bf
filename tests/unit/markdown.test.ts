import { describe, expect, it } from 'vitest';
import { renderMarkdown } from '../../shared/markdown';

/** Every href and src the HTML carries. */
const addresses = (html: string) => [...html.matchAll(/\b(?:href|src)="([^"]*)"/g)].map((m) => m[1]);

describe('owner-written Markdown', () => {
  it('renders headings, lists, tables and links on this site or the web', () => {
    const html = renderMarkdown(
      '## Delivery\n\n- Sealed food: 14 days\n- Opened food: no\n\n| Weight | Price |\n|---|---|\n| 1 kg | £3.95 |\n\n' +
        'See [our terms](/terms), [Royal Mail](https://www.royalmail.com), [email](mailto:hello@example.com) or [call](tel:+441904123456).',
    );
    expect(html).toContain('<h2>Delivery</h2>');
    expect(html).toContain('<li>Sealed food: 14 days</li>');
    expect(html).toContain('<td>£3.95</td>');
    expect(addresses(html)).toEqual(['/terms', 'https://www.royalmail.com', 'mailto:hello@example.com', 'tel:+441904123456']);
  });

  it('shows raw HTML as text: no script, no element with an event handler', () => {
    const html = renderMarkdown('<script>alert(1)</script>\n\n<img src=x onerror=alert(1)>\n\nHello <b onclick="x()">there</b>');
    expect(html).not.toMatch(/<script|<img|<b\b/i);
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(html).toContain('&lt;img src=x onerror=alert(1)&gt;');
    expect(html).toContain('&lt;b onclick=&quot;x()&quot;&gt;');
  });

  it('links to no script or data address, however it is spelt', () => {
    const hostile = [
      '[x](javascript:alert(1))',
      '[x](JaVaScRiPt:alert(1))',
      '[x](javascript&#58;alert(1))',
      '[x](&#x6A;avascript:alert(1))',
      '[x]( javascript:alert(1))',
      '[x](<javascript:alert(1)>)',
      '<javascript:alert(1)>',
      '[x](vbscript:msgbox(1))',
      '[x](data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==)',
      '![x](data:image/svg+xml;base64,PHN2Zy8+)',
      '![x](data:image/png;base64,iVBORw0KGgo=)',
      '[x](file:///etc/passwd)',
      '[x][r]\n\n[r]: javascript:alert(1)',
    ];
    for (const source of hostile) {
      const html = renderMarkdown(source);
      expect(addresses(html), source).toEqual([]);
      expect(html, source).not.toMatch(/<a\b|<img\b/);
    }
  });
});
