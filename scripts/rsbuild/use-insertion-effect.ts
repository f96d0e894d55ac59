// What `@emotion/use-insertion-effect-with-fallbacks` hands out on React 18 and later: React's own
// useInsertionEffect. The bundles take it from here (lean-vendors.ts).
export {
  useInsertionEffect as useInsertionEffectAlwaysWithSyncFallback,
  useInsertionEffect as useInsertionEffectWithLayoutFallback,
} from 'react';
