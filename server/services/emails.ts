// E-mail contents, translated with the portal's catalogs.
import type { MessageDescriptor, Values } from '@lingui/core';
import type { Locale, TenantConfig } from '../../tenants/schema.ts';
import type { Mail } from '../plugins/mailer.ts';
import { escapeHtml } from './html.ts';
import { i18nFor } from './i18n.ts';

interface MailOptions {
  tenant: TenantConfig;
  locale: Locale;
  to: string;
  firstName: string;
  link: string;
}

/** The messages of one kind of mail; every message may use {productName}, {firstName} and the mail's own values. */
interface MailTexts {
  subject: MessageDescriptor;
  /** The paragraphs between the greeting and the action link. */
  paragraphs: MessageDescriptor[];
  /** The label of the link. */
  action: MessageDescriptor;
  /** The closing paragraph: what to do with a mail one did not ask for. */
  ignore: MessageDescriptor;
}

/** Every mail has the same layout, as text and as HTML: greeting, paragraphs, the action link, the closing paragraph. */
function composeMail(options: MailOptions, texts: MailTexts, values: Values): Mail {
  const i18n = i18nFor(options.locale);
  const allValues = { productName: options.tenant.branding.productName, firstName: options.firstName, ...values };
  // (id, values, { message }): the form the catalog extractor reads without a literal descriptor.
  const say = (message: MessageDescriptor) => i18n._(message.id, allValues, { message: message.message });
  const greeting = say(/*i18n*/ { id: 'email.greeting', message: 'Hello {firstName},' });
  const paragraphs = [greeting, ...texts.paragraphs.map(say)];
  const action = say(texts.action);
  const ignore = say(texts.ignore);
  return {
    tenantId: options.tenant.id,
    to: options.to,
    subject: say(texts.subject),
    text: `${paragraphs.join('\n\n')}\n\n${action}: ${options.link}\n\n${ignore}\n`,
    html:
      paragraphs.map((paragraph) => `<p>${escapeHtml(paragraph)}</p>`).join('') +
      `<p><a href="${escapeHtml(options.link)}">${escapeHtml(action)}</a></p><p>${escapeHtml(ignore)}</p>`,
  };
}

export function passwordResetMail(options: MailOptions & { validMinutes: number }): Mail {
  return composeMail(
    options,
    {
      subject: /*i18n*/ { id: 'email.passwordReset.subject', message: 'Reset your {productName} password' },
      paragraphs: [
        /*i18n*/ {
          id: 'email.passwordReset.body',
          message: 'We received a request to reset your password. The link below works once and expires in {minutes} minutes.',
        },
      ],
      action: /*i18n*/ { id: 'email.passwordReset.action', message: 'Choose a new password' },
      ignore: /*i18n*/ {
        id: 'email.passwordReset.ignore',
        message: 'If you did not ask for this, you can ignore this e-mail; your password stays the same.',
      },
    },
    { minutes: options.validMinutes },
  );
}

export function invitationMail(
  options: MailOptions & {
    companyName: string;
    /** Who invited, e.g. "Harper Reyes"; null when the system did. */
    inviterName: string | null;
    validDays: number;
  },
): Mail {
  const intro = options.inviterName
    ? /*i18n*/ { id: 'email.invitation.introBy', message: '{inviterName} has invited you to join {companyName} on {productName}.' }
    : /*i18n*/ { id: 'email.invitation.intro', message: 'You have been invited to join {companyName} on {productName}.' };
  return composeMail(
    options,
    {
      subject: /*i18n*/ { id: 'email.invitation.subject', message: 'You are invited to {productName}' },
      paragraphs: [
        intro,
        /*i18n*/ {
          id: 'email.invitation.body',
          message: 'Choose a password to activate your account. The link below works once and expires in {days} days.',
        },
      ],
      action: /*i18n*/ { id: 'email.invitation.action', message: 'Accept the invitation' },
      ignore: /*i18n*/ { id: 'email.invitation.ignore', message: 'If you did not expect this invitation, you can ignore this e-mail.' },
    },
    { inviterName: options.inviterName, companyName: options.companyName, days: options.validDays },
  );
}
