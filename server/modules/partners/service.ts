// Third-party partners (spec §2 "Admin tables": partner, partner code, primary contact; §3
// "Third-party partner association"; §7 "Partners", "Third-party apps"). A supplier associates an
// agency by its business code and chooses which of its products the agency's users may use on the
// supplier's behalf. Decisions where the spec is silent:
// - pairing: a SUPPLIER may associate a THIRD_PARTY_AGENCY or a BASIC_THIRD_PARTY_AGENCY; a
//   BASIC_VENDOR only a BASIC_THIRD_PARTY_AGENCY; other company types have no partners;
// - at least one product, each offered by the tenant now (tenant file and super admins' overrides);
// - removal: DELETE …/partner-associations/{associationId}; changing the products: PUT on the same path;
// - the agency's third-party users (users.third_party_company_id = the supplier) get the products
//   granted to their agency, as complete access, on top of their own grants (the /apps tiles merge
//   POST fetch-active-partner-access-apps into the user context's products).
import type { Environment, TenantConfig } from '../../../tenants/schema.ts';
import type { Company, CompanyType as CompanyTypeName } from '../../db/schema.ts';
import type { PartnersRepository } from './repository.ts';

/** Which agency types each company type may associate. */
export const PARTNER_TYPES: Partial<Record<CompanyTypeName, CompanyTypeName[]>> = {
  SUPPLIER: ['THIRD_PARTY_AGENCY', 'BASIC_THIRD_PARTY_AGENCY'],
  BASIC_VENDOR: ['BASIC_THIRD_PARTY_AGENCY'],
};

type Found = { company: Company } | { status: 400 | 404 | 409; message: string };

/** The agency a company may associate by business code, or why not. */
export async function findPartner(partners: PartnersRepository, companyId: string, businessCode: string): Promise<Found> {
  const code = businessCode.trim().toUpperCase();
  if (!code) return { status: 400, message: 'Enter the business code of the partner company.' };
  const own = await partners.ownCompany();
  if (!own) return { status: 404, message: 'No company with this id in this country.' };
  const allowed = PARTNER_TYPES[own.company_type];
  if (!allowed) return { status: 400, message: 'Only suppliers and basic vendors can associate third-party partners.' };
  const company = await partners.companyByBusinessCode(code);
  if (!company) return { status: 404, message: `No company with business code ${code} in this country.` };
  if (company.id === companyId) return { status: 400, message: 'This is the business code of your own company.' };
  if (!allowed.includes(company.company_type)) {
    return {
      status: 400,
      message:
        own.company_type === 'BASIC_VENDOR'
          ? `${company.name} is not a basic third-party agency: basic vendors can only associate basic third-party agencies.`
          : `${company.name} is not a third-party agency.`,
    };
  }
  if (await partners.isPartner(company.id)) return { status: 409, message: `${company.name} is already your partner.` };
  return { company };
}

/** The products the tenant does not offer, of those asked for. */
export async function unknownProducts(partners: PartnersRepository, tenant: TenantConfig, env: Environment, products: string[]) {
  const offered = await partners.offeredProducts(tenant, env);
  return products.filter((p) => !offered.has(p));
}
