// The one loader of the seed and demo data (issue 29 §2): the data files of this folder, read as
// they are. Texts are Markdown with a front matter of `key: value` lines between two `---` lines
// (the value is the rest of the line, taken as written: no quotes, no escapes, one line); lists and
// tables of words are JSON. Paths are relative to this folder.
import { readFileSync } from 'node:fs';

const SEED_DIR = new URL('./', import.meta.url);

const read = (path: string) => readFileSync(new URL(path, SEED_DIR), 'utf8');

/** A JSON data file, as the type its reader declares (the seed test holds what it gives). */
export const seedJson = <T>(path: string): T => JSON.parse(read(path)) as T;

export interface MarkdownFile {
  /** The front matter's `key: value` lines. */
  meta: Record<string, string>;
  /** Everything after the front matter, without the file's final newline. */
  body: string;
}

/** Splits a Markdown text into its front matter and body. */
export function parseMarkdown(text: string, path = 'text'): MarkdownFile {
  const match = /^---\n([\s\S]*?\n)?---\n([\s\S]*)$/.exec(text);
  if (!match) throw new Error(`${path}: no front matter (a first line "---", key: value lines, a line "---")`);
  const meta: Record<string, string> = {};
  for (const line of (match[1] ?? '').split('\n').slice(0, -1)) {
    const field = /^([A-Za-z][\w-]*): (.*)$/.exec(line);
    if (!field) throw new Error(`${path}: front matter line "${line}" is not "key: value"`);
    meta[field[1]!] = field[2]!;
  }
  return { meta, body: match[2]!.replace(/\n$/, '') };
}

/** A Markdown data file with its front matter. */
export const seedMarkdown = (path: string): MarkdownFile => parseMarkdown(read(path), path);
