// The local-storage key of the person's locale (spec §3 "Local storage keys: locale indicator"),
// apart from lib/locale.ts so that the build reads it too (scripts/rsbuild/start-up-hints.ts: the
// page preloads the catalog this key names).
export const LOCALE_STORAGE_KEY = 'portal.locale';
