// E-mail contents, translated with the portal's catalogs.
import type { Locale, TenantConfig } from '../../tenants/schema.ts';
import type { Mail } from '../plugins/mailer.ts';
import { escapeHtml } from './html.ts';
import { i18nFor } from './i18n.ts';

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

export function invitationMail(options: {
  tenant: TenantConfig;
  locale: Locale;
  to: string;
  firstName: string;
  companyName: string;
  /** Who invited, e.g. "Harper Reyes"; null when the system did. */
  inviterName: string | null;
  link: string;
  validDays: number;
}): Mail {
  const i18n = i18nFor(options.locale);
  const productName = options.tenant.branding.productName;
  const subject = i18n._(/*i18n*/ { id: 'email.invitation.subject', message: 'You are invited to {productName}', values: { productName } });
  const greeting = i18n._(/*i18n*/ { id: 'email.greeting', message: 'Hello {firstName},', values: { firstName: options.firstName } });
  const intro = options.inviterName
    ? i18n._(
        /*i18n*/ {
          id: 'email.invitation.introBy',
          message: '{inviterName} has invited you to join {companyName} on {productName}.',
          values: { inviterName: options.inviterName, companyName: options.companyName, productName },
        },
      )
    : i18n._(
        /*i18n*/ {
          id: 'email.invitation.intro',
          message: 'You have been invited to join {companyName} on {productName}.',
          values: { companyName: options.companyName, productName },
        },
      );
  const body = i18n._(
    /*i18n*/ {
      id: 'email.invitation.body',
      message: 'Choose a password to activate your account. The link below works once and expires in {days} days.',
      values: { days: options.validDays },
    },
  );
  const action = i18n._(/*i18n*/ { id: 'email.invitation.action', message: 'Accept the invitation' });
  const ignore = i18n._(
    /*i18n*/ {
      id: 'email.invitation.ignore',
      message: 'If you did not expect this invitation, you can ignore this e-mail.',
    },
  );
  return {
    tenantId: options.tenant.id,
    to: options.to,
    subject,
    text: `${greeting}\n\n${intro}\n\n${body}\n\n${action}: ${options.link}\n\n${ignore}\n`,
    html:
      `<p>${escapeHtml(greeting)}</p><p>${escapeHtml(intro)}</p><p>${escapeHtml(body)}</p>` +
      `<p><a href="${escapeHtml(options.link)}">${escapeHtml(action)}</a></p><p>${escapeHtml(ignore)}</p>`,
  };
}
