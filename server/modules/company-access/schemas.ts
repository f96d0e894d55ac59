// The shapes of access to other companies (issue 14 §2; spec §7 "Request access": GET (B)
// v1/identity/users/{userId}/access?search&page&page_size, POST (B) v1/identity/users/{userId}/access-requests
// {tenant_id, products, requestor_note}; §3 "access request creation (company_id sent as tenant_id …)").
import { Type } from 'typebox';
import { literals, PRODUCT_FAMILIES, type ProductCode } from '../../../tenants/schema.ts';
import { CompanyType, Nullable } from '../../schemas.ts';
import { LIST_DEFAULTS, PageNumber, PageSize, searchText } from '../../services/paging.ts';

export const TAG = 'company access';

const Uuid = Type.String({ format: 'uuid' });
export const Product = literals(Object.keys(PRODUCT_FAMILIES) as ProductCode[]);

/** The longest note a requester may write (the admins read it in the Access requests tab). */
export const NOTE_MAX = 500;

export const UserParams = Type.Object({ userId: Uuid });
export const RequestParams = Type.Object({ userId: Uuid, requestId: Uuid });

export const CompanySearchQuery = Type.Object({
  search: Type.Optional(searchText('Part of the company name, any letter case.')),
  page: Type.Optional(PageNumber()),
  page_size: Type.Optional(PageSize(LIST_DEFAULTS.accessCompanies.pageSize)),
});

const PendingRequest = Type.Object({
  id: Type.String(),
  products: Type.Array(Type.String()),
  create_time: Type.String({ format: 'date-time' }),
});

export const CompanyAccess = Type.Object({
  companyId: Type.String(),
  companyName: Type.String(),
  companyType: CompanyType,
  granted: Type.Array(Type.String(), { description: 'The products of this company the user may use (approved requests).' }),
  pendingRequest: Nullable(PendingRequest),
});

export const NewRequestBody = Type.Object(
  {
    tenant_id: Type.String({ format: 'uuid', description: "The company's id (spec §3: company_id sent as tenant_id)." }),
    products: Type.Array(Product, { minItems: 1, maxItems: 8, uniqueItems: true }),
    requestor_note: Type.String({ minLength: 1, maxLength: NOTE_MAX, description: 'Why access is needed; the admins read it.' }),
  },
  { additionalProperties: false },
);

export const RequestStatus = literals(['PENDING', 'APPROVED', 'DENIED', 'WITHDRAWN'] as const);

export const OwnRequest = Type.Object({
  id: Type.String(),
  companyId: Type.String(),
  companyName: Type.String(),
  products: Type.Array(Type.String()),
  requestor_note: Nullable(Type.String()),
  status: RequestStatus,
  create_time: Type.String({ format: 'date-time' }),
  decided_at: Nullable(Type.String({ format: 'date-time' })),
});

export const OwnRequestsQuery = Type.Object({
  page: Type.Optional(PageNumber()),
  page_size: Type.Optional(PageSize(LIST_DEFAULTS.ownAccessRequests.pageSize)),
});
