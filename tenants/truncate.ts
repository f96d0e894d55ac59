// Cutting a long text to a length (spec §9 "Truncation": 50 by default, 50 for activity details and
// incident subjects, fewer for e-mails and app access in tables; issue 28 §5): the words that fit,
// then '…', so that a reader never meets half a word without a sign that the text goes on. Pure
// TypeScript, in tenants/ because the portal (TruncatedText) and the server (an incident's
// subject) cut the same way.

export const ELLIPSIS = '…';

/** Characters a cut may end on besides the word before them: a dangling comma or separator reads as noise before '…'. */
const TRAILING = /[\s,;:|/–—-]+$/u;

/**
 * `text` as it is when it has at most `limit` characters; otherwise its words that fit, cut at the
 * last space, and '…'. The ellipsis counts in the limit, so a cut text is never longer than the
 * limit and cutting it again changes nothing (a subject cut by the server stays whole in a list that
 * cuts at the same length). A first word longer than the limit is cut where the limit falls.
 */
export function truncateAtWord(text: string, limit: number): string {
  const chars = [...text];
  if (chars.length <= limit) return text;
  const room = Math.max(limit - 1, 0);
  // The characters that fit and the one after them: a space there means the last word fits whole.
  const head = chars.slice(0, room + 1).join('');
  const words = /^([\s\S]*\S)\s/.exec(head)?.[1]?.replace(TRAILING, '') ?? '';
  const kept = words || chars.slice(0, room).join('').replace(TRAILING, '');
  return `${kept}${ELLIPSIS}`;
}
