// What `use-sync-external-store/shim` hands out on React 18 and later: React's own hook. The
// bundles take it from here (lean-vendors.ts), without the shim's version check.
export { useSyncExternalStore } from 'react';
