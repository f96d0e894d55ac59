// The API document tells the truth (issue 30 §2). Every operation declares its success answer and
// every status the app's plugins and Fastify can send for it (server/http/answers.ts), errors as
// JSON in the app's error shape and files with their real media types. The conformance check that
// every API test runs (tests/helpers/conformance.ts) is tested here too: it must catch an
// undocumented status, a media type the document does not list, a body off its schema, and a body
// where none is declared.
import type { FastifyInstance, FastifySchema } from 'fastify';
import { Type } from 'typebox';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { COMMON_ANSWERS, commonStatuses } from '../../server/http/answers.ts';
import { policies } from '../../server/plugins/policy.ts';
import { problem } from '../../server/schemas.ts';
import { buildTestApp, type TestContext } from '../helpers/app.ts';
import { type ApiDocument, Conformance, takeMismatches } from '../helpers/conformance.ts';

const HOST = 'us.localhost';
let ctx: TestContext;
let doc: ApiDocument & { paths: Record<string, Record<string, { responses: Record<string, { content?: Record<string, unknown> }> }>> };

beforeAll(async () => {
  ctx = await buildTestApp(
    {},
    {},
    {
      beforeReady: (app) => {
        // A documented route that answers, on request, what its document does not say.
        (app as unknown as FastifyInstance).get(
          '/core-app-api/test-only/answers/:kind',
          {
            config: { policy: policies.public },
            schema: {
              params: Type.Object({ kind: Type.String({ maxLength: 20 }) }),
              response: { 200: Type.Object({ a: Type.String() }, { additionalProperties: false }), 201: Type.Null() },
            } as FastifySchema,
          },
          async (request, reply) => {
            const { kind } = request.params as { kind: string };
            if (kind === 'ok') return { a: 'x' };
            if (kind === 'teapot') return reply.code(418).send(problem(418, 'Not documented.'));
            if (kind === 'csv') return reply.type('text/csv').send('a,b\n');
            if (kind === 'shape') return reply.type('application/json').send(JSON.stringify({ b: 1 }));
            if (kind === 'created') return reply.code(201).type('text/plain').send('x');
            return reply.code(404).send(problem(404, 'No such kind.'));
          },
        );
      },
    },
  );
  doc = ctx.app.swagger() as unknown as typeof doc;
});
afterAll(() => ctx.close());

const operations = () =>
  Object.entries(doc.paths).flatMap(([path, methods]) => Object.entries(methods).map(([method, op]) => ({ method, path, op })));

describe('the document', () => {
  // A redirect is the success of a route whose purpose is to send the browser on (the SSO callback).
  test('every operation declares a success answer (or a redirect)', () => {
    const without = operations().filter(({ op }) => !Object.keys(op.responses).some((s) => /^[23]\d\d$/.test(s)));
    expect(without.map(({ method, path }) => `${method.toUpperCase()} ${path}`)).toEqual([]);
  });

  test('every error answer is JSON in the error shape; other media types only on success answers', () => {
    const wrong: string[] = [];
    for (const { method, path, op } of operations()) {
      for (const [status, answer] of Object.entries(op.responses)) {
        const types = Object.keys(answer.content ?? {});
        const at = `${method.toUpperCase()} ${path} ${status}`;
        if (/^[23]/.test(status)) continue;
        if (types.join() !== 'application/json') {
          wrong.push(`${at}: ${types.join(', ') || 'no content'}`);
          continue;
        }
        const schema = (answer.content!['application/json'] as { schema: { $ref?: string; required?: string[] } }).schema;
        const resolved = schema.$ref ? (doc.components!.schemas![schema.$ref.split('/').pop()!] as { required?: string[] }) : schema;
        for (const field of ['statusCode', 'error', 'message'])
          if (!resolved.required?.includes(field)) wrong.push(`${at}: the error shape has no required ${field}`);
      }
    }
    expect(wrong).toEqual([]);
  });

  test('every operation declares the answers its policy, method and path imply', () => {
    const missing: string[] = [];
    for (const route of ctx.app.routeTable) {
      const path = route.url.replace(/:(\w+)/g, '{$1}');
      const op = doc.paths[path]?.[route.method.toLowerCase()];
      if (!op) continue; // hidden from the document
      for (const status of commonStatuses(route)) if (!op.responses[status]) missing.push(`${route.method} ${path} ${status}`);
    }
    expect(missing).toEqual([]);
    // The rule itself: a signed-in write with a path parameter may get every one of them.
    expect(commonStatuses({ method: 'PUT', url: '/x/:id', policy: policies.signedIn })).toEqual(Object.keys(COMMON_ANSWERS).map(Number));
    expect(commonStatuses({ method: 'GET', url: '/x', policy: policies.public })).toEqual([400, 421, 500]);
  });

  test('the downloads declare the file types they send', () => {
    const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
    const typesOf = (method: string, path: string) => Object.keys(doc.paths[path]![method]!.responses['200']!.content ?? {});
    expect(typesOf('post', '/core-app-api/v1/customer-support/export-glossaries')).toEqual([XLSX]);
    expect(typesOf('get', '/core-app-api/companies/{companyId}/users/download-bulk-create-template')).toEqual([XLSX]);
    expect(typesOf('get', '/platform/v1/identity/companies/{companyId}/download-bulk-edit-template')).toEqual([XLSX]);
    expect(typesOf('post', '/core-app-api/companies/{companyId}/activity-logs/download')).toEqual([XLSX]);
    expect(typesOf('get', '/platform/v1/legal/terms/pdf')).toEqual(['application/pdf']);
    expect(typesOf('get', '/core-app-api/osc/user/incidents/{incidentId}/attachments/{attachmentId}')).toEqual(
      expect.arrayContaining(['application/pdf', 'image/png', XLSX, 'text/plain']),
    );
  });
});

describe('the conformance check', () => {
  const answer = (kind: string) =>
    ctx.app.inject({ method: 'GET', url: `/core-app-api/test-only/answers/${kind}`, headers: { host: HOST } });
  const problems = () => takeMismatches().map((m) => `${m.status} ${m.problem}`);

  test('passes documented answers, the common ones included', async () => {
    expect((await answer('ok')).statusCode).toBe(200);
    expect((await answer('none')).statusCode).toBe(404); // a path parameter: 404 is a common answer
    // Past the router's parameter length: the page route's 404 for a GET, Fastify's 414 for a write.
    expect((await answer('x'.repeat(101))).statusCode).toBe(404);
    const long = await ctx.app.inject({
      method: 'POST',
      url: `/core-app-api/users/${'x'.repeat(101)}/block`,
      headers: { host: HOST, origin: `http://${HOST}` },
    });
    expect(long.statusCode).toBe(414);
    expect(
      (await ctx.app.inject({ method: 'GET', url: '/core-app-api/test-only/answers/ok', headers: { host: 'nowhere.example' } })).statusCode,
    ).toBe(421);
    expect(problems()).toEqual([]);
  });

  test('catches an undocumented status, a media type not listed, a body off its schema, a body where none is declared', async () => {
    await answer('teapot');
    await answer('csv');
    await answer('shape');
    await answer('created');
    expect(problems()).toEqual([
      expect.stringMatching(/^418 status 418 is not documented/),
      expect.stringMatching(/^200 Content-Type text\/csv where the document declares application\/json/),
      expect.stringMatching(/^200 body does not match the schema: \/ must have required property 'a'/),
      expect.stringMatching(/^201 a body \(text\/plain\) where the document declares none/),
    ]);
  });

  test('reads a path the way the router does: a literal segment before a parameter', () => {
    const paths = { '/a/{id}/c': { get: {} }, '/a/b/{id}': { get: {} }, '/a/b/c': { post: {} } };
    const conformance = new Conformance({ paths });
    expect(conformance.pathOf('get', '/a/b/c')).toBe('/a/b/{id}');
    expect(conformance.pathOf('get', '/a/x/c')).toBe('/a/{id}/c');
    expect(conformance.pathOf('post', '/a/b/c')).toBe('/a/b/c');
    expect(conformance.pathOf('get', '/a/b')).toBeNull();
  });
});
