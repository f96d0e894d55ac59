// The shapes of the company list for super admins (spec §7 "Super admin context": GET companies).
import { Type } from 'typebox';
import { CompanyType, Nullable } from '../../schemas.ts';
import { LIST_DEFAULTS, PageNumber, Paged } from '../../services/paging.ts';

export const COMPANY_SORTS = ['companyName', 'status', 'companyType'] as const;
export type CompanySort = (typeof COMPANY_SORTS)[number];

/** Spec §7: GET companies defaults (the sort is the Customer Accounts page's, the page size is not: tenants/lists.ts). */
export const DEFAULTS = {
  page: 0,
  pageSize: 500,
  sortBy: LIST_DEFAULTS.companies.sortBy as CompanySort,
  sortOrder: LIST_DEFAULTS.companies.sortOrder as 'ASC' | 'DESC',
  showProducts: false,
};

export const CompaniesQuery = Type.Object({
  page: Type.Optional(PageNumber(DEFAULTS.page)),
  pageSize: Type.Optional(Type.Integer({ minimum: 1, maximum: 500, default: DEFAULTS.pageSize })),
  sortBy: Type.Optional(
    Type.Union(
      COMPANY_SORTS.map((k) => Type.Literal(k)),
      { default: DEFAULTS.sortBy },
    ),
  ),
  sortOrder: Type.Optional(Type.Union([Type.Literal('ASC'), Type.Literal('DESC')], { default: DEFAULTS.sortOrder })),
  showProducts: Type.Optional(
    Type.Boolean({
      default: DEFAULTS.showProducts,
      description: 'Add subscribedProduct: the products the company’s users have access to.',
    }),
  ),
  search: Type.Optional(Type.String({ minLength: 1, maxLength: 100, description: 'Part of the company name, any letter case.' })),
});

export const CompanyPage = Paged(
  Type.Object({
    companyId: Type.String(),
    companyName: Type.String(),
    status: Type.String(),
    adminEmail: Nullable(Type.String()),
    companyType: CompanyType,
    subscribedProduct: Type.Optional(Type.Array(Type.String())),
  }),
);
