// The shapes of the partners area (spec §7 "Partners", "Third-party apps").
import { Type } from 'typebox';
import { CompanyType, Nullable } from '../../schemas.ts';
import { pageQuery, searchText } from '../../services/paging.ts';

export const TAG = 'partners';

export const PartnerCompany = Type.Object({
  companyId: Type.String({ format: 'uuid' }),
  companyName: Type.String(),
  companyType: CompanyType,
  businessCode: Nullable(Type.String()),
  adminEmail: Nullable(Type.String({ description: 'Primary contact.' })),
});

export const Association = Type.Object({
  associationId: Type.String({ format: 'uuid' }),
  partnerCompany: PartnerCompany,
  products: Type.Array(Type.String(), { description: "The supplier's products the partner's users may use." }),
  uiCreatedOnDate: Type.String({ format: 'date-time' }),
});

export const Products = Type.Array(Type.String({ minLength: 1, maxLength: 100 }), { minItems: 1, maxItems: 50, uniqueItems: true });

export const CompanyParams = Type.Object({ companyId: Type.String({ format: 'uuid' }) });
export const AssociationParams = Type.Object({
  companyId: Type.String({ format: 'uuid' }),
  associationId: Type.String({ format: 'uuid' }),
});

/** The columns a client may sort the list by (the repository maps each to SQL). */
export const PARTNER_SORTS = { companyName: true, businessCode: true, adminEmail: true, uiCreatedOnDate: true } as const;
export type PartnerSort = keyof typeof PARTNER_SORTS;

export const ListQuery = Type.Object(pageQuery(PARTNER_SORTS, searchText('Part of the partner name or business code.')), {
  additionalProperties: false,
});

export const ValidateQuery = Type.Object({ businessCode: Type.String({ minLength: 1, maxLength: 100 }) });

export const AssociateBody = Type.Object(
  { businessCode: Type.String({ minLength: 1, maxLength: 100 }), products: Products },
  { additionalProperties: false },
);

export const ProductsBody = Type.Object({ products: Products }, { additionalProperties: false });

export const ProductGrant = Type.Object({ product_id: Type.String(), access_status: Type.Literal('ACCESS_COMPLETE') });

export const AssociatedQuery = Type.Object({
  associated_tenant_id: Type.String({ format: 'uuid', description: 'The other company of the association.' }),
});

export const AssociationProducts = Type.Object({
  supplierCompanyId: Type.String(),
  partnerCompanyId: Type.String(),
  products: Type.Array(ProductGrant),
});

export const PartnerAppsBody = Type.Object(
  {
    tenantId: Type.Optional(Type.String({ maxLength: 100, description: "The caller's company id, if given (checked against the path)." })),
    thirdPartyCompanyId: Type.Optional(Type.String({ format: 'uuid', description: 'Only this supplier’s grants.' })),
  },
  { additionalProperties: false },
);

export const PartnerApps = Type.Object({
  apps: Type.Array(
    Type.Object({
      product_id: Type.String(),
      access_status: Type.Literal('ACCESS_COMPLETE'),
      supplier: Type.Object({ id: Type.String(), name: Type.String() }),
    }),
  ),
});
