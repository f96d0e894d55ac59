// Markdown to safe HTML for the content store (issue 15 §1): `marked` renders CommonMark with
// GitHub tables, `sanitize-html` keeps only the tags and attributes an article needs. Links may
// point into the portal (an absolute path), to https/http/mailto addresses; images only to the
// store's own files; HTML typed into the Markdown shows as text. Every external link opens in a new tab without the opener. The plain text
// (for the search index and summaries) is taken from the sanitised HTML.
import { Marked } from 'marked';
import sanitizeHtml from 'sanitize-html';

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** HTML typed into the Markdown is shown as the text it is, never interpreted (the sanitiser is the second wall). */
const marked = new Marked({ gfm: true, breaks: false, async: false, renderer: { html: ({ text }) => escapeHtml(text) } });

/** Where the store serves its files; the only place an image may come from. */
export const CONTENT_FILE_PATH = '/core-app-api/content/files/';

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
  },
  exclusiveFilter: (frame) => frame.tag === 'img' && !(frame.attribs.src ?? '').startsWith(CONTENT_FILE_PATH),
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
