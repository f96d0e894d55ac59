// E-mail contents, translated with the portal's catalogs.
import type { Locale, TenantConfig } from '../../tenants/schema.ts';
import type { Mail } from '../plugins/mailer.ts';
import { escapeHtml } from './html.ts';
import { i18nFor } from './i18n.ts';

/** The user's language when their tenant offers it, else the tenant's default. */
export function mailLocale(tenant: TenantConfig, languageCode: string | null): Locale {
  return tenant.locales.supported.find((l) => l === languageCode) ?? tenant.locales.default;
}

export function passwordResetMail(options: {
  tenant: TenantConfig;
  locale: Locale;
  to: string;
  firstName: string;
  link: string;
  validMinutes: number;
}): Mail {
  const i18n = i18nFor(options.locale);
  const productName = options.tenant.branding.productName;
  const subject = i18n._(
    /*i18n*/ { id: 'email.passwordReset.subject', message: 'Reset your {productName} password', values: { productName } },
  );
  const greeting = i18n._(/*i18n*/ { id: 'email.greeting', message: 'Hello {firstName},', values: { firstName: options.firstName } });
  const body = i18n._(
    /*i18n*/ {
      id: 'email.passwordReset.body',
      message: 'We received a request to reset your password. The link below works once and expires in {minutes} minutes.',
      values: { minutes: options.validMinutes },
    },
  );
  const action = i18n._(/*i18n*/ { id: 'email.passwordReset.action', message: 'Choose a new password' });
  const ignore = i18n._(
    /*i18n*/ {
      id: 'email.passwordReset.ignore',
      message: 'If you did not ask for this, you can ignore this e-mail; your password stays the same.',
    },
  );
  return {
    tenantId: options.tenant.id,
    to: options.to,
    subject,
    text: `${greeting}\n\n${body}\n\n${action}: ${options.link}\n\n${ignore}\n`,
    html:
      `<p>${escapeHtml(greeting)}</p><p>${escapeHtml(body)}</p>` +
      `<p><a href="${escapeHtml(options.link)}">${escapeHtml(action)}</a></p><p>${escapeHtml(ignore)}</p>`,
  };
}
