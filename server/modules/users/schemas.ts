// The shapes of supplier user management (spec §3 "User", "Pending user", "Access request",
// §7 "Supplier user management").
import { Type } from 'typebox';
import { literals } from '../../../tenants/schema.ts';
import type { CompanyType } from '../../db/schema.ts';
import { Nullable } from '../../schemas.ts';
import { pageQuery, searchText } from '../../services/paging.ts';
import { PRODUCT_CODES } from '../../services/product-catalogue.ts';
import { XLSX_TYPE } from '../../services/xlsx.ts';

/** Spec §3 "User types", by the type of the user's company; internal people are 'Account'. */
export const USER_TYPE_LABELS: Record<CompanyType, string> = {
  SUPPLIER: 'Supplier',
  THIRD_PARTY_AGENCY: 'Third Party User',
  BASIC_VENDOR: 'Basic Vendor',
  BASIC_THIRD_PARTY_AGENCY: 'Basic Third Party Agency',
  UNKNOWN: 'Unknown',
};
export const USER_TYPES = ['Supplier', 'Third Party User', 'Basic Vendor', 'Basic Third Party Agency', 'Account', 'Unknown'] as const;
export const userTypeLabel = (userType: string, companyType: CompanyType) =>
  (userType === 'INTERNAL' ? 'Account' : USER_TYPE_LABELS[companyType]) as (typeof USER_TYPES)[number];

/** The personas (roles) a company admin may give (spec §7 "GET companies/{id}/personas"). */
export const PERSONAS = [
  { code: 'Admin', name: 'Admin' },
  { code: 'User', name: 'User' },
] as const;
export const Role = literals(['Admin', 'User'] as const);

export const MAX_IDS = 100;
export const Uuid = Type.String({ format: 'uuid' });
export const UserIds = Type.Array(Uuid, { minItems: 1, maxItems: MAX_IDS, uniqueItems: true });
export const Product = literals(PRODUCT_CODES);
export const Name = Type.String({ minLength: 1, maxLength: 100 });
export const ReasonText = Type.String({ maxLength: 500 });

export const Search = searchText('Part of the first name, last name, full name or e-mail, any letter case.');

export const CompanyParams = Type.Object({ companyId: Uuid });

export const UserRow = Type.Object({
  userId: Type.String(),
  firstName: Type.String(),
  lastName: Type.String(),
  email: Type.String(),
  uiCompanyType: literals(USER_TYPES),
  multipleSupplierAccess: Type.Boolean({ description: 'A third-party user whose agency works for more than one supplier.' }),
  products: Type.Array(Type.String(), { description: 'App access: product codes.' }),
  uiLastLoginTime: Nullable(Type.String({ format: 'date-time' })),
  role: Type.String(),
  status: literals(['ACTIVE', 'BLOCKED'] as const),
  blockedReason: Type.Optional(Nullable(Type.String())),
  uiBlockedBy: Type.Optional(Nullable(Type.String({ description: 'Name of the admin who blocked the user.' }))),
  uiBlockedOn: Type.Optional(Nullable(Type.String({ format: 'date-time' }))),
});

export const PendingRow = Type.Object({
  taskId: Type.String(),
  userId: Type.String(),
  firstName: Type.String(),
  lastName: Type.String(),
  loginId: Type.String(),
  uiAppAccess: Type.Array(Type.String(), { description: 'Product codes.' }),
  uiState: Type.String({ description: "The account's state (PENDING until registration is complete)." }),
  createdBy: Nullable(Type.String({ description: 'Name of the admin who created the user.' })),
  uiCreatedOnDate: Type.String({ format: 'date-time' }),
  type: Type.Literal('CREATE_USER'),
  stage: literals(['INVITATION_SENT', 'GRANTING_ACCESS', 'COMPLETING', 'WAITING_FOR_ACCESS'] as const),
});

export const AccessRequestRow = Type.Object({
  id: Type.String(),
  first_name: Type.String(),
  last_name: Type.String(),
  email: Type.String(),
  products: Type.Array(Type.String()),
  product_text: Type.String({ description: "Product names joined with ' | ' (spec §9)." }),
  requestor_note: Nullable(Type.String()),
  create_time: Type.String({ format: 'date-time' }),
});

/** The columns each list may be sorted by (the repository maps each to SQL). */
export const USER_SORTS = { firstName: true, lastName: true, email: true, role: true, uiLastLoginTime: true, uiBlockedOn: true } as const;
export const PENDING_SORTS = { firstName: true, lastName: true, loginId: true, stage: true, uiCreatedOnDate: true } as const;
export const REQUEST_SORTS = { first_name: true, last_name: true, email: true, create_time: true } as const;
export type UserSort = keyof typeof USER_SORTS;
export type PendingSort = keyof typeof PENDING_SORTS;
export type RequestSort = keyof typeof REQUEST_SORTS;

export const TABS = ['users', 'pending', 'blocked', 'access-requests'] as const;
export type Tab = (typeof TABS)[number];

export const UsersQuery = Type.Object(
  {
    status: Type.Optional(literals(['ACTIVE', 'BLOCKED'] as const)),
    ...pageQuery(USER_SORTS, Search),
  },
  { additionalProperties: false },
);
export const PendingQuery = Type.Object(
  {
    ...pageQuery(PENDING_SORTS, Search),
  },
  { additionalProperties: false },
);
export const RequestsQuery = Type.Object(
  {
    ...pageQuery(REQUEST_SORTS, Search),
  },
  { additionalProperties: false },
);

export const Personas = Type.Array(Type.Object({ code: Role, name: Type.String() }));

export const ExportParams = Type.Object({ companyId: Uuid, tabName: literals(TABS) });
export const ExportQuery = Type.Object({ search: Type.Optional(Search) }, { additionalProperties: false });
export const ExportFile = {
  description: 'The .xlsx file (attachment users_<tab>_<yyyy-mm-dd>.xlsx).',
  content: { [XLSX_TYPE]: { schema: Type.String({ format: 'binary' }) } },
};

export const GrantBody = Type.Object(
  { userIds: UserIds, products: Type.Array(Product, { minItems: 1, maxItems: PRODUCT_CODES.length, uniqueItems: true }) },
  { additionalProperties: false },
);
export const AccessBody = Type.Object(
  { userId: Uuid, products: Type.Array(Product, { maxItems: PRODUCT_CODES.length, uniqueItems: true }), role: Role },
  { additionalProperties: false },
);
export const ProfileBody = Type.Object({ userId: Uuid, firstName: Name, lastName: Name }, { additionalProperties: false });
export const DeleteBody = Type.Object({ userIds: UserIds }, { additionalProperties: false });
export const BlockBody = Type.Object(
  {
    userIds: Type.Optional(UserIds),
    userId: Type.Optional(Uuid),
    reason: ReasonText,
  },
  { additionalProperties: false, description: 'userIds, or userId for one user.' },
);
export const UnblockBody = Type.Object(
  { userIds: Type.Optional(UserIds), userId: Type.Optional(Uuid), reason: Type.Optional(ReasonText) },
  { additionalProperties: false, description: 'userIds, or userId for one user.' },
);
export const DecisionsBody = Type.Object(
  {
    approvals: Type.Array(Type.Object({ requestId: Uuid, approved: Type.Boolean() }, { additionalProperties: false }), {
      minItems: 1,
      maxItems: MAX_IDS,
    }),
  },
  { additionalProperties: false },
);
export const Decided = Type.Object({ message: Type.String(), approved: Type.Integer(), denied: Type.Integer() });
