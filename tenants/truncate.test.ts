// Long texts are cut between words with '…' (spec §9 "Truncation"; issue 28 §5): the rule the
// portal's tables and the server's incident subjects share.
import { describe, expect, test } from 'vitest';
import { truncateAtWord } from './truncate.ts';

describe('truncateAtWord', () => {
  test('a text within the limit stays as it is', () => {
    expect(truncateAtWord('Report Builder', 50)).toBe('Report Builder');
    expect(truncateAtWord('x'.repeat(50), 50)).toBe('x'.repeat(50));
  });

  test('a longer text ends at the last whole word that fits, with …, never past the limit', () => {
    // The first 50 characters end in "…aplicación Ch".
    const subject = 'Los datos no cargan desde ayer en la aplicación Channel Performance';
    const cut = truncateAtWord(subject, 50);
    expect(cut).toBe('Los datos no cargan desde ayer en la aplicación…');
    expect([...cut].length).toBeLessThanOrEqual(50);
    expect(truncateAtWord('The dashboard stays blank after sign-in, since Monday morning', 50)).toBe(
      'The dashboard stays blank after sign-in, since…',
    );
  });

  test('a word that ends exactly at the limit is kept whole', () => {
    // 49 characters of words, then a space: the words and '…' make 50.
    const text = `${'abcd '.repeat(9)}abcd and more`;
    expect(truncateAtWord(text, 50)).toBe(`${'abcd '.repeat(9)}abcd…`);
  });

  test('separators left at the cut go: no "Builder |…" or "sign-in,…"', () => {
    expect(truncateAtWord('Report Builder | Shopper Behavior', 20)).toBe('Report Builder…');
    expect(truncateAtWord('Blocked for a reason, which goes on', 22)).toBe('Blocked for a reason…');
  });

  test('a first word longer than the limit is cut where the limit falls', () => {
    expect(truncateAtWord('someone.with.a.long.name@example.com', 17)).toBe('someone.with.a.l…');
  });

  test('cutting again changes nothing', () => {
    const once = truncateAtWord('Changed the application access of the user from Report Builder to Shopper Behavior', 50);
    expect(truncateAtWord(once, 50)).toBe(once);
  });
});
