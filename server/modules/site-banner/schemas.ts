// The shapes of the site banner (issue 16 §2; spec §7 "GET banner" under global user management):
// what every signed-in reader gets, and the super admins' banners with their texts per locale.
import { Type } from 'typebox';
import { type Locale, literals } from '../../../tenants/schema.ts';
import { BANNER_SEVERITIES } from '../../db/schema.ts';
import { Nullable } from '../../schemas.ts';
import { LIST_DEFAULTS, PageNumber, PageSize } from '../../services/paging.ts';

export const TAG = 'site banner';

/** The longest text of one locale. */
export const MAX_MESSAGE_LENGTH = 500;

export const Severity = literals(BANNER_SEVERITIES, { description: 'info: news; warning: a coming disruption; critical: one now.' });
export const BannerStatus = literals(['SCHEDULED', 'ACTIVE', 'ENDED'] as const);

const Instant = Type.String({ format: 'date-time' });

const text = () => Type.Optional(Type.String({ maxLength: MAX_MESSAGE_LENGTH }));
/** A text per locale; only the tenant's locales are taken, its default locale's is required. */
const Messages = Type.Object({ 'en-US': text(), 'es-MX': text(), 'fr-CA': text(), 'en-CA': text() } satisfies Record<Locale, unknown>, {
  additionalProperties: false,
  description: "The banner's text per locale (plain text). The tenant's default locale needs one.",
});

/** The banner a reader sees now, in their language. */
export const ActiveBanner = Type.Object({
  id: Type.String(),
  revision: Type.Integer({ description: 'Dismissing names it: a changed banner shows again.' }),
  severity: Severity,
  message: Type.String(),
  locale: Type.String({
    description: "The message's locale: the reader's, or the tenant's default when the banner has no text in theirs.",
  }),
  startsAt: Instant,
  endsAt: Instant,
});

export const ActiveBannerResponse = Type.Object({ banner: Nullable(ActiveBanner) });

export const SiteBanner = Type.Object({
  id: Type.String(),
  severity: Severity,
  startsAt: Instant,
  endsAt: Instant,
  messages: Type.Record(Type.String(), Type.String()),
  revision: Type.Integer(),
  status: BannerStatus,
  createdBy: Nullable(Type.String()),
  createdAt: Instant,
  updatedBy: Nullable(Type.String()),
  updatedAt: Instant,
});

export const BannerBody = Type.Object(
  {
    severity: Severity,
    startsAt: Type.String({ format: 'date-time', description: 'When it starts showing.' }),
    endsAt: Type.String({ format: 'date-time', description: 'When it stops showing: after the start, and not yet passed.' }),
    messages: Messages,
  },
  { additionalProperties: false },
);

export const BannerParams = Type.Object({ id: Type.String({ format: 'uuid' }) });

export const DismissBody = Type.Object(
  { revision: Type.Integer({ minimum: 1, maximum: 2_147_483_647, description: 'The revision the reader saw.' }) },
  { additionalProperties: false },
);

export const BannersQuery = Type.Object({
  page: Type.Optional(PageNumber()),
  pageSize: Type.Optional(PageSize(LIST_DEFAULTS.siteBanners.pageSize)),
});
