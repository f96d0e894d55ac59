// Third-party code the first load need not carry (issue 10 §2: initial JS ≤ 120 KB gzip), trimmed
// without changing what runs:
// - react-router's exports map names only its development build (dev warnings on); its production
//   build is the same code without them.
// - react-router makes its components with React.forwardRef and then sets their displayName: a call
//   and an assignment the minifier must keep even when nothing uses the component (NavLink, Form,
//   …). Marking the calls pure and dropping the displayName lines (for React DevTools only) lets
//   tree shaking remove the unused ones.
// - Emotion imports hoist-non-react-statics (for withTheme, unused here) as a side-effect import;
//   the package and its react-is have no side effects, and saying so drops both.
// - @lingui/react takes useSyncExternalStore from the shim package, which only hands back React's
//   own in React 18 and later; Emotion takes useInsertionEffect from a package that does the same.
// - Emotion's package and react-router look a React hook up by a computed name on
//   `import * as React` (React3[USE_OPTIMISTIC]), which makes the first-load runtime carry the
//   bundler's namespace helper for CommonJS modules (0.3 KB gzip); React 19 has both hooks, so the
//   lookups become plain member reads. Ariakit's hooks copy the namespace (`{ ...React }`, to read
//   hooks older Reacts lack), which brought the helper back: they read the hooks from React directly.
import { fileURLToPath } from 'node:url';
import type { RsbuildPlugin } from '@rsbuild/core';

const REACT_ROUTER_PRODUCTION = fileURLToPath(new URL('../../node_modules/react-router/dist/production/index.mjs', import.meta.url));
const USE_SYNC_EXTERNAL_STORE = fileURLToPath(new URL('./use-sync-external-store.ts', import.meta.url));
const USE_INSERTION_EFFECT = fileURLToPath(new URL('./use-insertion-effect.ts', import.meta.url));

/**
 * `var Link = React10.forwardRef(` → pure call; `Link.displayName = "Link";` → gone;
 * `React3[USE_OPTIMISTIC]` → `React3.useOptimistic`.
 */
export function markReactRouterPure(code: string): string {
  return code
    .replace(/=\s*(React\d*\.forwardRef\()/g, '= /* @__PURE__ */ $1')
    .replace(/^\w+\.displayName = "\w+";$/gm, '')
    .replace(/\b(React\d*)\[USE_OPTIMISTIC\]/g, '$1.useOptimistic');
}

/** Ariakit's copy `const _React = { ...React };` goes, and `_React.useId` becomes `React.useId` (React 19 has every hook it looks for). */
export function readReactNamespace(code: string): string {
  return code.replace(/^const _React = \{ \.\.\.React \};$/m, '').replace(/\b_React\./g, 'React.');
}

export function pluginLeanVendors(): RsbuildPlugin {
  return {
    name: 'portal:lean-vendors',
    setup(api) {
      api.transform({ test: /[\\/]react-router[\\/]dist[\\/]production[\\/][^\\/]+\.mjs$/ }, ({ code }) => markReactRouterPure(code));
      api.transform({ test: /[\\/]@ariakit[\\/]react-utils[\\/]dist[\\/]index\.js$/ }, ({ code }) => readReactNamespace(code));
      api.modifyBundlerChain((chain) => {
        chain.resolve.alias
          .set('react-router$', REACT_ROUTER_PRODUCTION)
          .set('use-sync-external-store/shim$', USE_SYNC_EXTERNAL_STORE)
          .set('@emotion/use-insertion-effect-with-fallbacks$', USE_INSERTION_EFFECT);
        chain.module
          .rule('side-effect-free-vendors')
          .test(/[\\/]node_modules[\\/](?:hoist-non-react-statics|react-is)[\\/]/)
          .sideEffects(false);
      });
    },
  };
}
