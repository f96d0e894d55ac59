// @ts-check
// ESLint (flat config): typescript-eslint's recommended rules (syntactic, not type-aware: `tsc` type-checks
// separately in `npm test`) and the import boundaries of the codebase:
//   a. a feature (src/features/<X>) imports no other feature and nothing from src/app except its typed
//      Redux hooks (src/app/hooks.ts): src/app composes the features, so the reverse would make circles;
//   b. server/ and src/ never import each other: they share only the OpenAPI contract and tenants/;
//   c. route files (every file that registers routes) hold no SQL: no `kysely`, no server/db/database.ts,
//      no `app.db` / `request.server.db`, no query-builder call on `request.tenantDb` / `request.companyDb`;
//   d. the unscoped database is not reached through a scoped handle (TenantDb / CompanyDb): no `.db` on one
//      outside server/db/scope.ts, which gives the named builders for the legitimate unscoped uses
//      (scope/no-raw-db, scripts/eslint/scope.js).
// Run by `npm run lint` (with `prettier --check .`), the first step of `npm test`.
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { defineConfig } from 'eslint/config';
import tseslint from 'typescript-eslint';
import { boundaries } from './scripts/eslint/boundaries.js';
import { scope } from './scripts/eslint/scope.js';

const root = import.meta.dirname;
const features = readdirSync(join(root, 'src/features'), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

/** Files that register routes: every `routes.ts` and `<something>-routes.ts` of a server module, and the SPA fallback. */
export const routeFiles = ['server/modules/**/routes.ts', 'server/modules/**/*-routes.ts', 'server/plugins/spa.ts'];

const noSql =
  "Route files hold no SQL: put the query in the module's repository.ts and call it from the route (policy, schema, call, reply).";

/**
 * The boundaries/no-restricted-paths zones (scripts/eslint/boundaries.js). `appExceptions`: what a feature may take from src/app. Its
 * typed Redux hooks; a feature's own tests may also build the app's store (createStore) and render
 * a page in it as the app does (test-page.tsx).
 * @param {string[]} appExceptions
 */
function boundaryZones(appExceptions) {
  return [
    // (a) features stay independent of each other and of the app shell.
    ...features.map((feature) => ({
      target: `./src/features/${feature}`,
      from: './src/features',
      except: [`./${feature}`],
      message: `A feature does not import another feature: move what both need to src/components, src/lib or src/api, or let src/app compose them.`,
    })),
    {
      target: './src/features',
      from: './src/app',
      except: appExceptions,
      message:
        'A feature imports nothing from src/app but its typed Redux hooks (src/app/hooks.ts): move what it needs to src/lib, src/components or src/api (src/app composes the features, not the reverse).',
    },
    // (b) the client and the server share only the OpenAPI contract (src/api/gen) and tenants/.
    {
      target: './server',
      from: './src',
      message: 'server/ does not import src/: share through tenants/ or the OpenAPI contract (npm run codegen).',
    },
    {
      target: './src',
      from: './server',
      message:
        'src/ does not import server/: call the API through the generated hooks in src/api (npm run codegen), share data through tenants/.',
    },
  ];
}

export default defineConfig(
  {
    ignores: ['dist/', 'data/', 'node_modules/', 'src/api/gen/', 'locales/*/messages.ts', 'test-results/', 'playwright-report/', '.tmp/'],
  },
  tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx,js,mjs}'],
    plugins: { boundaries: boundaries(root) },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', ignoreRestSiblings: true }],
      'boundaries/no-restricted-paths': ['error', { zones: boundaryZones(['./hooks.ts']) }],
    },
  },
  {
    // The first load carries only the router parts the app uses (issue 10 §2); no page carries the
    // tenant files' schema library (issue 27: the landing page loaded TypeBox for one constant).
    files: ['src/**/*.{ts,tsx}'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'react-router',
              importNames: ['Link', 'NavLink'],
              message:
                "Use src/components/Link.tsx: react-router's links bring their prefetching and view transitions into the first load.",
            },
          ],
          patterns: [
            {
              group: ['**/tenants/schema.ts', '**/tenants/index.ts', '**/tenants/us.ts', '**/tenants/mx.ts', '**/tenants/ca.ts'],
              allowTypeImports: true,
              message:
                'The tenant files and their schema carry TypeBox: the client reads its tenant from __TENANT__ and shared values from the small tenants/ modules (product-names.ts, lists.ts, …).',
            },
          ],
        },
      ],
    },
  },
  {
    // A feature's tests may also build the app's store and render a page in it (src/app/test-page.tsx).
    files: ['src/features/**/*.test.{ts,tsx}'],
    rules: {
      'boundaries/no-restricted-paths': ['error', { zones: boundaryZones(['./hooks.ts', './store.ts', './test-page.tsx']) }],
    },
  },
  {
    // (d) the scope holds by type: no `.db` on a scoped handle outside the file that defines its builders.
    files: ['**/*.{ts,tsx,js,mjs}'],
    ignores: ['server/db/scope.ts'],
    plugins: { scope },
    rules: { 'scope/no-raw-db': 'error' },
  },
  {
    // (c) routes do not hold SQL.
    files: routeFiles,
    rules: {
      // (c) the database handle stays in repositories (the other zones apply here too: a block's rule options replace earlier ones).
      'boundaries/no-restricted-paths': [
        'error',
        { zones: [...boundaryZones(['./hooks.ts']), { from: './server/db/database.ts', message: noSql }] },
      ],
      'no-restricted-imports': ['error', { paths: [{ name: 'kysely', message: noSql }] }],
      'no-restricted-syntax': [
        'error',
        {
          selector: "MemberExpression[property.name='db']",
          message: `${noSql} Repositories take the scoped handle (request.tenantDb / request.companyDb), not app.db.`,
        },
        {
          selector: 'MemberExpression[object.property.name=/^(db|tenantDb|companyDb)$/]',
          message: `${noSql} Pass request.tenantDb / request.companyDb to the repository instead of querying it here.`,
        },
        {
          selector: "ObjectPattern > Property[key.name='db']",
          message: `${noSql} Repositories take the scoped handle (request.tenantDb / request.companyDb), not app.db.`,
        },
      ],
    },
  },
);
