// Which build a host serves (issue 31 §2): GET /release.json answers the release.json of the
// host's bundle (public, nothing secret), and the server logs each bundle's release at start.
// Needs dist/<tenant>-local with release.json (npm test builds it first).
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { DEMO_PASSWORD, tenants, useTestApp } from '../helpers/app.ts';

const ctx = useTestApp();

const get = (app: typeof ctx.app, host: string) => app.inject({ url: '/release.json', headers: { host } });

/** What a release manager reads from the file on the build machine. */
const builtRelease = (dist: string, bundle: string) =>
  JSON.parse(readFileSync(join(dist, bundle, 'release.json'), 'utf8')) as Record<string, unknown>;

describe('GET /release.json', () => {
  test.each([
    ['us.localhost', 'us'],
    ['localhost:3000', 'us'],
    ['mx.localhost:3000', 'mx'],
    ['ca.localhost', 'ca'],
  ])('%s answers the release of its own bundle, signed out, never cached', async (host, tenantId) => {
    const res = await get(ctx.app, host);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.headers['cache-control']).toBe('no-cache');
    const release = res.json() as { bundle: string; tenant: { id: string }; environment: string };
    expect(release).toMatchObject({ bundle: `${tenantId}-local`, tenant: { id: tenantId }, environment: 'local' });
    expect(release).toEqual(builtRelease('dist', `${tenantId}-local`));
  });

  test('holds what the bundle is made of and nothing secret: no path of the build machine, no password, no server-side tenant setting', async () => {
    for (const tenant of tenants) {
      const res = await get(ctx.app, `${tenant.id}.localhost`);
      expect(Object.keys(res.json() as object).sort()).toEqual(
        [
          'schema',
          'bundle',
          'tenant',
          'environment',
          'commit',
          'builtAt',
          'routes',
          'products',
          'featureFlags',
          'locales',
          'catalogs',
          'initialJs',
          'files',
        ].sort(),
      );
      for (const secret of [process.cwd(), DEMO_PASSWORD, tenant.support.mailbox, tenant.environments.local.experimentation.key]) {
        expect(res.body, `release.json of ${tenant.id} contains ${secret}`).not.toContain(secret);
      }
    }
  });
});

describe('a dist/ with one bundle built without release.json and one not built', () => {
  const dist = mkdtempSync(join(tmpdir(), 'release-dist-'));
  for (const bundle of ['us-local', 'mx-local']) {
    mkdirSync(join(dist, bundle));
    copyFileSync(join('dist', bundle, 'index.html'), join(dist, bundle, 'index.html'));
  }
  copyFileSync(join('dist', 'us-local', 'release.json'), join(dist, 'us-local', 'release.json'));
  const lines: string[] = [];
  const app = useTestApp({ distDir: dist, logLevel: 'info' }, {}, { logStream: { write: (line: string) => void lines.push(line) } });

  test('start-up logs one line per bundle: tenant, environment, commit and build time, or what is missing', () => {
    const logged = lines
      .map((l) => JSON.parse(l) as { level: number; msg: string; release?: object })
      .filter((l) => l.msg.startsWith('release '));
    const us = builtRelease(dist, 'us-local') as { commit: string; builtAt: string };
    expect(logged).toEqual([
      {
        ...logged[0],
        level: 30,
        msg: `release us-local: tenant us, environment local, commit ${us.commit}, built ${us.builtAt}`,
        release: { bundle: 'us-local', tenant: 'us', environment: 'local', commit: us.commit, builtAt: us.builtAt },
      },
      { ...logged[1], level: 40, msg: 'release mx-local: built without release.json (build it again)' },
      { ...logged[2], level: 40, msg: 'release ca-local: not built' },
    ]);
  });

  test('a host whose bundle has no release.json gets a JSON 404 saying how to build it', async () => {
    expect((await get(app.app, 'us.localhost')).statusCode).toBe(200);
    for (const tenantId of ['mx', 'ca']) {
      const res = await get(app.app, `${tenantId}.localhost`);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({
        message: `The ${tenantId}-local bundle has no release.json: build it with npm run build -- --environment ${tenantId}-local`,
      });
    }
  });
});
