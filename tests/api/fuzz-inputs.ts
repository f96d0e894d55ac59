// Bad inputs for the fuzz test (fuzz.test.ts), derived from a route's OpenAPI operation: a valid-
// looking baseline built from the schemas, and mutants that each break one thing of it.
import { randomUUID } from 'node:crypto';

/* eslint-disable @typescript-eslint/no-explicit-any -- JSON Schema objects from the OpenAPI document */
export type Schema = Record<string, any>;
export interface Parameter {
  in: 'path' | 'query' | 'header' | 'cookie';
  name: string;
  required?: boolean;
  schema?: Schema;
}
export interface Operation {
  parameters?: Parameter[];
  requestBody?: { content: Record<string, { schema?: Schema }> };
}
export interface OpenApi {
  paths: Record<string, Record<string, Operation>>;
  components?: { schemas?: Record<string, Schema> };
}

/** A request before encoding: path parameters, query pairs, headers and a JSON value or raw body. */
interface Draft {
  path: Record<string, string>;
  rawPath: Set<string>;
  query: Array<[string, string, raw?: boolean]>;
  headers: Record<string, string>;
  json?: unknown;
  rawBody?: string | Buffer;
}
export interface Mutant {
  label: string;
  apply(draft: Draft): void;
}
export interface Input {
  url: string;
  headers: Record<string, string>;
  body?: string | Buffer;
}

/** How many inputs a signed-out caller sends to a protected route (the policy answers them all). */
export const SIGNED_OUT_SAMPLE = 5;

const MB = 'x'.repeat(1_000_000);
const NESTING = 10_000;
const DEEP_OBJECT = `${'{"a":'.repeat(NESTING)}1${'}'.repeat(NESTING)}`;
const DEEP_ARRAY = `${'['.repeat(NESTING)}${']'.repeat(NESTING)}`;
const BAD_PERCENT = '%E0%A4%A';
/** JSON text put in place of a marker string after JSON.stringify (values JSON.parse cannot round-trip). */
const RAW: Record<string, string> = {
  '\u0001deep\u0001': DEEP_OBJECT,
  '\u0001proto\u0001': '{"__proto__":{"polluted":true}}',
  '\u0001ctor\u0001': '{"constructor":{"prototype":{"polluted":true}}}',
  '\u0001nulkey\u0001': '{"a\\u0000b":1}',
};

/** Text that passes the schemas and must still not trouble the database: quotes, LIKE wildcards, bidi control. */
const NASTY = `'"\\%_;-- \u202E \u{1F600}`;
/** In a JSON body a lone surrogate too (a URL cannot carry one). */
const NASTY_JSON = `${NASTY} \uD800`;

const PATH_VALUES = ['\0', 'a\0b', NASTY, 'x'.repeat(5000), 'x'.repeat(99), '1e300', 'Infinity', '-0', '%', '__proto__', 'constructor'];
const QUERY_VALUES = ['a\0b', '\0', MB, NASTY, '1e300', 'Infinity', '-Infinity', 'NaN', '-0', '-1', '1.5', '', 'null', '{}'];
const BODY_VALUES: unknown[] = [
  'a\0b',
  MB,
  NASTY_JSON,
  1e300,
  -1,
  1.5,
  'Infinity',
  'NaN',
  true,
  null,
  {},
  [],
  ['\0'],
  '\u0001deep\u0001',
  '\u0001proto\u0001',
  '\u0001nulkey\u0001',
];
/** Inside arrays and nested objects: fewer, the ones that reach the database or the validator's limits. */
const NESTED_VALUES: unknown[] = ['a\0b', MB, 1e300, {}, '\u0001ctor\u0001'];
/** Headers every route may be sent, that Fastify or a plugin (static files) interprets. */
const GENERIC_HEADERS: Array<[string, string]> = [
  ['range', 'bytes=999999999-'],
  ['range', 'bytes=abc'],
  ['if-modified-since', 'yesterday'],
  ['accept-encoding', 'gzip;q=NaN, *;q=1e300'],
];
const WHOLE_BODIES: Array<[label: string, contentType: string, body: string | Buffer]> = [
  ['empty JSON body', 'application/json', ''],
  ['JSON null', 'application/json', 'null'],
  ['JSON array', 'application/json', '[]'],
  ['JSON string', 'application/json', '"x"'],
  ['JSON 1e300', 'application/json', '1e300'],
  ['broken JSON', 'application/json', '{'],
  ['10,000-deep object', 'application/json', DEEP_OBJECT],
  ['10,000-deep array', 'application/json', DEEP_ARRAY],
  ['__proto__ key', 'application/json', RAW['\u0001proto\u0001']!],
  ['constructor.prototype key', 'application/json', RAW['\u0001ctor\u0001']!],
  ['NUL in a key', 'application/json', RAW['\u0001nulkey\u0001']!],
  ['2 MB body', 'application/json', JSON.stringify({ a: MB + MB })],
  ['text/plain', 'text/plain', 'a\0b'],
  ['form-urlencoded', 'application/x-www-form-urlencoded', 'a=%00&__proto__[x]=1'],
  ['multipart', 'multipart/form-data; boundary=fuzz', '--fuzz\r\nContent-Disposition: form-data; name="a"\r\n\r\na\0b\r\n--fuzz--\r\n'],
  ['octet-stream', 'application/octet-stream', Buffer.from([0, 1, 2])],
];

export function deref(schema: Schema | undefined, doc: OpenApi): Schema {
  let s = schema ?? {};
  while (typeof s.$ref === 'string') s = doc.components?.schemas?.[s.$ref.split('/').pop()!] ?? {};
  return s;
}

/**
 * Real values by field name (`userId` → a user of the caller's company, `companyId` → that
 * company…), so that valid-looking input finds its rows and the handlers run past their lookups.
 */
export type Known = Record<string, string>;

/** A value the schema accepts, as far as a generic guess goes (patterns are not honoured). */
function sample(schema: Schema, name: string, known: Known, doc: OpenApi): unknown {
  const s = deref(schema, doc);
  const type = Array.isArray(s.type) ? s.type.find((t: string) => t !== 'null') : s.type;
  if (known[name] !== undefined && type === 'string') return known[name];
  if (s.const !== undefined) return s.const;
  if (Array.isArray(s.enum)) return s.enum.find((v: unknown) => v !== null);
  const branch = s.anyOf ?? s.oneOf ?? s.allOf;
  if (Array.isArray(branch) && branch.length) return sample(branch[0], name, known, doc);
  switch (type) {
    case 'string':
      if (s.format === 'uuid') return randomUUID();
      if (s.format === 'email' || /e-?mail|loginId/i.test(name)) return 'fuzz.tester@example.com';
      if (s.format === 'date') return new Date().toISOString().slice(0, 10);
      if (s.format === 'date-time') return new Date().toISOString();
      return 'fuzz'.padEnd(Math.max(s.minLength ?? 0, 4), 'z').slice(0, s.maxLength ?? 1000);
    case 'integer':
    case 'number':
      return s.minimum ?? 0;
    case 'boolean':
      return true;
    case 'array':
      return Array.from({ length: Math.max(s.minItems ?? 1, 1) }, () => sample(s.items ?? {}, name, known, doc));
    case 'object': {
      const out: Record<string, unknown> = {};
      for (const [key, prop] of Object.entries<Schema>(s.properties ?? {})) out[key] = sample(prop, key, known, doc);
      return out;
    }
    default:
      return 'fuzz';
  }
}

/** Every (path, schema) inside a body schema, to depth 3: object properties and first array items. */
function fieldsOf(schema: Schema, doc: OpenApi, at: Array<string | number> = []): Array<{ at: Array<string | number>; schema: Schema }> {
  const s = deref(schema, doc);
  if (at.length >= 3) return [];
  const out: Array<{ at: Array<string | number>; schema: Schema }> = [];
  for (const [key, prop] of Object.entries<Schema>(s.properties ?? {})) {
    out.push({ at: [...at, key], schema: prop });
    out.push(...fieldsOf(prop, doc, [...at, key]));
  }
  if (s.items) {
    out.push({ at: [...at, 0], schema: s.items });
    out.push(...fieldsOf(s.items, doc, [...at, 0]));
  }
  return out;
}

function setAt(root: unknown, at: Array<string | number>, value: unknown, remove = false) {
  let node = root as Record<string | number, unknown>;
  for (const key of at.slice(0, -1)) {
    if (node[key] === null || typeof node[key] !== 'object') node[key] = typeof at[at.indexOf(key) + 1] === 'number' ? [] : {};
    node = node[key] as Record<string | number, unknown>;
  }
  const last = at[at.length - 1]!;
  if (remove) delete node[last];
  else node[last] = value;
}

const pathParams = (url: string) => [...url.matchAll(/:(\w+)|\*/g)].map((m) => m[1] ?? '*');
const isRequired = (schema: Schema, key: string | number) => Array.isArray(schema.required) && schema.required.includes(key);
const show = (v: unknown) => {
  if (v === MB) return '1 MB string';
  if (typeof v === 'string' && v in RAW) return v.replace(/\u0001/g, '');
  return (JSON.stringify(v) ?? String(v)).replace(/\\u0000/g, '\\0').slice(0, 40);
};

/** The mutants of a route: each breaks one thing of the baseline, which comes last. */
export function mutants(route: { method: string; url: string }, operation: Operation | undefined, doc: OpenApi): Mutant[] {
  const params = operation?.parameters ?? [];
  const list: Mutant[] = [];
  for (const name of pathParams(route.url)) {
    for (const value of PATH_VALUES) list.push({ label: `path ${name}=${show(value)}`, apply: (d) => void (d.path[name] = value) });
    // A well-formed value that names nothing: the handler's own "not found".
    const schema = deref(params.find((p) => p.in === 'path' && p.name === name)?.schema, doc);
    const unknown = schema.format === 'uuid' ? randomUUID() : 'no-such-thing';
    list.push({ label: `path ${name} unknown`, apply: (d) => void (d.path[name] = unknown) });
    list.push({
      label: `path ${name} bad percent-encoding`,
      apply: (d) => {
        d.path[name] = BAD_PERCENT;
        d.rawPath.add(name);
      },
    });
  }
  for (const p of params.filter((q) => q.in === 'query')) {
    const others = (d: Draft) => d.query.filter(([k]) => k !== p.name);
    for (const value of QUERY_VALUES)
      list.push({ label: `query ${p.name}=${show(value)}`, apply: (d) => void (d.query = [...others(d), [p.name, value]]) });
    list.push({ label: `query ${p.name} twice`, apply: (d) => void (d.query = [...others(d), [p.name, 'a'], [p.name, '\0']]) });
    list.push({
      label: `query ${p.name} bad percent-encoding`,
      apply: (d) => void (d.query = [...others(d), [p.name, BAD_PERCENT, true]]),
    });
    if (p.required) list.push({ label: `query ${p.name} missing`, apply: (d) => void (d.query = others(d)) });
  }
  for (const [key, value] of [
    ['__proto__', 'x'],
    ['constructor[prototype][polluted]', '1'],
    ['a\0b', '1'],
  ] as const) {
    list.push({ label: `query key ${show(key)}`, apply: (d) => void d.query.push([key, value]) });
  }
  for (const [name, value] of GENERIC_HEADERS)
    list.push({ label: `header ${name}=${show(value)}`, apply: (d) => void (d.headers[name] = value) });
  for (const p of params.filter((q) => q.in === 'header')) {
    for (const value of ['a\0b', 'x'.repeat(100_000), '{}']) {
      list.push({ label: `header ${p.name}=${show(value)}`, apply: (d) => void (d.headers[p.name] = value) });
    }
  }
  const bodySchema = operation?.requestBody?.content['application/json']?.schema;
  if (bodySchema) {
    const root = deref(bodySchema, doc);
    for (const { at } of fieldsOf(root, doc)) {
      const values = at.length === 1 ? BODY_VALUES : NESTED_VALUES;
      for (const value of values) list.push({ label: `body ${at.join('.')}=${show(value)}`, apply: (d) => setAt(d.json, at, value) });
      const parent =
        at.length === 1 ? root : deref(fieldsOf(root, doc).find((f) => f.at.join('.') === at.slice(0, -1).join('.'))?.schema ?? {}, doc);
      if (isRequired(parent, at[at.length - 1]!))
        list.push({ label: `body ${at.join('.')} missing`, apply: (d) => setAt(d.json, at, undefined, true) });
    }
  }
  if (route.method !== 'GET') {
    for (const [label, contentType, body] of WHOLE_BODIES) {
      list.push({
        label: `body: ${label}`,
        apply: (d) => {
          d.json = undefined;
          d.rawBody = body;
          d.headers['content-type'] = contentType;
        },
      });
    }
  }
  // Last: a valid request may change data (delete the user the other inputs name).
  list.push({ label: 'baseline', apply: () => {} });
  return list;
}

/** The request of a mutant: the baseline of the route with the mutant applied, encoded. */
export function inputsOf(route: { url: string }, operation: Operation | undefined, mutant: Mutant, known: Known, doc: OpenApi): Input {
  const params = operation?.parameters ?? [];
  const draft: Draft = { path: {}, rawPath: new Set(), query: [], headers: {} };
  for (const name of pathParams(route.url)) {
    const schema = params.find((p) => p.in === 'path' && p.name === name)?.schema ?? { type: 'string' };
    draft.path[name] = String(sample(schema, name, known, doc));
  }
  for (const p of params.filter((q) => q.in === 'query')) draft.query.push([p.name, String(sample(p.schema ?? {}, p.name, known, doc))]);
  const bodySchema = operation?.requestBody?.content['application/json']?.schema;
  if (bodySchema) draft.json = sample(bodySchema, '', known, doc);
  mutant.apply(draft);

  const url =
    route.url.replace(/:(\w+)|\*/g, (_m, name: string | undefined) => {
      const key = name ?? '*';
      return draft.rawPath.has(key) ? draft.path[key]! : encodeURIComponent(draft.path[key]!);
    }) +
    (draft.query.length
      ? `?${draft.query.map(([k, v, raw]) => `${encodeURIComponent(k)}=${raw ? v : encodeURIComponent(v)}`).join('&')}`
      : '');
  let body = draft.rawBody;
  if (body === undefined && draft.json !== undefined) {
    body = JSON.stringify(draft.json).replace(/"\\u0001(\w+)\\u0001"/g, (m) => RAW[JSON.parse(m) as string] ?? m);
    draft.headers['content-type'] ??= 'application/json';
  }
  return { url, headers: draft.headers, body };
}
