import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';
import { defineConfig } from 'vitest/config';
import { clientTenant } from '../tenants/client.ts';
import us from '../tenants/us.ts';

const root = fileURLToPath(new URL('..', import.meta.url));

/** The component tests that replace a module with vi.mock: they run isolated (see the components projects). */
const MOCKING_TESTS = (readdirSync(`${root}src`, { recursive: true }) as string[])
  .filter((file) => /\.test\.tsx?$/.test(file) && readFileSync(`${root}src/${file}`, 'utf8').includes('vi.mock('))
  .map((file) => `src/${file.replaceAll('\\', '/')}`);

interface Babel {
  transformAsync(code: string, options: Record<string, unknown>): Promise<{ code?: string | null } | null>;
}

/**
 * Compiles Lingui macros (`Trans`, `useLingui`, `msg`, `t` from '@lingui/{core,react}/macro') in the
 * component tests, where the app build uses the SWC plugin. Babel only parses TypeScript and JSX and
 * leaves them in place; Vite's own transform strips them afterwards. Messages are kept (not stripped)
 * so that text without a catalog entry falls back to its English source.
 */
function linguiMacro(): Plugin {
  const require = createRequire(import.meta.url);
  let babel: Babel | undefined;
  return {
    name: 'portal:lingui-macro',
    enforce: 'pre',
    transform: {
      filter: { id: /\/src\/.*\.tsx?$/, code: /['"]@lingui\/[\w-]+\/macro['"]/ },
      async handler(code, id) {
        babel ??= require('@babel/core') as Babel;
        const result = await babel.transformAsync(code, {
          filename: id,
          babelrc: false,
          configFile: false,
          sourceMaps: false,
          retainLines: true,
          parserOpts: { plugins: ['typescript', 'jsx'] },
          plugins: [[require.resolve('@lingui/babel-plugin-lingui-macro'), { stripMessageField: false }]],
        });
        return result?.code ? { code: result.code, map: null } : null;
      },
    },
  };
}

export default defineConfig({
  root,
  test: {
    // Each API test file starts its own database; two at a time suits a 2-core machine.
    maxWorkers: 2,
    projects: [
      {
        extends: true,
        test: {
          name: 'node',
          include: ['tests/**/*.test.ts', 'server/**/*.test.ts', 'tenants/**/*.test.ts'],
          exclude: ['tests/e2e/**', 'node_modules/**'],
          environment: 'node',
          // One migrated, seeded PGlite database for the run; each API test file loads a copy. The
          // server's bundle, for the tests that start the server as a process.
          globalSetup: ['tests/helpers/pglite-template.ts', 'tests/helpers/server-bundle.ts'],
          // The files share their worker's modules (the server's, Fastify's, PGlite's compiled
          // WebAssembly) instead of loading them afresh for each of some eighty files: 569 → 335 s
          // on a 2-core machine. Each file still builds its own app on its own database copy, and
          // none replaces a module (vi.mock) or leaves the process's environment changed.
          isolate: false,
          // Every answer an API test receives is checked against the OpenAPI document (issue 30 §2).
          setupFiles: ['tests/helpers/conformance-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      // The portal's code (components and the modules they use) in a simulated browser, compiled as
      // the app build compiles it, with the build-time tenant constants of US. Files share their
      // modules (isolate: false: each file importing React and the store afresh cost minutes) except
      // those that replace a module (vi.mock): a module another file already loaded keeps the real
      // one it imported (a page's useCompanySession its real useSession), so they run apart.
      ...[false, true].map((mocks) => ({
        extends: true as const,
        plugins: [linguiMacro()],
        oxc: { jsx: { runtime: 'automatic' as const, importSource: '@emotion/react' } },
        define: {
          __TENANT__: JSON.stringify(clientTenant(us, 'local')),
          __APP_ENV__: JSON.stringify({ name: 'local', coreApiBase: '/core-app-api', platformBase: '/platform', analyticsScriptUrl: null }),
        },
        resolve: {
          alias: {
            '@tenant-logo': fileURLToPath(new URL('../tenants/logos/us.svg', import.meta.url)),
            '@tenant-hero': fileURLToPath(new URL('../tenants/logos/us-hero.svg', import.meta.url)),
          },
        },
        test: {
          name: mocks ? 'components (module mocks)' : 'components',
          include: mocks ? MOCKING_TESTS : ['src/**/*.test.ts', 'src/**/*.test.tsx'],
          exclude: mocks ? [] : MOCKING_TESTS,
          environment: 'jsdom',
          setupFiles: ['src/components/kit/test-setup.ts'],
          // Typing into a whole form with user-event in jsdom takes seconds on a busy 2-core machine.
          testTimeout: 20_000,
          isolate: mocks,
        },
      })),
    ],
  },
});
