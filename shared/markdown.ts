import MarkdownIt from 'markdown-it';

/**
 * The one Markdown renderer of the owner's pages: the server renders the public pages with it and the back
 * office's preview runs the same code, so the preview is what visitors get.
 *
 * Raw HTML is off (`html: false`): a `<script>` or an `<img onerror=…>` typed into a page comes out as text. Links
 * and images keep only addresses on this site (a path or an anchor) or with an http(s), mailto or tel scheme:
 * markdown-it's own check already refuses javascript:, vbscript: and file:, and this one refuses data: as well.
 */
const markdown = new MarkdownIt({ html: false, linkify: false, typographer: false });

const ALLOWED_SCHEME = /^(https?|mailto|tel):/;
const ANY_SCHEME = /^[a-z][a-z0-9+.-]*:/;

markdown.validateLink = (url: string): boolean => {
  // Browsers ignore leading spaces and control characters and letter case in a scheme: so does this check.
  // biome-ignore lint/suspicious/noControlCharactersInRegex: stripping them, as a browser does, is the point.
  const address = url.replace(/[\u0000-\u0020]/g, '').toLowerCase();
  return ALLOWED_SCHEME.test(address) || !ANY_SCHEME.test(address);
};

/** HTML for a page's Markdown: safe to put into the page as it is. */
export function renderMarkdown(source: string): string {
  return markdown.render(source);
}
