// The API document tells the truth (issue 30 §2): every answer an API test receives through
// `app.inject` is checked against the OpenAPI document the app serves — the operation must declare
// the status, the answer's media type must be one its content map lists (an answer declared
// without content must be empty), and a JSON body must match the declared schema. Mismatches are
// collected here; the node project's setup file (conformance-setup.ts) fails the test during which
// one arrived, listing method, path, status and what is wrong. The fuzz test takes them itself, to
// name the input that caused each. The few tests that talk to a server over a real socket (shutdown,
// bulk-kill, sso: a process or the provider's redirects) are not checked here; their answers are
// the same routes' as those checked through `inject`.
import { brotliDecompressSync, gunzipSync, inflateSync } from 'node:zlib';
import { Ajv, type ValidateFunction } from 'ajv';
import addFormatsModule from 'ajv-formats';
import type { LightMyRequestResponse } from 'fastify';

/* eslint-disable @typescript-eslint/no-explicit-any -- JSON Schema objects from the OpenAPI document */
type Schema = Record<string, any>;
interface MediaType {
  schema?: Schema;
}
interface Response {
  content?: Record<string, MediaType>;
}
interface Operation {
  responses?: Record<string, Response>;
}
export interface ApiDocument {
  paths: Record<string, Record<string, Operation>>;
  components?: { schemas?: Record<string, Schema> };
}

export interface Mismatch {
  method: string;
  /** The operation's path in the document. */
  path: string;
  /** The URL requested. */
  url: string;
  status: number;
  problem: string;
}

const addFormats = addFormatsModule as unknown as (ajv: Ajv) => Ajv;
const DOC_ID = 'api-document';
const METHODS = new Set(['get', 'put', 'post', 'delete', 'patch', 'options', 'head', 'trace']);

/** One path of the document as a matcher: its segments, literal or `{param}`. */
interface Template {
  path: string;
  segments: Array<string | null>;
}

const found: Mismatch[] = [];
/** Every answer checked in this test file: by operation ("GET /path"), how many of each status. */
export const checked = new Map<string, Map<number, number>>();

const isJson = (mediaType: string) => mediaType === 'application/json' || mediaType.endsWith('+json');

/** The media type of a Content-Type header, without parameters, lower-cased. */
const mediaTypeOf = (header: unknown) => (typeof header === 'string' && header ? header.split(';')[0]!.trim().toLowerCase() : null);

/** Whether a declared media type (or range: `image/*`, `*\/*`) covers the one sent. */
function covers(declared: string, sent: string): boolean {
  const d = declared.toLowerCase();
  if (d === sent || d === '*/*') return true;
  return d.endsWith('/*') && sent.startsWith(d.slice(0, -1));
}

/** Rewrites the document's local references so that a schema compiled alone finds them in the added document. */
function rebased(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(rebased);
  if (schema === null || typeof schema !== 'object') return schema;
  return Object.fromEntries(
    Object.entries(schema).map(([key, value]) => [
      key,
      key === '$ref' && typeof value === 'string' && value.startsWith('#/') ? `${DOC_ID}${value}` : rebased(value),
    ]),
  );
}

function bodyText(res: LightMyRequestResponse): string {
  const encoding = String(res.headers['content-encoding'] ?? '');
  const raw = res.rawPayload;
  if (encoding === 'gzip') return gunzipSync(raw).toString('utf8');
  if (encoding === 'br') return brotliDecompressSync(raw).toString('utf8');
  if (encoding === 'deflate') return inflateSync(raw).toString('utf8');
  return raw.toString('utf8');
}

export class Conformance {
  private readonly templates: Template[];
  private readonly ajv = new Ajv({ strict: false, allErrors: true, validateFormats: true });
  private readonly validators = new Map<string, ValidateFunction>();

  constructor(private readonly doc: ApiDocument) {
    addFormats(this.ajv);
    this.ajv.addSchema({ components: doc.components ?? {} }, DOC_ID);
    this.templates = Object.keys(doc.paths).map((path) => ({
      path,
      segments: path.split('/').map((s) => (/^\{[^}]+\}$/.test(s) ? null : s)),
    }));
  }

  /** The document's path a request path reaches, the way the router picks: a literal segment before a parameter. */
  pathOf(method: string, requestPath: string): string | null {
    const segments = requestPath.split('/');
    let best: Template | null = null;
    for (const t of this.templates) {
      if (t.segments.length !== segments.length || !this.doc.paths[t.path]![method]) continue;
      if (!t.segments.every((s, i) => (s === null ? segments[i] !== '' : s === segments[i]))) continue;
      if (!best || moreLiteral(t, best)) best = t;
    }
    return best?.path ?? null;
  }

  /** What is wrong with an answer to `method url` in the light of the document, or null (also for a request no operation covers). */
  check(method: string, url: string, res: LightMyRequestResponse): Mismatch | null {
    const m = method.toLowerCase();
    if (!METHODS.has(m) || m === 'head') return null; // HEAD: Fastify's automatic twin of a GET, not documented
    const path = this.pathOf(m, url.split('?')[0]!);
    if (!path) return null;
    const operation = `${method.toUpperCase()} ${path}`;
    if (!checked.has(operation)) checked.set(operation, new Map());
    const statuses = checked.get(operation)!;
    statuses.set(res.statusCode, (statuses.get(res.statusCode) ?? 0) + 1);
    const problem = this.problemOf(this.doc.paths[path]![m]!, path, m, res);
    return problem
      ? { method: method.toUpperCase(), path, url: url.length > 200 ? `${url.slice(0, 200)}…` : url, status: res.statusCode, problem }
      : null;
  }

  private problemOf(operation: Operation, path: string, method: string, res: LightMyRequestResponse): string | null {
    const responses = operation.responses ?? {};
    const status = String(res.statusCode);
    const key = [status, `${status[0]}XX`, 'default'].find((k) => responses[k]);
    if (!key) return `status ${status} is not documented (documented: ${Object.keys(responses).join(', ')})`;
    const declared = responses[key]!.content ?? {};
    const sent = mediaTypeOf(res.headers['content-type']);
    const types = Object.keys(declared);
    if (!types.length) return res.rawPayload.length ? `a body (${sent}) where the document declares none` : null;
    if (!sent) return `no Content-Type where the document declares ${types.join(', ')}`;
    const type = types.find((t) => t.toLowerCase() === sent) ?? types.find((t) => covers(t, sent));
    if (!type) return `Content-Type ${sent} where the document declares ${types.join(', ')}`;
    const schema = declared[type]!.schema;
    if (!isJson(sent) || !schema) return null;
    let body: unknown;
    try {
      body = JSON.parse(bodyText(res));
    } catch {
      return `a body that is not JSON, sent as ${sent}`;
    }
    const validate = this.validatorOf(`${method} ${path} ${key} ${type}`, schema);
    if (validate(body)) return null;
    const errors = (validate.errors ?? []).slice(0, 3).map((e) => `${e.instancePath || '/'} ${e.message}`);
    return `body does not match the schema: ${errors.join('; ')}`;
  }

  private validatorOf(id: string, schema: Schema): ValidateFunction {
    let validate = this.validators.get(id);
    if (!validate) {
      validate = this.ajv.compile(rebased(schema) as Schema);
      this.validators.set(id, validate);
    }
    return validate;
  }
}

/** Whether template a is the router's choice over b: at the first segment where one is literal and the other a parameter. */
function moreLiteral(a: Template, b: Template): boolean {
  for (let i = 0; i < a.segments.length; i++) {
    const aLiteral = a.segments[i] !== null;
    const bLiteral = b.segments[i] !== null;
    if (aLiteral !== bLiteral) return aLiteral;
  }
  return false;
}

/** The mismatches collected since the last call (and forgets them). */
export function takeMismatches(): Mismatch[] {
  return found.splice(0);
}

export const describeMismatch = (m: Mismatch) => `${m.method} ${m.path} → ${m.status}: ${m.problem} (${m.method} ${m.url})`;

interface Injecting {
  inject: (...args: any[]) => any;
  swagger(): unknown;
}

/**
 * Makes every answer `app.inject(options)` resolves with pass through the conformance check. The
 * callback and chained forms of inject are left as they are (no API test uses them).
 */
export function checkAnswers<A extends Injecting>(app: A): A {
  const inject = app.inject.bind(app);
  let conformance: Conformance | undefined;
  app.inject = ((...args: unknown[]) => {
    if (args.length !== 1 || args[0] === undefined) return inject(...args);
    return (inject(args[0]) as Promise<LightMyRequestResponse>).then((res) => {
      conformance ??= new Conformance(app.swagger() as ApiDocument);
      const request = res.raw.req;
      const mismatch = conformance.check(request.method ?? 'GET', request.url ?? '/', res);
      if (mismatch) found.push(mismatch);
      return res;
    });
  }) as A['inject'];
  return app;
}
