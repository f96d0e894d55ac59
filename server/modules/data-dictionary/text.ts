// How the data dictionary compares text (issue 13 §2: "accents and case do not matter"): an entry's
// words and a search term are folded the same way — lower case, accents removed, `_` and other
// punctuation as spaces, spaces collapsed — so that "Pédido", "pedido" and "PEDIDO" are one word and
// a technical name like net_sls_amt reads as "net sls amt". The entry's folded text is stored with
// it (db/migrations/014_glossary.ts), so the database needs no unaccent extension.

/** Lower case, without accents; `_`, `-`, `/`, `.` and other punctuation (but `%`) as spaces; spaces collapsed. */
export function fold(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}%]+/gu, ' ')
    .trim();
}

/** The words of folded text. */
export const wordsOf = (folded: string): string[] => (folded ? folded.split(' ') : []);
