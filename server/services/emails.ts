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
  /** Text a person wrote (a support reply), quoted as it is after the paragraphs. */
  quote?: string;
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
  const { quote } = texts;
  const quoteText = quote === undefined ? '' : `${quote.replace(/^/gm, '> ')}\n\n`;
  const quoteHtml =
    quote === undefined
      ? ''
      : `<blockquote style="white-space:pre-wrap;border-left:3px solid #ccc;margin:0;padding-left:12px">${escapeHtml(quote)}</blockquote>`;
  return {
    tenantId: options.tenant.id,
    to: options.to,
    subject: say(texts.subject),
    text: `${paragraphs.join('\n\n')}\n\n${quoteText}${action}: ${options.link}\n\n${ignore}\n`,
    html:
      paragraphs.map((paragraph) => `<p>${escapeHtml(paragraph)}</p>`).join('') +
      quoteHtml +
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

/** What the requester is told about their incident: a public reply of the support team, or a new status. */
export type IncidentNews = { kind: 'reply'; text: string } | { kind: 'status'; status: string };

/** Issue 12 §4: the requester's e-mail on each public reply and status change; `status` is its name in their language. */
export function incidentMail(options: MailOptions & { reference: string; subject: string; news: IncidentNews }): Mail {
  const { news } = options;
  const ignore = /*i18n*/ {
    id: 'email.incident.ignore',
    message: 'You receive this e-mail because you are the primary contact of this incident. Reply in the portal, not to this e-mail.',
  };
  const action = /*i18n*/ { id: 'email.incident.action', message: 'Open the incident' };
  const values = { reference: options.reference, incidentSubject: options.subject };
  if (news.kind === 'reply') {
    return composeMail(
      options,
      {
        subject: /*i18n*/ { id: 'email.incidentReply.subject', message: 'New reply on your support incident {reference}' },
        paragraphs: [
          /*i18n*/ {
            id: 'email.incidentReply.body',
            message: 'Our support team replied to your incident {reference} ({incidentSubject}):',
          },
        ],
        quote: news.text,
        action,
        ignore,
      },
      values,
    );
  }
  return composeMail(
    options,
    {
      subject: /*i18n*/ { id: 'email.incidentStatus.subject', message: 'Your support incident {reference} is now: {status}' },
      paragraphs: [
        /*i18n*/ {
          id: 'email.incidentStatus.body',
          message: 'The status of your incident {reference} ({incidentSubject}) changed to: {status}.',
        },
      ],
      action,
      ignore,
    },
    { ...values, status: news.status },
  );
}

/** Issue 14 §2: an admin of the company is told that an associate asks for access to its products. */
export function accessRequestedMail(
  options: MailOptions & { requester: string; companyName: string; products: string; note: string },
): Mail {
  return composeMail(
    options,
    {
      subject: /*i18n*/ { id: 'email.accessRequested.subject', message: '{requester} asks for access to {companyName}' },
      paragraphs: [
        /*i18n*/ {
          id: 'email.accessRequested.body',
          message: '{requester} asks for access to the data of {companyName} in: {products}. Their note:',
        },
        /*i18n*/ {
          id: 'email.accessRequested.decide',
          message: 'Approve or deny the request in the Access requests tab of User Management.',
        },
      ],
      quote: options.note,
      action: /*i18n*/ { id: 'email.accessRequested.action', message: 'Review access requests' },
      ignore: /*i18n*/ {
        id: 'email.accessRequested.ignore',
        message: 'You receive this e-mail because you are an administrator of {companyName}.',
      },
    },
    { requester: options.requester, companyName: options.companyName, products: options.products },
  );
}

/** Issue 14 §2: the requester is told whether the company's admins approved or denied their request. */
export function accessDecisionMail(options: MailOptions & { approved: boolean; companyName: string; products: string }): Mail {
  const ignore = /*i18n*/ { id: 'email.accessDecision.ignore', message: 'You receive this e-mail because you asked for this access.' };
  const action = /*i18n*/ { id: 'email.accessDecision.action', message: 'See your access requests' };
  const values = { companyName: options.companyName, products: options.products };
  return options.approved
    ? composeMail(
        options,
        {
          subject: /*i18n*/ { id: 'email.accessApproved.subject', message: 'Your access to {companyName} was approved' },
          paragraphs: [
            /*i18n*/ {
              id: 'email.accessApproved.body',
              message:
                'The administrators of {companyName} approved your request. You can now use {products} for {companyName}: choose the company in your user menu.',
            },
          ],
          action,
          ignore,
        },
        values,
      )
    : composeMail(
        options,
        {
          subject: /*i18n*/ { id: 'email.accessDenied.subject', message: 'Your access request to {companyName} was denied' },
          paragraphs: [
            /*i18n*/ {
              id: 'email.accessDenied.body',
              message:
                'The administrators of {companyName} denied your request for {products}. Contact them if you think you need this access.',
            },
          ],
          action,
          ignore,
        },
        values,
      );
}

/** A calendar day (YYYY-MM-DD, UTC) as the reader writes it: "December 10, 2026". */
const longDay = (day: string, locale: Locale) =>
  new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(`${day}T00:00:00Z`));

const AUDIT_ADMIN_IGNORE = /*i18n*/ {
  id: 'email.userAudit.ignore',
  message: 'You receive this e-mail because you are an administrator of {companyName}.',
};
const AUDIT_ACTION = /*i18n*/ { id: 'email.userAudit.action', message: 'Review your users' };

/**
 * Issue 14 §3: an admin of a basic company is asked to complete its user-access audit by the due
 * date: when the period opens (`daysLeft` null) and 14, 7 and 1 days before.
 */
export function userAuditMail(options: MailOptions & { companyName: string; dueDate: string; daysLeft: number | null }): Mail {
  const values = { companyName: options.companyName, dueDate: longDay(options.dueDate, options.locale), days: options.daysLeft ?? 0 };
  const body = /*i18n*/ {
    id: 'email.userAudit.body',
    message:
      'Review the users of {companyName} and confirm that each of them still needs their access: open User Management, then complete the audit from the banner by {dueDate}. If it is not completed by then, every user of {companyName} loses access.',
  };
  return composeMail(
    options,
    {
      subject:
        options.daysLeft === null
          ? /*i18n*/ { id: 'email.userAudit.opened.subject', message: 'User-access audit of {companyName}: complete it by {dueDate}' }
          : /*i18n*/ {
              id: 'email.userAudit.reminder.subject',
              message:
                '{days, plural, =0 {Last day} one {# day left} other {# days left}} to complete the user-access audit of {companyName}',
            },
      paragraphs: [body],
      action: AUDIT_ACTION,
      ignore: AUDIT_ADMIN_IGNORE,
    },
    values,
  );
}

/** Issue 14 §3: a user of a company whose audit was not completed in time is told their access was removed. */
export function auditAccessRemovedMail(options: MailOptions & { companyName: string; dueDate: string }): Mail {
  return composeMail(
    options,
    {
      subject: /*i18n*/ { id: 'email.auditAccessRemoved.subject', message: 'Your access to {productName} products was removed' },
      paragraphs: [
        /*i18n*/ {
          id: 'email.auditAccessRemoved.body',
          message:
            'The user-access audit of {companyName} was not completed by {dueDate}, so the product access of every user of {companyName} was removed. Your company administrator can complete the audit and give you your access again.',
        },
      ],
      action: /*i18n*/ { id: 'email.auditAccessRemoved.action', message: 'Open {productName}' },
      ignore: /*i18n*/ {
        id: 'email.auditAccessRemoved.ignore',
        message: 'You receive this e-mail because you are a user of {companyName}.',
      },
    },
    { companyName: options.companyName, dueDate: longDay(options.dueDate, options.locale) },
  );
}
