// The message catalogs (locales/<locale>/messages.po): every locale translates every message of the
// source locale (en-US), keeps its placeholders and tags, carries no ids the source does not have,
// and the source catalog itself matches what `lingui extract` finds in the code.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, test } from 'vitest';

const ROOT = fileURLToPath(new URL('..', import.meta.url));

interface LinguiCatalogConfig {
  path: string;
  include?: string[];
  exclude?: string[];
}
interface LinguiConfig {
  locales: string[];
  sourceLocale: string;
  catalogs: LinguiCatalogConfig[];
  [option: string]: unknown;
}

const LINGUI = (JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as { lingui: LinguiConfig }).lingui;
const SOURCE = LINGUI.sourceLocale;
const TARGETS = LINGUI.locales.filter((l) => l !== SOURCE);

const catalogFile = (catalog: LinguiCatalogConfig, locale: string) =>
  `${catalog.path.replace('<rootDir>', ROOT).replace('{locale}', locale)}.po`;

// ---------------------------------------------------------------------------------------------
// A small PO reader: comments, msgctxt, msgid, msgstr (and plural forms), continuation lines.

interface PoEntry {
  context?: string;
  id: string;
  /** msgstr, or the msgstr[n] forms joined for plural entries. */
  translation: string[];
}

function unquote(literal: string, where: string): string {
  const m = /^"((?:[^"\\]|\\.)*)"$/.exec(literal.trim());
  if (!m) throw new Error(`${where}: not a PO string: ${literal}`);
  const escapes: Record<string, string> = { n: '\n', t: '\t', r: '\r', '"': '"', '\\': '\\' };
  return m[1]!.replace(/\\(.)/g, (_, c: string) => escapes[c] ?? c);
}

function parsePo(file: string): PoEntry[] {
  const entries: PoEntry[] = [];
  let fields: Record<string, string> = {};
  let current: string | null = null;
  const flush = () => {
    if ('msgid' in fields) {
      const forms = Object.keys(fields)
        .filter((k) => k.startsWith('msgstr'))
        .sort()
        .map((k) => fields[k]!);
      entries.push({ context: fields.msgctxt, id: fields.msgid!, translation: forms });
    }
    fields = {};
    current = null;
  };
  readFileSync(file, 'utf8')
    .split(/\r?\n/)
    .forEach((raw, index) => {
      const line = raw.trim();
      const where = `${file}:${index + 1}`;
      if (line === '') return flush();
      if (line.startsWith('#')) {
        // A comment after a complete entry starts the next one (files without blank lines).
        if (current) flush();
        return;
      }
      const keyword = /^(msgctxt|msgid_plural|msgid|msgstr(?:\[\d+\])?)\s+(".*")$/.exec(line);
      if (keyword) {
        if (keyword[1] === 'msgctxt' || (keyword[1] === 'msgid' && 'msgid' in fields)) flush();
        current = keyword[1]!;
        fields[current] = unquote(keyword[2]!, where);
      } else if (line.startsWith('"') && current) {
        fields[current] += unquote(line, where);
      } else {
        throw new Error(`${where}: cannot read line: ${raw}`);
      }
    });
  flush();
  // The header (msgid "") is not a message.
  return entries.filter((e) => e.id !== '' || e.context !== undefined);
}

const keyOf = (e: PoEntry) => (e.context === undefined ? e.id : `${e.context}\u0004${e.id}`);
const label = (e: PoEntry) =>
  e.context === undefined ? JSON.stringify(e.id) : `${JSON.stringify(e.id)} (context ${JSON.stringify(e.context)})`;

function readCatalog(file: string): Map<string, PoEntry> {
  const map = new Map<string, PoEntry>();
  for (const entry of parsePo(file)) {
    if (map.has(keyOf(entry))) throw new Error(`${file}: ${label(entry)} appears twice`);
    map.set(keyOf(entry), entry);
  }
  return map;
}

/** The English text: msgstr of the source catalog, or the msgid for messages without an explicit id. */
const englishOf = (e: PoEntry) => (e.translation.some((t) => t !== '') ? e.translation.join('\u0000') : e.id);

// ---------------------------------------------------------------------------------------------
// Placeholders: ICU arguments ({name}, {0}, {count, plural, ...}) and Lingui's numbered tags (<0>…</0>, <0/>).

/** Argument names of an ICU message, including those inside plural/select branches. */
function argumentNames(message: string): string[] {
  const names: string[] = [];
  let i = 0;
  // Reads text until the closing brace of the enclosing sub-message (or the end).
  const readText = (): void => {
    while (i < message.length) {
      const c = message[i]!;
      if (c === "'" && message[i + 1] === "'") {
        i += 2;
      } else if (c === "'" && (message[i + 1] === '{' || message[i + 1] === '}')) {
        // Quoted literal: '{' ... '
        const end = message.indexOf("'", i + 1);
        i = end === -1 ? message.length : end + 1;
      } else if (c === '{') {
        i++;
        readArgument();
      } else if (c === '}') {
        return;
      } else {
        i++;
      }
    }
  };
  const readArgument = (): void => {
    const head = /^\s*([^\s,{}]+)\s*(?:,\s*([A-Za-z]+)\s*)?/.exec(message.slice(i));
    names.push(head?.[1] ?? '');
    i += head?.[0].length ?? 0;
    const type = head?.[2];
    if (message[i] === '}') {
      i++;
      return;
    }
    if (type === 'plural' || type === 'select' || type === 'selectordinal') {
      i++; // the comma after the type
      // Options: `offset:1`, selectors (one, other, =0, male) each followed by {sub-message}.
      while (i < message.length && message[i] !== '}') {
        if (message[i] === '{') {
          i++;
          readText();
          i++; // closing brace of the branch
        } else {
          i++;
        }
      }
      i++;
      return;
    }
    // number/date/time with a style: skip to the matching brace.
    let depth = 1;
    while (i < message.length && depth > 0) {
      if (message[i] === '{') depth++;
      else if (message[i] === '}') depth--;
      i++;
    }
  };
  while (i < message.length) {
    readText();
    if (i < message.length) i++; // an unmatched closing brace
  }
  return names;
}

function placeholders(message: string): string[] {
  const args = argumentNames(message).map((n) => `{${n}}`);
  const tags = [...message.matchAll(/<\/?\d+\s*\/?>/g)].map((m) => m[0].replace(/\s+/g, ''));
  return [...args, ...tags].sort();
}

/** One line per problem, so that a failure names every locale and msgid at once. */
function expectNoProblems(problems: string[], hint?: string): void {
  expect(problems.join('\n'), hint).toBe('');
}

// ---------------------------------------------------------------------------------------------

describe.each(LINGUI.catalogs.map((catalog) => [catalog.path, catalog] as const))('catalog %s', (_, catalog) => {
  const source = readCatalog(catalogFile(catalog, SOURCE));

  test(`the source catalog (${SOURCE}) has messages, each with its English text`, () => {
    expect(source.size).toBeGreaterThan(0);
    const problems = [...source.values()].filter((e) => englishOf(e) === '').map((e) => `${SOURCE}: ${label(e)} has no English text`);
    expectNoProblems(problems);
  });

  test.each(TARGETS)('%s has every message of the source catalog, translated, and no other ids', (locale) => {
    const target = readCatalog(catalogFile(catalog, locale));
    const problems: string[] = [];
    for (const [key, entry] of source) {
      const translated = target.get(key);
      if (!translated) problems.push(`${locale}: ${label(entry)} is missing`);
      else if (translated.translation.length === 0 || translated.translation.some((t) => t.trim() === ''))
        problems.push(`${locale}: ${label(entry)} has an empty msgstr`);
    }
    for (const [key, entry] of target) {
      if (!source.has(key)) problems.push(`${locale}: ${label(entry)} is not in ${SOURCE} (stale id; run npm run i18n:extract)`);
    }
    expectNoProblems(problems);
  });

  test("fr-CA writes its elisions with one apostrophe, the typographic one (l’application, not l'application beside d’utilisation)", () => {
    const target = readCatalog(catalogFile(catalog, 'fr-CA'));
    const problems = [...target.values()].flatMap((entry) =>
      entry.translation.filter((text) => /\p{L}'\p{L}/u.test(text)).map((text) => `fr-CA: ${label(entry)}: ${JSON.stringify(text)}`),
    );
    expectNoProblems(problems);
  });

  test.each(TARGETS)('%s keeps the placeholders and tags of the English text', (locale) => {
    const target = readCatalog(catalogFile(catalog, locale));
    const problems: string[] = [];
    for (const [key, entry] of source) {
      const expected = placeholders(englishOf(entry));
      for (const text of target.get(key)?.translation ?? []) {
        if (text === '') continue; // reported by the completeness test
        const actual = placeholders(text);
        if (actual.join(' ') !== expected.join(' ')) {
          problems.push(
            `${locale}: ${label(entry)} has placeholders [${actual.join(' ')}], English has [${expected.join(' ')}]: ${JSON.stringify(text)}`,
          );
        }
      }
    }
    expectNoProblems(problems);
  });
});

// lingui extract over the whole source, in a process of its own: a build step's time, not a test's.
test('the catalogs hold exactly the messages that lingui extract finds in the source', () => {
  const tmp = mkdtempSync(join(tmpdir(), 'lingui-extract-'));
  try {
    // The project's own configuration, writing the source locale only, into a scratch directory.
    const config = {
      ...LINGUI,
      rootDir: ROOT,
      locales: [SOURCE],
      fallbackLocales: {},
      catalogs: LINGUI.catalogs.map((catalog, index) => ({ ...catalog, path: join(tmp, String(index), '{locale}', 'messages') })),
    };
    const configFile = join(tmp, 'lingui.config.json');
    writeFileSync(configFile, JSON.stringify(config));
    const cli = join(dirname(createRequire(import.meta.url).resolve('@lingui/cli')), 'lingui.js');
    execFileSync(process.execPath, [cli, 'extract', '--config', configFile], { cwd: ROOT, stdio: 'pipe' });

    const problems: string[] = [];
    LINGUI.catalogs.forEach((catalog, index) => {
      const extracted = readCatalog(join(tmp, String(index), SOURCE, 'messages.po'));
      const committed = readCatalog(catalogFile(catalog, SOURCE));
      for (const [key, entry] of extracted) {
        if (!committed.has(key)) problems.push(`${SOURCE}: ${label(entry)} is in the code but not in the catalog`);
      }
      for (const [key, entry] of committed) {
        if (!extracted.has(key)) problems.push(`${SOURCE}: ${label(entry)} is in the catalog but no longer in the code`);
      }
    });
    expectNoProblems(problems, 'the catalogs are stale: run npm run i18n:extract');
  } finally {
    rmSync(tmp, { recursive: true, force: true });
  }
}, 120_000);

// The reader and the placeholder scan themselves.
test('placeholders() finds arguments, plural/select arguments and numbered tags', () => {
  expect(placeholders('Hello {firstName}, <0>sign in</0> or <1/>')).toEqual(['</0>', '<0>', '<1/>', '{firstName}'].sort());
  expect(placeholders('{count, plural, one {# item for {name}} other {# items}}')).toEqual(['{count}', '{name}']);
  expect(placeholders("It's '{literal}' and {n, number, ::percent}")).toEqual(['{n}']);
  expect(placeholders('No placeholders, l’apostrophe')).toEqual([]);
});
