// Locale of the page: the stored choice when the tenant offers it, else the tenant's default.
import { i18n, type Messages } from '@lingui/core';
import type { Locale } from '../../tenants/schema.ts';

export const LOCALE_STORAGE_KEY = 'portal.locale';

export function pickLocale(stored: string | null, tenant = __TENANT__): Locale {
  return tenant.locales.supported.find((l) => l === stored) ?? tenant.locales.default;
}

export async function activateLocale(locale: Locale): Promise<void> {
  const { messages } = (await import(`../../locales/${locale}/messages.ts`)) as { messages: Messages };
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

export async function changeLocale(locale: Locale): Promise<void> {
  try {
    localStorage.setItem(LOCALE_STORAGE_KEY, locale);
  } catch {
    // Private mode: the choice lasts for this page only.
  }
  await activateLocale(locale);
}
