// Tenant rows (always) and demo data (outside production, into an empty database only).
import type { TenantConfig, TenantId } from '../../tenants/schema.ts';
import { hashPassword } from '../services/passwords.ts';
import type { Db } from './database.ts';
import type { AccessStatus, CompanyType, UserType } from './schema.ts';

export async function ensureTenants(db: Db, tenants: TenantConfig[]): Promise<void> {
  for (const t of tenants) {
    await db
      .insertInto('tenants')
      .values({ id: t.id, code: t.code, name: t.countryName })
      .onConflict((oc) => oc.column('id').doUpdateSet({ code: t.code, name: t.countryName }))
      .execute();
  }
}

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
  { account: 'basic-agency', company: 'basicAgency', role: 'Admin', userType: 'EXTERNAL', products: 'none' },
  { account: 'associate', company: null, role: 'Associate', userType: 'INTERNAL', products: 'some' },
  { account: 'category-manager', company: null, role: 'Category Manager', userType: 'INTERNAL', personaCodes: [2000], products: 'some' },
  { account: 'asset-protection', company: null, role: 'Asset Protection', userType: 'INTERNAL', buoAreaNumber: '4417', products: 'none' },
  { account: 'merchant', company: null, role: 'Merchant', userType: 'INTERNAL', sbu: 'Grocery', products: 'some' },
];

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
  ],
};

export function demoLogin(account: string, tenantId: string): string {
  return `${account}.${tenantId}@demo.test`;
}

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
  // Every demo account shares the documented demo password, so one argon2id hash serves them all
  // (hashing 39 times would add seconds to every start on an empty database and every test).
  const passwordHash = await hashPassword(password);
  await db.transaction().execute(async (trx) => {
    for (const tenant of tenants) {
      const companyIds = {} as Record<CompanyKey, string>;
      for (const [key, type] of Object.entries(COMPANY_TYPES) as Array<[CompanyKey, CompanyType]>) {
        const row = await trx
          .insertInto('companies')
          .values({
            tenant_id: tenant.id,
            name: COMPANY_NAMES[tenant.id][key],
            company_type: type,
            admin_email: demoLogin(key === 'agency' ? 'agency-admin' : 'supplier-admin', tenant.id),
            business_code: `${tenant.code}-${key.toUpperCase()}`,
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        companyIds[key] = row.id;
      }
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
            timezone: tenant.id === 'mx' ? 'America/Mexico_City' : tenant.id === 'ca' ? 'America/Toronto' : 'America/Chicago',
            password_hash: passwordHash,
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        const grants = productGrants(tenant, demo.products);
        if (grants.length) {
          await trx
            .insertInto('user_products')
            .values(grants.map(([product_code, access_status]) => ({ user_id: user.id, product_code, access_status })))
            .execute();
        }
      }
    }
  });
  return true;
}
