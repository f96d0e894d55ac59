// What the content store (issue 15) holds, as the areas that read and write it agree: the types of
// its files (content serves them, content-authoring accepts them) and the text-search dictionary
// of each language (content-authoring stores it with an item, knowledge-base searches with it;
// migration 023 indexes each).
import { legalLanguage, type Locale } from '../../../tenants/schema.ts';

/** What an item may hold as a file: images for the body, PDF documents for resources (served with this type). */
export const CONTENT_FILE_TYPES: ReadonlySet<string> = new Set(['image/png', 'image/jpeg', 'image/gif', 'image/webp', 'application/pdf']);

/** The text-search dictionary of a locale's language: each language is stemmed as itself. */
export function tsConfigOf(locale: Locale): 'english' | 'spanish' | 'french' {
  const language = legalLanguage(locale);
  return language === 'es' ? 'spanish' : language === 'fr' ? 'french' : 'english';
}
