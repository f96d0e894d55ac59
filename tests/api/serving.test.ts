// The server serves each tenant's built bundle by Host, the OpenAPI document and UI, and says
// plainly when something is missing. Needs dist/<tenant>-local (npm test builds it first).
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { gzipSync } from 'node:zlib';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { createApp } from '../../server/app.ts';
import { loadConfig } from '../../server/config.ts';
import { openTestDatabase, tenants, useTestApp } from '../helpers/app.ts';

const ctx = useTestApp();

const get = (url: string, host: string) => ctx.app.inject({ url, headers: { host } });

describe('bundles by host', () => {
  test.each([
    ['localhost:3000', 'Supplier Insights'],
    ['us.localhost', 'Supplier Insights'],
    ['mx.localhost:3000', 'Información para Proveedores'],
    ['ca.localhost', 'Supplier Insights Canada'],
  ])('%s gets its tenant page (%s) for any page path, not cached', async (host, productName) => {
    for (const path of ['/', '/apps', '/some/deep/link?x=1', '/platform/login?lastUrl=%2Fapps']) {
      const res = await get(path, host);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toMatch(/text\/html/);
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.body).toContain(`<title>${productName}</title>`);
    }
  });

  test('hashed assets are served with a year-long immutable cache', async () => {
    const html = (await get('/', 'mx.localhost')).body;
    // The page's largest script (the first is the catalog hint, a few hundred bytes, sent as it is).
    const script = [...html.matchAll(/<script[^>]*src="([^"]+)"/g)].map((m) => m[1]!).find((src) => src.includes('vendor'))!;
    const res = await get(script, 'mx.localhost');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/javascript/);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  test('assets go out Brotli- or gzip-compressed as the browser accepts (copies made at build time), else as they are', async () => {
    const html = (await get('/', 'us.localhost')).body;
    // The page's largest script (the first is the catalog hint, a few hundred bytes, sent as it is).
    const script = [...html.matchAll(/<script[^>]*src="([^"]+)"/g)].map((m) => m[1]!).find((src) => src.includes('vendor'))!;
    const plain = await get(script, 'us.localhost');
    expect(plain.headers['content-encoding']).toBeUndefined();
    for (const [accept, encoding] of [
      ['br, gzip', 'br'],
      ['gzip', 'gzip'],
    ] as const) {
      const res = await ctx.app.inject({ url: script, headers: { host: 'us.localhost', 'accept-encoding': accept } });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-encoding']).toBe(encoding);
      expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(res.rawPayload.length).toBeLessThan(plain.rawPayload.length / 2);
    }
  });

  test('JSON answers above 1 KB are compressed for clients that accept it, small ones are not', async () => {
    const big = await ctx.app.inject({ url: '/core-app-api/docs/json', headers: { host: 'us.localhost', 'accept-encoding': 'gzip' } });
    expect(big.statusCode).toBe(200);
    expect(big.headers['content-encoding']).toBe('gzip');
    const small = await ctx.app.inject({ url: '/healthz', headers: { host: 'us.localhost', 'accept-encoding': 'gzip' } });
    expect(small.statusCode).toBe(200);
    expect(small.headers['content-encoding']).toBeUndefined();
  });

  test('a compressed request body is refused with a 415 that says why', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/platform/login',
      headers: { host: 'us.localhost', origin: 'http://us.localhost', 'content-type': 'application/json', 'content-encoding': 'gzip' },
      payload: gzipSync(JSON.stringify({ email: 'supplier-admin.us@demo.test', password: 'x' })),
    });
    expect(res.statusCode).toBe(415);
    expect(res.json().message).toBe('Send the request body uncompressed (Content-Encoding: gzip).');
  });

  test('a missing asset is 404, an unknown API path a JSON 404, an unknown host 421', async () => {
    expect((await get('/static/js/nope.js', 'us.localhost')).statusCode).toBe(404);
    const api = await get('/core-app-api/no-such-thing', 'us.localhost');
    expect(api.statusCode).toBe(404);
    expect(api.json()).toMatchObject({ message: expect.stringContaining('/core-app-api/no-such-thing') });
    const misdirected = await get('/apps', 'portal.evil.example');
    expect(misdirected.statusCode).toBe(421);
    expect(misdirected.json()).toMatchObject({ message: 'This host does not serve the portal.' });
  });

  test('with no bundle built the page says how to build it (503)', async () => {
    const db = openTestDatabase();
    const config = { ...loadConfig({ NODE_ENV: 'test' }), distDir: mkdtempSync(join(tmpdir(), 'empty-dist-')) };
    const app = await createApp({ config, tenants, db });
    const res = await app.inject({ url: '/apps', headers: { host: 'ca.localhost' } });
    await app.close();
    expect(res.statusCode).toBe(503);
    expect(res.body).toContain('npm run build -- --environment ca-local');
  });
});

describe('OpenAPI', () => {
  test('the document lists the spec §7 paths with their schemas', async () => {
    const res = await get('/core-app-api/docs/json', 'us.localhost');
    expect(res.statusCode).toBe(200);
    const doc = res.json() as { openapi: string; paths: Record<string, Record<string, { responses: Record<string, unknown> }>> };
    expect(doc.openapi).toMatch(/^3\./);
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining([
        '/core-app-api/auth-status',
        '/core-app-api/pwd-reset-link',
        '/core-app-api/users/companies',
        '/platform/v1/identity/user-context',
        '/platform/login',
        '/platform/logout',
        '/platform/password-reset',
      ]),
    );
    expect(Object.keys(doc.paths['/platform/login']!.post!.responses)).toEqual(expect.arrayContaining(['200', '400', '401', '429']));
  });

  test('every operation has an operationId, unique across the API (they name the generated client hooks)', async () => {
    const doc = (await get('/core-app-api/docs/json', 'us.localhost')).json() as {
      paths: Record<string, Record<string, { operationId?: string }>>;
    };
    const operations = Object.entries(doc.paths).flatMap(([path, methods]) =>
      Object.entries(methods).map(([method, operation]) => ({ route: `${method.toUpperCase()} ${path}`, id: operation.operationId })),
    );
    expect(operations.length).toBeGreaterThan(50);
    expect(operations.filter((o) => !o.id).map((o) => o.route)).toEqual([]);
    const ids = operations.map((o) => o.id!);
    expect(ids.filter((id, i) => ids.indexOf(id) !== i)).toEqual([]);
    expect(ids.filter((id) => !/^[a-z][a-zA-Z0-9]*$/.test(id))).toEqual([]);
  });

  test('the UI is served at /core-app-api/docs', async () => {
    const res = await get('/core-app-api/docs', 'us.localhost');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/text\/html/);
    expect(res.body).toContain('swagger-ui');
  });
});
