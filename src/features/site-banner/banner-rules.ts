// The form's values of a site banner and the server's rules for them (issue 16 §2;
// server/modules/site-banner/validation.ts), checked before sending so that each problem shows at
// its field: a severity, a start and an end in the user's time zone (the end after the start and
// still to come, both between 2000 and 2100), and a text per locale of the tenant, at most 500
// characters, the default locale's required.
import type { ListSiteBannersApiResponse } from './api.ts';
import type { Severity } from './severity.ts';
import { fromFieldValue, toFieldValue } from './zoned-time.ts';

export type Banner = ListSiteBannersApiResponse['content'][number];

export const MAX_MESSAGE_LENGTH = 500;
const EARLIEST = Date.parse('2000-01-01T00:00:00Z');
const LATEST = Date.parse('2101-01-01T00:00:00Z');

/** The form's fields: severity, startsAt, endsAt, and `messages.<locale>` per locale of the tenant. */
export type BannerValues = Record<string, string>;

export const messageField = (locale: string) => `messages.${locale}`;

/** What the form starts with: the banner's values, or a new banner from now for a day. */
export function initialValues(banner: Banner | null, locales: readonly string[], timeZone: string, now = new Date()): BannerValues {
  const start = banner ? banner.startsAt : new Date(Math.floor(now.getTime() / 60_000) * 60_000);
  const end = banner ? banner.endsAt : new Date(new Date(start).getTime() + 24 * 3_600_000);
  return {
    severity: banner?.severity ?? 'info',
    startsAt: toFieldValue(start, timeZone),
    endsAt: toFieldValue(end, timeZone),
    ...Object.fromEntries(locales.map((locale) => [messageField(locale), banner?.messages[locale] ?? ''])),
  };
}

/** Why a field is refused, as a kind the form words in the user's language. */
export type Problem = 'START_MISSING' | 'END_MISSING' | 'OUT_OF_RANGE' | 'END_BEFORE_START' | 'END_PASSED' | 'MESSAGE_MISSING' | 'TOO_LONG';

export interface BannerBody {
  severity: Severity;
  startsAt: string;
  endsAt: string;
  messages: Record<string, string>;
}

/** The request body of the values, or the problem of each refused field. */
export function checkBanner(
  values: BannerValues,
  tenant: { default: string; supported: readonly string[] },
  timeZone: string,
  now = new Date(),
): { body: BannerBody } | { problems: Record<string, Problem> } {
  const problems: Record<string, Problem> = {};
  const startsAt = fromFieldValue(values.startsAt ?? '', timeZone);
  const endsAt = fromFieldValue(values.endsAt ?? '', timeZone);
  const inRange = (iso: string) => Date.parse(iso) >= EARLIEST && Date.parse(iso) < LATEST;
  if (!startsAt) problems.startsAt = 'START_MISSING';
  else if (!inRange(startsAt)) problems.startsAt = 'OUT_OF_RANGE';
  if (!endsAt) problems.endsAt = 'END_MISSING';
  else if (!inRange(endsAt)) problems.endsAt = 'OUT_OF_RANGE';
  else if (startsAt && Date.parse(endsAt) <= Date.parse(startsAt)) problems.endsAt = 'END_BEFORE_START';
  else if (Date.parse(endsAt) <= now.getTime()) problems.endsAt = 'END_PASSED';
  const messages: Record<string, string> = {};
  for (const locale of tenant.supported) {
    const text = (values[messageField(locale)] ?? '').trim();
    if (text.length > MAX_MESSAGE_LENGTH) problems[messageField(locale)] = 'TOO_LONG';
    else if (text) messages[locale] = text;
    else if (locale === tenant.default) problems[messageField(locale)] = 'MESSAGE_MISSING';
  }
  if (Object.keys(problems).length) return { problems };
  return { body: { severity: values.severity as Severity, startsAt: startsAt!, endsAt: endsAt!, messages } };
}

/** The field a refusal of the server names ('endsAt: …', 'messages.es-MX: …'), if it is one of the form's. */
export function refusedField(message: string, fields: string[]): string | null {
  const field = message.slice(0, message.indexOf(':'));
  return fields.includes(field) ? field : null;
}
