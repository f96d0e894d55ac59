// Locale of the page (spec §4 "Startup", §5): the person's stored choice when the tenant offers
// it, else the site's locale from the site lookup; when that lookup failed, en-US.
import { i18n, type Messages } from '@lingui/core';
import type { Locale } from '../../tenants/schema.ts';
import { LOCALE_STORAGE_KEY } from './locale-key.ts';

export const FALLBACK_LOCALE: Locale = 'en-US';

export function pickLocale(
  stored: string | null,
  siteLocale: string | null,
  supported: readonly Locale[] = __TENANT__.locales.supported,
): Locale {
  return supported.find((l) => l === stored) ?? supported.find((l) => l === siteLocale) ?? FALLBACK_LOCALE;
}

type Catalog = () => Promise<{ messages: Messages }>;

/**
 * The catalogs of this bundle (__TENANT__.catalogs: the tenant's locales and the en-US fallback); the build leaves the others out.
 * Named chunks, so that the page can preload the reader's (scripts/rsbuild/start-up-hints.ts).
 */
const CATALOGS: Partial<Record<Locale, Catalog>> = {
  ...(__TENANT__.catalogs.enUS ? { 'en-US': () => import(/* webpackChunkName: "catalog-en-US" */ '../../locales/en-US/messages.ts') } : {}),
  ...(__TENANT__.catalogs.esMX ? { 'es-MX': () => import(/* webpackChunkName: "catalog-es-MX" */ '../../locales/es-MX/messages.ts') } : {}),
  ...(__TENANT__.catalogs.frCA ? { 'fr-CA': () => import(/* webpackChunkName: "catalog-fr-CA" */ '../../locales/fr-CA/messages.ts') } : {}),
  ...(__TENANT__.catalogs.enCA ? { 'en-CA': () => import(/* webpackChunkName: "catalog-en-CA" */ '../../locales/en-CA/messages.ts') } : {}),
};

const catalogOf = (locale: Locale): Catalog => CATALOGS[locale] ?? CATALOGS[FALLBACK_LOCALE]!;

/** Starts loading a locale's catalog ahead of activating it (the second import finds it loaded or under way). */
export function preloadCatalog(locale: Locale): void {
  // A failure shows when the locale is activated.
  catalogOf(locale)().catch(() => {});
}

export async function activateLocale(locale: Locale): Promise<void> {
  const { messages } = await catalogOf(locale)();
  i18n.loadAndActivate({ locale, messages });
  document.documentElement.lang = locale;
}

export function storedLocale(): string | null {
  try {
    return localStorage.getItem(LOCALE_STORAGE_KEY);
  } catch {
    return null;
  }
}

/** Keeps the person's choice for the next pages (spec §3 local storage "locale indicator"). */
export function storeLocale(locale: string): void {
  try {
    localStorage.setItem(LOCALE_STORAGE_KEY, locale);
  } catch {
    // Private mode: the choice lasts for this page only.
  }
}

export async function changeLocale(locale: Locale): Promise<void> {
  storeLocale(locale);
  await activateLocale(locale);
}
