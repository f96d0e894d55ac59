// The shapes of global user management (spec §3 "Global user", §7 "Global user management").
import { Type } from 'typebox';
import { COMPANY_TYPES } from '../../db/schema.ts';
import { CompanyType, Nullable } from '../../schemas.ts';
import { literals } from '../../../tenants/schema.ts';
import { LIST_DEFAULTS, PageNumber, PageSize, Paged, SortOrder } from '../../services/paging.ts';

export const TAG = 'global user management';

/** The tabs (spec §3): company users, associates, and the merchant and asset-protection variants. */
export const USER_TYPES = ['EXTERNAL', 'INTERNAL', 'MERCHANT', 'ASSET_PROTECTION'] as const;
export type GlobalUserType = (typeof USER_TYPES)[number];

/** The internal roles that have a tab of their own (and the field that tab adds). */
export const VARIANT_ROLES = { MERCHANT: 'Merchant', ASSET_PROTECTION: 'Asset Protection' } as const;

/**
 * User attributes (GET users/filters/attributes): facts about an account an administrator looks
 * for across companies. A user matches the filter when any chosen attribute holds.
 */
export const ATTRIBUTES = [
  'BLOCKED',
  'PENDING_REGISTRATION',
  'NEVER_SIGNED_IN',
  'INACTIVE_90_DAYS',
  'PENDING_ACCESS',
  'THIRD_PARTY_USER',
] as const;
export type Attribute = (typeof ATTRIBUTES)[number];

export const SORTS = [
  'name',
  'email',
  'companyName',
  'companyType',
  'thirdPartyCompanyName',
  'role',
  'lastLogin',
  'sbu',
  'buoAreaNumber',
] as const;
export type GlobalUserSort = (typeof SORTS)[number];

/** Spec §9: minimum search length 3. */
export const MIN_SEARCH = 3;

const values = (description: string) =>
  Type.Optional(Type.Array(Type.String({ minLength: 1, maxLength: 100 }), { maxItems: 50, uniqueItems: true, description }));

export const Filters = Type.Object(
  {
    companyTypes: Type.Optional(Type.Array(CompanyType, { maxItems: COMPANY_TYPES.length, uniqueItems: true })),
    companyStatuses: values('Company statuses (GET companies/statuses).'),
    roles: values('Roles (GET users/filters/roles).'),
    products: values('Product codes (GET products): users with complete access to any of them.'),
    attributes: Type.Optional(Type.Array(literals(ATTRIBUTES), { maxItems: ATTRIBUTES.length, uniqueItems: true })),
    sbu: values('Strategic business units (GET users/filters/sbu).'),
  },
  { additionalProperties: false },
);

export const ListBody = Type.Object(
  {
    search: Type.Optional(
      Type.String({
        maxLength: 100,
        description: `Part of the name, e-mail or company name, any letter case; at least ${MIN_SEARCH} characters (blank: no search).`,
      }),
    ),
    filters: Type.Optional(Filters),
  },
  { additionalProperties: false },
);

export const UserTypeQuery = { userType: literals(USER_TYPES) };

export const ListQuery = Type.Object(
  {
    ...UserTypeQuery,
    pageNo: Type.Optional(PageNumber()),
    pageSize: Type.Optional(PageSize(LIST_DEFAULTS.globalUsers.pageSize)),
    sortBy: Type.Optional(literals(SORTS)),
    sortOrder: Type.Optional(SortOrder),
  },
  { additionalProperties: false },
);

export const ExportQuery = Type.Object(
  { ...UserTypeQuery, sortBy: Type.Optional(literals(SORTS)), sortOrder: Type.Optional(SortOrder) },
  { additionalProperties: false },
);

export const GlobalUser = Type.Object({
  userId: Type.String(),
  name: Type.String(),
  email: Type.String(),
  status: literals(['ACTIVE', 'BLOCKED', 'PENDING'] as const),
  companyId: Nullable(Type.String()),
  companyName: Nullable(Type.String()),
  companyType: Nullable(CompanyType),
  thirdPartyCompanyName: Nullable(Type.String({ description: 'The supplier an agency user works for.' })),
  appAccess: Type.Array(Type.String(), { description: 'Product codes with complete access.' }),
  role: Type.String(),
  lastLogin: Nullable(Type.String({ format: 'date-time' })),
  sbu: Nullable(Type.String()),
  buoAreaNumber: Nullable(Type.String()),
});

export const UserPage = Type.Object({
  ...Paged(GlobalUser).properties,
  totalIsEstimate: Type.Optional(
    Type.Boolean({
      description:
        'Present (true) when totalElements is an estimate: a search matching more than 2,000 users is counted that far and estimated beyond (to two significant digits).',
    }),
  ),
});

export const UserParams = Type.Object({ id: Type.String({ format: 'uuid' }) });
export const BlockBody = Type.Object(
  { reason: Type.String({ minLength: 1, maxLength: 500, description: 'Why (kept in the activity log).' }) },
  { additionalProperties: false },
);
export const UnblockBody = Type.Object({ reason: Type.Optional(Type.String({ maxLength: 500 })) }, { additionalProperties: false });

export const StatusesQuery = Type.Object(
  {
    companyTypes: Type.Optional(
      Type.String({
        maxLength: 200,
        description: 'Company types, comma-separated (blank: every type).',
        examples: ['SUPPLIER,BASIC_VENDOR'],
      }),
    ),
  },
  { additionalProperties: false },
);
