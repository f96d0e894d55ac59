// Markdown to safe HTML for the content store (issue 15 §1): `marked` renders CommonMark with
// GitHub tables, `sanitize-html` keeps only the tags and attributes an article needs. Links may
// point into the portal (an absolute path), to https/http/mailto addresses; images only to the
// store's own files, by the path they resolve to (`contentFileSrc`, issue 30 §1); HTML typed into
// the Markdown shows as text. Every external link opens in a new tab without the opener. The plain
// text (for the search index and summaries) is taken from the sanitised HTML.
import { Marked } from 'marked';
import sanitizeHtml from 'sanitize-html';

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** HTML typed into the Markdown is shown as the text it is, never interpreted (the sanitiser is the second wall). */
const marked = new Marked({ gfm: true, breaks: false, async: false, renderer: { html: ({ text }) => escapeHtml(text) } });

/** Where the store serves its files; the only place an image may come from. */
export const CONTENT_FILE_PATH = '/core-app-api/content/files/';

/** What a path is resolved against: any origin will do, only whether the result stays on it matters. */
const SITE = 'http://portal.invalid';
const FILE_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A URL as the browser resolves it on the portal's page (dot segments, %2e, backslashes), or null if it cannot. */
function resolved(href: string): URL | null {
  try {
    return new URL(href, SITE);
  } catch {
    return null;
  }
}

/**
 * The store file an image points at, as the one path it may take (`/core-app-api/content/files/<id>`),
 * or null (issue 30 §1). A prefix is not enough: `/core-app-api/content/files/../../…`, its
 * percent-encoded and backslash forms resolve elsewhere on the site, where the reader's browser
 * would send a request with the reader's cookies. So the path is resolved first, then must be a
 * file id and nothing else: no other site, no query.
 */
export function contentFileSrc(src: string): string | null {
  const url = resolved(src);
  if (!url || url.origin !== SITE || url.username || url.password || url.search || url.hash) return null;
  if (!url.pathname.startsWith(CONTENT_FILE_PATH)) return null;
  const id = url.pathname.slice(CONTENT_FILE_PATH.length);
  return FILE_ID.test(id) ? `${CONTENT_FILE_PATH}${id.toLowerCase()}` : null;
}

const INTERNAL_PATH = /^\/(?!\/)/;

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
    'h2',
    'h3',
    'h4',
    'p',
    'br',
    'hr',
    'ul',
    'ol',
    'li',
    'strong',
    'em',
    'del',
    'code',
    'pre',
    'blockquote',
    'a',
    'img',
    'table',
    'thead',
    'tbody',
    'tr',
    'th',
    'td',
  ],
  allowedAttributes: { a: ['href', 'title', 'target', 'rel'], img: ['src', 'alt', 'title'], th: ['align'], td: ['align'] },
  allowedSchemes: ['https', 'http', 'mailto'],
  allowedSchemesByTag: { img: [] },
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  // A level-1 heading is the page's own title: an article's headings start at level 2.
  transformTags: {
    h1: 'h2',
    a: (tagName, attribs) => {
      const href = attribs.href ?? '';
      if (INTERNAL_PATH.test(href)) return { tagName, attribs: { href, ...(attribs.title ? { title: attribs.title } : {}) } };
      return { tagName, attribs: { ...attribs, target: '_blank', rel: 'noopener noreferrer' } };
    },
    img: (tagName, attribs) => ({ tagName, attribs: { ...attribs, src: contentFileSrc(attribs.src ?? '') ?? '' } }),
  },
  exclusiveFilter: (frame) => frame.tag === 'img' && !frame.attribs.src,
};

export interface RenderedMarkdown {
  html: string;
  /** The words a reader sees, one space between blocks: what the search indexes. */
  text: string;
}

export function renderMarkdown(markdown: string): RenderedMarkdown {
  const html = sanitizeHtml(marked.parse(markdown) as string, OPTIONS).trim();
  const text = sanitizeHtml(html.replace(/<\/(p|h[2-4]|li|td|th|pre|blockquote)>/g, '$& '), { allowedTags: [], allowedAttributes: {} })
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/\s+/g, ' ')
    .trim();
  return { html, text };
}
