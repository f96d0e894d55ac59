// A supplier base worth managing (issue 16 §1): companies of every type and status with their
// users, and associates with SBUs and BUO area numbers, generated in SQL (generate_series) so the
// same code seeds the demo (42 companies per tenant) and the benchmark (5,000 companies and
// 200,000 users, `npm run bench global-users`) in seconds. Names are in the tenant's language;
// everything is derived from row numbers, so two runs write the same directory.
//
// Directory companies carry the business code DIR-<n>; a tenant that has one is left alone.
import { sql } from 'kysely';
import type { TenantConfig, TenantId } from '../../tenants/schema.ts';
import type { Db } from '../db/database.ts';

export interface DirectorySize {
  companies: number;
  /** The average; each company gets between 1 and twice this minus one. */
  usersPerCompany: number;
  internalUsers: number;
}

/** The demo's size: 40+ companies per tenant (issue 16 §1). */
export const DEMO_DIRECTORY: DirectorySize = { companies: 42, usersPerCompany: 5, internalUsers: 30 };

interface Words {
  prefixes: string[];
  nouns: string[];
  suffixes: string[];
  first: string[];
  last: string[];
}

/** Word lists, '|'-separated (some words have spaces). */
const words = (list: string) => list.split('|');

const WORDS: Record<TenantId, Words> = {
  us: {
    prefixes: words(
      'Golden|Harbor|Pioneer|Evergreen|Cascade|Redwood|Granite|Liberty|Meadow|Canyon|Silver|Prairie|Coastal|Summit|Heartland|Maple|Riverbend|Ironwood|Bluebird|Sunrise|Frontier|Willow|Northfield|Oakmont|Clearwater|Highland|Lakeshore|Stonebridge|Brightwater|Fairview',
    ),
    nouns: words(
      'Foods|Beverages|Home Goods|Apparel|Snacks|Pet Supply|Outdoor|Toys|Beauty|Hardware|Dairy|Bakery|Produce|Electronics|Paper Products|Housewares|Wellness|Garden|Sporting Goods|Frozen Foods|Coffee|Candy|Cleaning|Baby Care|Office Supply|Footwear|Kitchenware|Seafood|Spices|Crafts',
    ),
    suffixes: words('Inc.|LLC|Co.|Group|Brands|Partners'),
    first: words(
      'Olivia|Liam|Emma|Noah|Ava|Elijah|Sophia|Lucas|Mia|Mason|Isabella|Logan|Amelia|Ethan|Harper|James|Evelyn|Aiden|Abigail|Carter|Ella|Owen|Scarlett|Wyatt|Grace|Henry|Chloe|Jack|Nora|Levi',
    ),
    last: words(
      'Anderson|Thomas|Jackson|White|Harris|Martin|Thompson|Garcia|Martinez|Robinson|Rodriguez|Lee|Walker|Allen|Wright|Scott|Green|Baker|Adams|Nelson|Hill|Campbell|Mitchell|Roberts|Carter|Phillips|Evans|Turner|Parker|Collins',
    ),
  },
  mx: {
    prefixes: words(
      'Sierra|Valle|Costa|Aurora|Nopal|Maguey|Cielo|Río|Monte|Pradera|Sol|Luna|Ceiba|Jade|Cantera|Laguna|Volcán|Palma|Roble|Brisa|Cumbre|Mezquite|Alba|Estrella|Bahía|Cañada|Ámbar|Huerta|Meseta|Ocaso',
    ),
    nouns: words(
      'Alimentos|Bebidas|Hogar|Textiles|Botanas|Mascotas|Deportes|Juguetes|Belleza|Ferretería|Lácteos|Panadería|Frutas|Electrónica|Papelería|Cocina|Bienestar|Jardín|Calzado|Congelados|Café|Dulces|Limpieza|Bebés|Oficina|Artesanías|Mariscos|Especias|Cerámica|Muebles',
    ),
    suffixes: words('S.A. de C.V.|S. de R.L.|y Asociados|Grupo|Comercial|Distribuidora'),
    first: words(
      'Andrea|Diego|Camila|Santiago|Regina|Mateo|Renata|Sebastián|Paula|Emiliano|Natalia|Leonardo|Mariana|Daniel|Lucía|Adrián|Isabel|Rodrigo|Elena|Tomás|Carmen|Héctor|Patricia|Ricardo|Gabriela|Arturo|Rosa|Francisco|Teresa|Manuel',
    ),
    last: words(
      'Morales|Ortiz|Gutiérrez|Chávez|Ramos|Vargas|Reyes|Cruz|Jiménez|Ruiz|Aguilar|Medina|Castro|Romero|Herrera|Vázquez|Domínguez|Navarro|Salazar|Delgado|Cortés|Ríos|Guerrero|Luna|Campos|Núñez|Soto|Ibarra|Cabrera|Fuentes',
    ),
  },
  ca: {
    prefixes: words(
      'Boréal|Laurentides|Fjord|Outaouais|Cap-Rouge|Érable|Nordik|Rocheuse|Prairie|Atlantique|Bouleau|Aurore|Vallée|Caribou|Saint-Laurent|Mistral|Cèdre|Huard|Gaspésie|Tundra|Pacifique|Orignal|Cascade|Banquise|Clairière|Sapinière|Chinook|Algonquin|Rivière|Falaise',
    ),
    nouns: words(
      'Aliments|Boissons|Maison|Vêtements|Collations|Animalerie|Plein air|Jouets|Beauté|Quincaillerie|Laiterie|Boulangerie|Produits frais|Électronique|Papeterie|Cuisine|Bien-être|Jardinage|Sports|Surgelés|Café|Confiserie|Entretien|Bébé|Bureau|Chaussures|Poissonnerie|Épices|Artisanat|Érablière',
    ),
    suffixes: words('Inc.|Ltée|S.E.C.|Groupe|Distribution|Ltd.'),
    first: words(
      'Alice|Félix|Charlotte|Jacob|Rosalie|Samuel|Juliette|Louis|Béatrice|Mathis|Clara|Raphaël|Jade|Antoine|Laurence|Xavier|Océane|Alexis|Sarah|Benjamin|Mégane|Hugo|Anaïs|Charles|Élodie|Vincent|Noémie|Olivia|Justin|Ariane',
    ),
    last: words(
      'Lévesque|Bergeron|Girard|Simard|Boucher|Caron|Beaulieu|Cloutier|Poirier|Fournier|Lapointe|Leclerc|Lefebvre|Paquette|Martel|Thibault|Mercier|Bédard|Nadeau|Dufour|Champagne|Bernier|Grenier|Savard|Langlois|Rousseau|Giroux|Vachon|Charbonneau|Desjardins',
    ),
  },
};

const SBUS = ['Grocery', 'General Merchandise', 'Consumables', 'Health & Wellness', 'Apparel', 'Home', 'Electronics', 'Seasonal'];
/** Company types in a 42-row cycle: 16 suppliers, 10 agencies, 8 basic vendors, 5 basic agencies, 3 unclassified. */
const TYPE_CYCLE = [
  ...Array<string>(16).fill('SUPPLIER'),
  ...Array<string>(10).fill('THIRD_PARTY_AGENCY'),
  ...Array<string>(8).fill('BASIC_VENDOR'),
  ...Array<string>(5).fill('BASIC_THIRD_PARTY_AGENCY'),
  ...Array<string>(3).fill('UNKNOWN'),
];
const INTERNAL_ROLES = ['Associate', 'Merchant', 'Category Manager', 'Asset Protection', 'Associate', 'Merchant', 'Support Agent'];

/** Letters without accents and lower case, for e-mail addresses. */
const plain = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '');

/** Seeds the directory of each tenant that has none; returns how many users it wrote. */
export async function seedDemoDirectory(db: Db, tenants: TenantConfig[], size: DirectorySize = DEMO_DIRECTORY): Promise<number> {
  let written = 0;
  for (const tenant of tenants) {
    const has = await db
      .selectFrom('companies')
      .select('id')
      .where('tenant_id', '=', tenant.id)
      .where('business_code', 'like', 'DIR-%')
      .limit(1)
      .executeTakeFirst();
    if (has) continue;
    written += await db.transaction().execute((trx) => seedTenant(trx, tenant, size));
  }
  // Statistics for the planner: PGlite has no autovacuum to gather them after a bulk load.
  if (written) await sql`analyze companies, users, user_products`.execute(db);
  return written;
}

async function seedTenant(db: Db, tenant: TenantConfig, size: DirectorySize): Promise<number> {
  const w = WORDS[tenant.id];
  const t = tenant.id;
  const products = tenant.products.map((p) => p.code);
  const firstPlain = w.first.map(plain);
  const lastPlain = w.last.map(plain);
  const prefixPlain = w.prefixes.map(plain);
  const nounPlain = w.nouns.map(plain);
  // Companies: prefix × noun × suffix, unique for the first 5,400; every 9th inactive, every 13th suspended.
  await sql`
    insert into companies (tenant_id, name, company_type, status, business_code)
    select ${t},
      (${w.prefixes}::text[])[1 + i % 30] || ' ' || (${w.nouns}::text[])[1 + (7 * (i % 30) + i / 30) % 30] || ' ' || (${w.suffixes}::text[])[1 + (i / 900) % 6]
        || case when i >= 5400 then ' ' || i else '' end,
      (${TYPE_CYCLE}::text[])[1 + i % 42],
      case when i % 13 = 12 then 'SUSPENDED' when i % 9 = 8 then 'INACTIVE' else 'ACTIVE' end,
      'DIR-' || i
    from generate_series(0, ${size.companies - 1}) as i`.execute(db);
  // Users of each company: the first an admin; every 17th blocked, every 11th invited (pending);
  // agency users (every other) work for a supplier of the directory.
  const spread = 2 * size.usersPerCompany - 1;
  await sql`
    with dir as (
      select id, company_type, name, substr(business_code, 5)::int as ci,
        (${prefixPlain}::text[])[1 + substr(business_code, 5)::int % 30] || '-' ||
          (${nounPlain}::text[])[1 + (7 * (substr(business_code, 5)::int % 30) + substr(business_code, 5)::int / 30) % 30] ||
          case when substr(business_code, 5)::int >= 900 then '-' || substr(business_code, 5) else '' end as slug
      from companies where tenant_id = ${t} and business_code like 'DIR-%'
    ), suppliers as (
      select array_agg(id order by ci) as ids from dir where company_type = 'SUPPLIER'
    ), people as (
      select dir.*, k, (dir.ci * 7 + k * 3) % 30 as f, (dir.ci * 11 + k * 5) % 30 as l
      from dir, generate_series(1, 1 + (dir.ci * 7) % ${spread}) as k
    )
    insert into users (tenant_id, company_id, login_id, first_name, last_name, user_type, role, status,
      third_party_company_id, language_code, timezone, last_login_at, registration_completed_at,
      blocked_reason, blocked_at)
    select ${t}, p.id,
      (${firstPlain}::text[])[1 + f] || '.' || (${lastPlain}::text[])[1 + l] || '.' || p.ci || '-' || k || '@' || p.slug || '.test',
      (${w.first}::text[])[1 + f], (${w.last}::text[])[1 + l], 'EXTERNAL',
      case when k = 1 then 'Admin' else 'User' end,
      case when k > 1 and (p.ci + k) % 17 = 0 then 'BLOCKED' when k > 1 and (p.ci + k) % 11 = 0 then 'PENDING' else 'ACTIVE' end,
      case when p.company_type in ('THIRD_PARTY_AGENCY', 'BASIC_THIRD_PARTY_AGENCY') and k % 2 = 0 and s.ids is not null
        then s.ids[1 + (p.ci + k) % array_length(s.ids, 1)] end,
      ${tenant.locales.default}, ${tenant.timeZones.default},
      case when (p.ci + k) % 6 = 0 or (k > 1 and (p.ci + k) % 11 = 0) then null
        else now() - ((p.ci * 13 + k * 29) % 240) * interval '1 day' - ((p.ci + k) % 24) * interval '1 hour' end,
      case when k > 1 and (p.ci + k) % 11 = 0 and (p.ci + k) % 17 <> 0 then null else now() end,
      case when k > 1 and (p.ci + k) % 17 = 0 then 'Left the company' end,
      case when k > 1 and (p.ci + k) % 17 = 0 then now() - ((p.ci + k) % 90) * interval '1 day' end
    from people p cross join suppliers s`.execute(db);
  // Associates: merchants with an SBU, asset protection with a BUO area number.
  await sql`
    insert into users (tenant_id, login_id, first_name, last_name, user_type, role, sbu, buo_area_number,
      language_code, timezone, last_login_at, registration_completed_at)
    select ${t},
      (${firstPlain}::text[])[1 + (i * 7) % 30] || '.' || (${lastPlain}::text[])[1 + (i * 13) % 30] || '.' || i || '@associates.' || ${t} || '.test',
      (${w.first}::text[])[1 + (i * 7) % 30], (${w.last}::text[])[1 + (i * 13) % 30], 'INTERNAL', role,
      case when role = 'Merchant' then (${SBUS}::text[])[1 + i % ${SBUS.length}] end,
      case when role = 'Asset Protection' then lpad((1000 + (i * 37) % 9000)::text, 4, '0') end,
      ${tenant.locales.default}, ${tenant.timeZones.default},
      case when i % 5 = 0 then null else now() - (i % 120) * interval '1 day' end, now()
    from generate_series(0, ${size.internalUsers - 1}) as i,
      lateral (select (${INTERNAL_ROLES}::text[])[1 + i % ${INTERNAL_ROLES.length}] as role) as r`.execute(db);
  // Product access: about one product in three complete, one in fifteen pending.
  if (products.length) {
    await sql`
      insert into user_products (user_id, product_code, access_status)
      select u.id, p.code, case when (abs(hashtext(u.login_id)) + p.n) % 5 = 0 then 'ACCESS_PENDING' else 'ACCESS_COMPLETE' end
      from users u cross join unnest(${products}::text[]) with ordinality as p(code, n)
      where u.tenant_id = ${t} and u.status <> 'PENDING'
        and (u.company_id in (select id from companies where tenant_id = ${t} and business_code like 'DIR-%') or u.login_id like '%@associates.%')
        and (abs(hashtext(u.login_id)) + p.n * 7) % 3 = 0`.execute(db);
  }
  const { n } = await db
    .selectFrom('users')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('tenant_id', '=', t)
    .where((eb) =>
      eb.or([
        eb('login_id', 'like', '%@associates.%'),
        eb('company_id', 'in', eb.selectFrom('companies').select('id').where('tenant_id', '=', t).where('business_code', 'like', 'DIR-%')),
      ]),
    )
    .executeTakeFirstOrThrow();
  return Number(n);
}
