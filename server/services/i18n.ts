// Server-side translations (e-mails) from the same Lingui catalogs as the portal. Messages are
// written as `/*i18n*/` descriptors so `lingui extract` finds them without a macro transform.
import { type I18n, type Messages, setupI18n } from '@lingui/core';
import { LOCALES, type Locale } from '../../tenants/schema.ts';

const catalogs = new Map<Locale, I18n>();

export async function loadServerCatalogs(): Promise<void> {
  for (const locale of LOCALES) {
    const { messages } = (await import(`../../locales/${locale}/messages.ts`)) as { messages: Messages };
    catalogs.set(locale, setupI18n({ locale, messages: { [locale]: messages } }));
  }
}

export function i18nFor(locale: Locale): I18n {
  const i18n = catalogs.get(locale);
  if (!i18n) throw new Error(`Catalog ${locale} is not loaded; run npm run i18n:compile`);
  return i18n;
}
