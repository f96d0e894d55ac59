// The rules of a site banner beyond its schema (issue 16 §2), each refusal naming its field: texts
// only in the tenant's locales, the default locale's required (readers in other locales fall back
// to it), the end after the start and not yet passed, both between the years 2000 and 2100. Blank
// texts count as absent.
import type { Static } from 'typebox';
import type { TenantConfig } from '../../../tenants/schema.ts';
import type { BannerInput } from './repository.ts';
import type { BannerBody } from './schemas.ts';

/** The times a banner may take (the database's calendar has no year 0, which a date-time may name). */
const EARLIEST = new Date('2000-01-01T00:00:00Z');
const LATEST = new Date('2101-01-01T00:00:00Z');

/** The banner to write, or why it cannot be (a message that starts with the field's name). */
export function bannerInput(body: Static<typeof BannerBody>, tenant: TenantConfig, now: Date): BannerInput | string {
  const { supported, default: defaultLocale } = tenant.locales;
  const messages: Record<string, string> = {};
  for (const [locale, text] of Object.entries(body.messages)) {
    const trimmed = text?.trim();
    if (!trimmed) continue;
    if (!(supported as readonly string[]).includes(locale)) {
      return `messages.${locale}: this country's portal has no ${locale}; its locales are ${supported.join(', ')}.`;
    }
    messages[locale] = trimmed;
  }
  if (!messages[defaultLocale]) {
    return `messages.${defaultLocale}: the text in ${defaultLocale}, this country's default locale, is required.`;
  }
  const startsAt = new Date(body.startsAt);
  const endsAt = new Date(body.endsAt);
  for (const [field, at] of [
    ['startsAt', startsAt],
    ['endsAt', endsAt],
  ] as const) {
    if (!(at >= EARLIEST && at < LATEST)) return `${field}: a date and time between the years 2000 and 2100.`;
  }
  if (endsAt <= startsAt) return 'endsAt: the end must be after the start.';
  if (endsAt <= now) return 'endsAt: the end has already passed.';
  return { severity: body.severity, startsAt, endsAt, messages };
}
