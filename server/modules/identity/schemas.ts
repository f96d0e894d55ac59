// The shapes of the identity area (spec §3 "User context", §7 "Identity"); the user context
// itself, UserContext, is shared (server/schemas.ts), registered once by app.ts.
import { Type } from 'typebox';
import { literals, LOCALES } from '../../../tenants/schema.ts';
import { CompanyType } from '../../schemas.ts';

export const Locale = literals(LOCALES);

export const CompanySummary = Type.Object({
  companyId: Type.String(),
  companyName: Type.String(),
  companyType: CompanyType,
  status: Type.String(),
  relation: literals(['OWN', 'PARTNER', 'GRANTED'] as const),
});

export const UserContextQuery = Type.Object({ permissions: Type.Optional(Type.Boolean({ default: false })) });

export const CompaniesQuery = Type.Object({ loginId: Type.String({ minLength: 3, maxLength: 254 }) });

export const SiteParams = Type.Object({
  site: Type.String({ minLength: 1, maxLength: 20, description: 'A tenant code: WMT-US, WMT-MX or WMT-CA.' }),
});

export const SiteHeaders = Type.Object({
  'wm-site-id': Type.Optional(
    Type.String({ maxLength: 20, description: 'The site id the client believes it is on; accepted, not required.' }),
  ),
});

export const Site = Type.Object({
  siteId: Type.String(),
  defaultLocale: Locale,
  locales: Type.Array(Locale),
  languages: Type.Array(Type.Object({ locale: Locale, label: Type.String() })),
});
