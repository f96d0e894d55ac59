// The demo accounts and companies of each tenant, their product grants, legal acceptances, access
// requests and incidents (outside production, into an empty database only).
import type { TenantConfig, TenantId } from '../../tenants/schema.ts';
import { detailsOf } from '../modules/activity-logs/catalogue.ts';
import { recordActivity } from '../services/activity-log.ts';
import { loadServerCatalogs } from '../services/i18n.ts';
import { hashPassword } from '../services/passwords.ts';
import { firstVersions } from '../services/legal-documents.ts';
import type { Db } from '../db/database.ts';
import { type AccessStatus, type CompanyType, LEGAL_DOCUMENTS, type UserType } from '../db/schema.ts';
import { seedDemoIncidents } from './incidents.ts';

type CompanyKey = 'supplier' | 'supplier2' | 'agency' | 'basicVendor' | 'basicAgency' | 'unknown';

interface DemoAccount {
  account: string;
  company: CompanyKey | null;
  role: string;
  userType: UserType;
  /** Agency users working for a supplier carry that supplier as their third-party company. */
  worksFor?: CompanyKey;
  personaCodes?: number[];
  sbu?: string;
  buoAreaNumber?: string;
  products: 'all' | 'some' | 'none';
  /** Accepted the versions of a year before the tenant's legal.effectiveDate: the portal asks for the current ones (issue 14 §4). */
  acceptedLastYear?: true;
}

export const DEMO_ACCOUNTS: DemoAccount[] = [
  { account: 'super-admin', company: null, role: 'Super Admin', userType: 'INTERNAL', products: 'all' },
  { account: 'spectator', company: null, role: 'Super Admin Spectator', userType: 'INTERNAL', products: 'all' },
  { account: 'supplier-admin', company: 'supplier', role: 'Admin', userType: 'EXTERNAL', products: 'all' },
  { account: 'supplier-user', company: 'supplier', role: 'User', userType: 'EXTERNAL', products: 'some' },
  { account: 'agency-admin', company: 'agency', role: 'Admin', userType: 'EXTERNAL', products: 'some' },
  { account: 'agency-user', company: 'agency', role: 'User', userType: 'EXTERNAL', worksFor: 'supplier', products: 'some' },
  { account: 'basic-vendor-admin', company: 'basicVendor', role: 'Admin', userType: 'EXTERNAL', products: 'some' },
  { account: 'basic-vendor-user', company: 'basicVendor', role: 'User', userType: 'EXTERNAL', products: 'none' },
  { account: 'basic-agency', company: 'basicAgency', role: 'Admin', userType: 'EXTERNAL', products: 'none', acceptedLastYear: true },
  { account: 'associate', company: null, role: 'Associate', userType: 'INTERNAL', products: 'some' },
  { account: 'category-manager', company: null, role: 'Category Manager', userType: 'INTERNAL', personaCodes: [2000], products: 'some' },
  { account: 'asset-protection', company: null, role: 'Asset Protection', userType: 'INTERNAL', buoAreaNumber: '4417', products: 'none' },
  { account: 'merchant', company: null, role: 'Merchant', userType: 'INTERNAL', sbu: 'Grocery', products: 'some' },
  { account: 'support-agent', company: null, role: 'Support Agent', userType: 'INTERNAL', products: 'none' },
  { account: 'content-owner', company: null, role: 'Content Owner', userType: 'INTERNAL', products: 'none' },
  { account: 'config-owner', company: null, role: 'Configuration Owner', userType: 'INTERNAL', products: 'none' },
  { account: 'legal-owner', company: null, role: 'Legal Owner', userType: 'INTERNAL', products: 'none' },
];

/**
 * The demo account each company names as its primary contact: always one of its own users (the
 * second supplier and the unclassified company have no demo account, so no contact).
 */
const PRIMARY_CONTACTS: Partial<Record<CompanyKey, string>> = {
  supplier: 'supplier-admin',
  agency: 'agency-admin',
  basicVendor: 'basic-vendor-admin',
  basicAgency: 'basic-agency',
};

const COMPANY_TYPES: Record<CompanyKey, CompanyType> = {
  supplier: 'SUPPLIER',
  supplier2: 'SUPPLIER',
  agency: 'THIRD_PARTY_AGENCY',
  basicVendor: 'BASIC_VENDOR',
  basicAgency: 'BASIC_THIRD_PARTY_AGENCY',
  unknown: 'UNKNOWN',
};

/** Names in each tenant's language. */
const COMPANY_NAMES: Record<TenantId, Record<CompanyKey, string>> = {
  us: {
    supplier: 'Blue Ridge Foods Inc.',
    supplier2: 'Lakeside Home Goods LLC',
    agency: 'Northstar Retail Analytics',
    basicVendor: 'Prairie Candle Co.',
    basicAgency: 'Summit Brokerage Partners',
    unknown: 'Pending Classification Corp.',
  },
  mx: {
    supplier: 'Alimentos del Bajío S.A. de C.V.',
    supplier2: 'Hogar y Jardín de Occidente S.A.',
    agency: 'Analítica Comercial Norte',
    basicVendor: 'Velas Artesanales de Oaxaca',
    basicAgency: 'Representaciones Cumbre',
    unknown: 'Empresa en Clasificación S.A.',
  },
  ca: {
    supplier: 'Érablière Laurentienne Inc.',
    supplier2: 'Maritime Home Goods Ltd.',
    agency: 'Analytique Commerciale Nord',
    basicVendor: 'Chandelles du Vieux-Port',
    basicAgency: 'Courtage Sommet',
    unknown: 'Société en classification',
  },
};

const PEOPLE: Record<TenantId, Array<[string, string]>> = {
  us: [
    ['Avery', 'Johnson'],
    ['Jordan', 'Smith'],
    ['Taylor', 'Brown'],
    ['Morgan', 'Davis'],
    ['Casey', 'Miller'],
    ['Riley', 'Wilson'],
    ['Quinn', 'Moore'],
    ['Parker', 'Clark'],
    ['Drew', 'Lewis'],
    ['Jamie', 'Walker'],
    ['Reese', 'Hall'],
    ['Skyler', 'Young'],
    ['Rowan', 'King'],
    ['Harley', 'Bennett'],
    ['Sage', 'Whitaker'],
    ['Dakota', 'Reyes'],
    ['Emerson', 'Price'],
  ],
  mx: [
    ['Alejandro', 'García'],
    ['María', 'Hernández'],
    ['José', 'López'],
    ['Guadalupe', 'Martínez'],
    ['Juan', 'González'],
    ['Verónica', 'Pérez'],
    ['Luis', 'Rodríguez'],
    ['Fernanda', 'Sánchez'],
    ['Carlos', 'Ramírez'],
    ['Sofía', 'Torres'],
    ['Miguel', 'Flores'],
    ['Daniela', 'Rivera'],
    ['Jorge', 'Gómez'],
    ['Ximena', 'Castillo'],
    ['Valeria', 'Mendoza'],
    ['Andrea', 'Navarro'],
    ['Ricardo', 'Vargas'],
  ],
  ca: [
    ['Émilie', 'Tremblay'],
    ['Liam', 'Gagnon'],
    ['Chloé', 'Roy'],
    ['Noah', 'Côté'],
    ['Léa', 'Bouchard'],
    ['Ethan', 'Gauthier'],
    ['Maëlle', 'Morin'],
    ['Olivier', 'Lavoie'],
    ['Zoé', 'Fortin'],
    ['William', 'Gagné'],
    ['Camille', 'Ouellet'],
    ['Thomas', 'Pelletier'],
    ['Florence', 'Bélanger'],
    ['Nathan', 'Leblanc'],
    ['Gabrielle', 'Dubé'],
    ['Mathis', 'Girard'],
    ['Simone', 'Lapointe'],
  ],
};

export function demoLogin(account: string, tenantId: string): string {
  return `${account}.${tenantId}@demo.test`;
}

/** The authorised e-mail domain seeded for a demo company: its name, without accents, as a .test domain. */
export function demoDomain(companyName: string): string {
  const slug = companyName
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
  return `${slug}.test`;
}

/** Further people of the main demo supplier, so its admin tables show every tab (not demo accounts). */
const SUPPLIER_STAFF: Array<{ first: string; last: string; status: 'ACTIVE' | 'BLOCKED' | 'PENDING' }> = [
  { first: 'Harper', last: 'Reyes', status: 'ACTIVE' },
  { first: 'Elliot', last: 'Nguyen', status: 'ACTIVE' },
  { first: 'Sasha', last: 'Okafor', status: 'BLOCKED' },
  { first: 'Devon', last: 'Laurent', status: 'PENDING' },
];

function productGrants(tenant: TenantConfig, which: DemoAccount['products']): Array<[string, AccessStatus]> {
  const codes = tenant.products.map((p) => p.code);
  if (which === 'none') return [];
  if (which === 'all') return codes.map((c) => [c, 'ACCESS_COMPLETE']);
  // 'some': the first product granted, the second still pending, so both tile states show.
  return codes.slice(0, 2).map((c, i) => [c, i === 0 ? 'ACCESS_COMPLETE' : 'ACCESS_PENDING']);
}

/** Seeds demo companies and accounts when the database has no users yet. Returns whether it did. */
export async function seedDemoData(db: Db, tenants: TenantConfig[], password: string): Promise<boolean> {
  const existing = await db.selectFrom('users').select('id').limit(1).executeTakeFirst();
  if (existing) return false;
  // The activity entries write their English sentence from the catalogs (services/activity-log.ts).
  await loadServerCatalogs();
  // Every demo account shares the documented demo password, so one argon2id hash serves them all
  // (hashing 39 times would add seconds to every start on an empty database and every test).
  const passwordHash = await hashPassword(password);
  await db.transaction().execute(async (trx) => {
    for (const tenant of tenants) {
      const companyIds = {} as Record<CompanyKey, string>;
      for (const [key, type] of Object.entries(COMPANY_TYPES) as Array<[CompanyKey, CompanyType]>) {
        const contact = PRIMARY_CONTACTS[key];
        const row = await trx
          .insertInto('companies')
          .values({
            tenant_id: tenant.id,
            name: COMPANY_NAMES[tenant.id][key],
            company_type: type,
            admin_email: contact ? demoLogin(contact, tenant.id) : null,
            business_code: `${tenant.code}-${key.toUpperCase()}`,
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        companyIds[key] = row.id;
      }
      const accountIds: Record<string, string> = {};
      const accounts: Parameters<typeof seedDemoIncidents>[2] = {};
      for (const [i, demo] of DEMO_ACCOUNTS.entries()) {
        const [firstName, lastName] = PEOPLE[tenant.id][i]!;
        const user = await trx
          .insertInto('users')
          .values({
            tenant_id: tenant.id,
            company_id: demo.company ? companyIds[demo.company] : null,
            login_id: demoLogin(demo.account, tenant.id),
            first_name: firstName,
            last_name: lastName,
            user_type: demo.userType,
            role: demo.role,
            persona_access_codes: demo.personaCodes ?? [],
            third_party_company_id: demo.worksFor ? companyIds[demo.worksFor] : null,
            sbu: demo.sbu ?? null,
            buo_area_number: demo.buoAreaNumber ?? null,
            language_code: tenant.locales.default,
            timezone: tenant.timeZones.default,
            password_hash: passwordHash,
            registration_completed_at: new Date(),
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        accountIds[demo.account] = user.id;
        accounts[demo.account] = {
          id: user.id,
          companyId: demo.company ? companyIds[demo.company] : null,
          companyName: demo.company ? COMPANY_NAMES[tenant.id][demo.company] : '',
          firstName,
          lastName,
          login: demoLogin(demo.account, tenant.id),
        };
        const grants = productGrants(tenant, demo.products);
        if (grants.length) {
          await trx
            .insertInto('user_products')
            .values(grants.map(([product_code, access_status]) => ({ user_id: user.id, product_code, access_status })))
            .execute();
        }
        // Registered company users accepted their company type's terms and addendum (the profile lists them).
        if (demo.company) {
          const effectiveDate = demo.acceptedLastYear ? lastYear(tenant.legal.effectiveDate) : tenant.legal.effectiveDate;
          const versions = firstVersions({ ...tenant, legal: { ...tenant.legal, effectiveDate } }, COMPANY_TYPES[demo.company]);
          await trx
            .insertInto('document_acceptances')
            .values(LEGAL_DOCUMENTS.map((document) => ({ user_id: user.id, document, version: versions[document] })))
            .execute();
        }
      }
      await seedAdministration(trx, tenant, companyIds, accountIds, passwordHash);
      await seedDemoIncidents(trx, tenant, accounts);
    }
  });
  return true;
}

/** The same day a year before ('2026-10-01' → '2025-10-01'). */
const lastYear = (date: string) => `${Number(date.slice(0, 4)) - 1}${date.slice(4)}`;

/** Domains, partners, more staff, an access request and activity of the demo companies (issue 4). */
async function seedAdministration(
  trx: Db,
  tenant: TenantConfig,
  companyIds: Record<CompanyKey, string>,
  accountIds: Record<string, string>,
  passwordHash: string,
): Promise<void> {
  const domains = {} as Record<CompanyKey, string>;
  for (const key of Object.keys(COMPANY_TYPES) as CompanyKey[]) {
    domains[key] = demoDomain(COMPANY_NAMES[tenant.id][key]);
    await trx
      .insertInto('email_domains')
      .values({
        tenant_id: tenant.id,
        company_id: companyIds[key],
        domain_name: domains[key],
        allow_subdomains: key === 'supplier',
        is_3p_domain: key === 'agency' || key === 'basicAgency',
        created_by: accountIds['supplier-admin'] ?? null,
      })
      .execute();
  }
  const codes = tenant.products.map((p) => p.code);
  for (const [supplier, partner] of [
    ['supplier', 'agency'],
    ['basicVendor', 'basicAgency'],
  ] as const) {
    const association = await trx
      .insertInto('partner_associations')
      .values({ tenant_id: tenant.id, supplier_company_id: companyIds[supplier], partner_company_id: companyIds[partner] })
      .returning('id')
      .executeTakeFirstOrThrow();
    await trx
      .insertInto('partner_association_products')
      .values(codes.slice(0, 1).map((product_code) => ({ association_id: association.id, product_code })))
      .execute();
  }
  const admin = accountIds['supplier-admin']!;
  for (const person of SUPPLIER_STAFF) {
    const now = new Date();
    const user = await trx
      .insertInto('users')
      .values({
        tenant_id: tenant.id,
        company_id: companyIds.supplier,
        login_id: `${person.first}.${person.last}@${domains.supplier}`.toLowerCase(),
        first_name: person.first,
        last_name: person.last,
        user_type: 'EXTERNAL',
        role: 'User',
        language_code: tenant.locales.default,
        status: person.status,
        password_hash: person.status === 'PENDING' ? null : passwordHash,
        registration_completed_at: person.status === 'PENDING' ? null : now,
        created_by: admin,
        ...(person.status === 'BLOCKED' ? { blocked_reason: 'Left the company', blocked_by: admin, blocked_at: now } : {}),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await trx
      .insertInto('user_products')
      .values(codes.slice(0, 1).map((product_code) => ({ user_id: user.id, product_code, access_status: 'ACCESS_COMPLETE' as const })))
      .execute();
    if (person.status === 'PENDING') {
      await trx
        .insertInto('user_tasks')
        .values({
          tenant_id: tenant.id,
          company_id: companyIds.supplier,
          user_id: user.id,
          type: 'CREATE_USER',
          stage: 'INVITATION_SENT',
          created_by: admin,
        })
        .execute();
    } else {
      // Registered staff accepted the supplier's terms and addendum, as the demo accounts did.
      const versions = firstVersions(tenant, COMPANY_TYPES.supplier);
      await trx
        .insertInto('document_acceptances')
        .values(LEGAL_DOCUMENTS.map((document) => ({ user_id: user.id, document, version: versions[document] })))
        .execute();
    }
    await recordActivity(trx, {
      tenant_id: tenant.id,
      company_id: companyIds.supplier,
      actor_user_id: admin,
      entity_id: user.id,
      event: 'USER_CREATED',
      details: detailsOf('USER_CREATED', { name: `${person.first} ${person.last}` }),
    });
  }
  if (accountIds.associate) {
    await trx
      .insertInto('access_requests')
      .values({
        tenant_id: tenant.id,
        company_id: companyIds.supplier,
        user_id: accountIds.associate,
        products: codes.slice(0, 1),
        requestor_note: 'I support this supplier as its category analyst and need its sales data.',
      })
      .execute();
  }
}
