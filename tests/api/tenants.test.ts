// Tenant configuration: the schema check that stops the build and the server on a bad value, and
// the per-country facts of the spec (§2 gated routes, §6 products per environment, §9 support ids).
import { describe, expect, test } from 'vitest';
import { loadConfig } from '../../server/config.ts';
import { loadTenants, TENANT_FILES } from '../../tenants/index.ts';
import { SPECIAL_SUPPORT_IDS } from '../../tenants/shared.ts';
import { defaultFlags, ENVIRONMENTS, PRODUCT_FAMILIES, type TenantConfig, TenantConfigError } from '../../tenants/schema.ts';

type Files = Record<string, TenantConfig>;
type Mutation = (files: Files) => void;

/** A deep copy of the real tenant files with one change applied. */
function filesWith(mutate: Mutation): Record<string, unknown> {
  const files = structuredClone(TENANT_FILES) as Files;
  mutate(files);
  return files;
}

function loadError(mutate: Mutation): TenantConfigError {
  try {
    loadTenants(filesWith(mutate));
  } catch (error) {
    expect(error).toBeInstanceOf(TenantConfigError);
    return error as TenantConfigError;
  }
  throw new Error('loadTenants accepted the broken configuration');
}

const byId = (id: string) => {
  const tenant = loadTenants().find((t) => t.id === id);
  if (!tenant) throw new Error(`no tenant ${id}`);
  return tenant;
};

const productsIn = (tenant: TenantConfig, env: (typeof ENVIRONMENTS)[number]) =>
  tenant.products
    .filter((p) => p.environments.includes(env))
    .map((p) => p.code)
    .sort();

describe('loadTenants()', () => {
  test('accepts the real tenant files, one per country', () => {
    const tenants = loadTenants();
    expect(tenants.map((t) => [t.id, t.code])).toEqual([
      ['us', 'WMT-US'],
      ['mx', 'WMT-MX'],
      ['ca', 'WMT-CA'],
    ]);
  });

  // Each case: the change, then the file and field the error must name.
  const cases: Array<[string, Mutation, string, string]> = [
    [
      'a value of the wrong type',
      (f) => void ((f['tenants/us.ts']!.routes as Record<string, unknown>).terms = 'yes'),
      'tenants/us.ts',
      'routes.terms',
    ],
    [
      'a colour that is not #rrggbb',
      (f) => void (f['tenants/mx.ts']!.branding.colors.primary = 'blue'),
      'tenants/mx.ts',
      'branding.colors.primary',
    ],
    [
      'an unknown field',
      (f) => void ((f['tenants/ca.ts']!.branding as Record<string, unknown>).slogan = 'Hi'),
      'tenants/ca.ts',
      'branding.slogan',
    ],
    [
      'an unknown field deep in an environment',
      (f) => void ((f['tenants/ca.ts']!.environments.prod as Record<string, unknown>).cdn = 'x'),
      'tenants/ca.ts',
      'environments.prod.cdn',
    ],
    [
      'an unknown product code',
      (f) => void ((f['tenants/us.ts']!.products[2] as { code: string }).code = 'NOPE'),
      'tenants/us.ts',
      'products[2].code',
    ],
    [
      'a support type id below 1',
      (f) => void (f['tenants/us.ts']!.support.activeTypeIds[1] = -3),
      'tenants/us.ts',
      'support.activeTypeIds[1]',
    ],
    [
      'a default locale outside the supported ones',
      (f) => void (f['tenants/us.ts']!.locales.default = 'fr-CA'),
      'tenants/us.ts',
      'locales.default',
    ],
    [
      'a picker language outside the supported ones',
      (f) => void f['tenants/mx.ts']!.locales.picker.push({ locale: 'fr-CA', label: 'Français' }),
      'tenants/mx.ts',
      'locales.picker',
    ],
    [
      'a product listed twice',
      (f) => void f['tenants/mx.ts']!.products.push({ code: 'REPORT_BUILDER', environments: ['prod'] }),
      'tenants/mx.ts',
      'products',
    ],
    [
      'a logo file that does not exist',
      (f) => void (f['tenants/ca.ts']!.branding.logo = 'logos/missing.svg'),
      'tenants/ca.ts',
      'branding.logo',
    ],
    [
      'a host already used by another tenant in the same environment',
      (f) => void f['tenants/mx.ts']!.environments.local.hosts.push('us.localhost'),
      'tenants/mx.ts',
      'environments.local.hosts',
    ],
    [
      "an origin whose host is not one of the environment's hosts",
      (f) => void (f['tenants/ca.ts']!.environments.qa.origin = 'https://evil.example'),
      'tenants/ca.ts',
      'environments.qa.origin',
    ],
    [
      'an http origin outside local',
      (f) => void (f['tenants/us.ts']!.environments.prod.origin = 'http://us.supplier-insights.example'),
      'tenants/us.ts',
      'environments.prod.origin',
    ],
    [
      'an origin with a path',
      (f) => void (f['tenants/mx.ts']!.environments.stg.origin = 'https://mx.stg.supplier-insights.example/portal'),
      'tenants/mx.ts',
      'environments.stg.origin',
    ],
    [
      'a tile default of the wrong type',
      (f) => void ((f['tenants/mx.ts']!.products[1] as Record<string, unknown>).comingSoon = 'yes'),
      'tenants/mx.ts',
      'products[1].comingSoon',
    ],
    [
      'a time zone that is not an IANA name',
      (f) => void (f['tenants/us.ts']!.timeZones.offered[2] = 'Central Standard Time'),
      'tenants/us.ts',
      'timeZones.offered[2]',
    ],
    [
      'a time zone written like an IANA name that no zone database knows',
      (f) => void f['tenants/mx.ts']!.timeZones.offered.push('America/Atlantis'),
      'tenants/mx.ts',
      'timeZones.offered[7]',
    ],
    [
      'a UTC offset instead of a time zone',
      (f) => void (f['tenants/ca.ts']!.timeZones.default = '-05:00'),
      'tenants/ca.ts',
      'timeZones.default',
    ],
    [
      'a default zone that is not offered',
      (f) => void (f['tenants/mx.ts']!.timeZones.default = 'America/Chicago'),
      'tenants/mx.ts',
      'timeZones.default',
    ],
    ['no offered time zone', (f) => void (f['tenants/us.ts']!.timeZones.offered = []), 'tenants/us.ts', 'timeZones.offered'],
    [
      'a support mailbox that is not an e-mail address',
      (f) => void (f['tenants/ca.ts']!.support.mailbox = 'support team'),
      'tenants/ca.ts',
      'support.mailbox',
    ],
    [
      'a jurisdiction in a language the legal-documents service has no texts in',
      (f) => void ((f['tenants/us.ts']!.legal.jurisdiction as Record<string, unknown>).de = f['tenants/us.ts']!.legal.jurisdiction.en),
      'tenants/us.ts',
      'legal.jurisdiction.de',
    ],
    [
      'a jurisdiction missing for the language of a supported locale',
      (f) => void delete f['tenants/ca.ts']!.legal.jurisdiction.fr,
      'tenants/ca.ts',
      'legal.jurisdiction',
    ],
    [
      'a legal effective date that is not a date',
      (f) => void (f['tenants/ca.ts']!.legal.effectiveDate = '2026-02-30x'),
      'tenants/ca.ts',
      'legal.effectiveDate',
    ],
    [
      'a flag on in an environment that does not exist',
      (f) => void ((f['tenants/us.ts']!.featureFlags as Record<string, unknown>)['data-dictionary-v2'] = ['local', 'staging']),
      'tenants/us.ts',
      'featureFlags.data-dictionary-v2[1]',
    ],
    [
      'an empty jurisdiction text',
      (f) => void (f['tenants/mx.ts']!.legal.jurisdiction.es!.courts = ''),
      'tenants/mx.ts',
      'legal.jurisdiction.es.courts',
    ],
  ];

  test.each(cases)('rejects %s, naming the file and the field', (_what, mutate, file, field) => {
    const error = loadError(mutate);
    expect(error.file).toBe(file);
    expect(error.field).toBe(field);
    expect(error.message).toContain(file);
    expect(error.message).toContain(`"${field}"`);
  });

  test('the development provider of single sign-on is refused outside local, naming the environment', () => {
    const error = loadError(
      (f) =>
        void (f['tenants/us.ts']!.environments.prod.sso = { issuer: 'development', clientId: 'portal', domains: ['retailer.example'] }),
    );
    expect(error.file).toBe('tenants/us.ts');
    expect(error.field).toBe('environments.prod.sso.issuer');
    expect(error.message).toContain('may be "development" only in local');
  });

  test('a missing required section names the file and the missing field', () => {
    const error = loadError((f) => void delete (f['tenants/us.ts'] as Partial<TenantConfig>).support);
    expect(error.message).toContain('tenants/us.ts');
    expect(error.message).toContain('support');
  });

  test('the duplicate-host error names the tenant that already owns the host', () => {
    const error = loadError((f) => void f['tenants/ca.ts']!.environments.prod.hosts.push('mx.supplier-insights.example'));
    expect(error.message).toContain('tenants/ca.ts');
    expect(error.message).toContain('mx.supplier-insights.example');
    expect(error.message).toContain('tenants/mx.ts');
  });

  test('the zone, default-zone and jurisdiction errors say what is wrong', () => {
    expect(loadError((f) => void f['tenants/mx.ts']!.timeZones.offered.push('America/Atlantis')).message).toContain(
      'is not an IANA time zone: America/Atlantis',
    );
    expect(loadError((f) => void (f['tenants/mx.ts']!.timeZones.default = 'America/Chicago')).message).toContain(
      'must be one of timeZones.offered (America/Mexico_City, ',
    );
    expect(loadError((f) => void delete f['tenants/ca.ts']!.legal.jurisdiction.fr).message).toContain(
      'has no "fr" entry, the legal-documents language of fr-CA',
    );
    expect(loadError((f) => void (f['tenants/ca.ts']!.support.mailbox = 'support team')).message).toContain('email');
  });

  test('the same host may serve one tenant in two environments', () => {
    const files = filesWith((f) => void f['tenants/us.ts']!.environments.dev.hosts.push('us.localhost'));
    expect(() => loadTenants(files)).not.toThrow();
  });
});

describe('products per environment (spec §6)', () => {
  const ALL = Object.keys(PRODUCT_FAMILIES).sort();
  const NON_PROD = ENVIRONMENTS.filter((e) => e !== 'prod');

  test('US production offers every product except Customer Pulse', () => {
    expect(productsIn(byId('us'), 'prod')).toEqual(ALL.filter((c) => c !== 'CUSTOMER_PULSE'));
  });

  test.each(NON_PROD)('US %s offers every product, Customer Pulse included', (env) => {
    expect(productsIn(byId('us'), env)).toEqual(ALL);
  });

  test.each(['mx', 'ca'])('%s offers only Shopper Behavior and Report Builder, in every environment', (id) => {
    for (const env of ENVIRONMENTS) expect(productsIn(byId(id), env)).toEqual(['REPORT_BUILDER', 'SHOPPER_BEHAVIOR']);
  });
});

describe('feature flag defaults per environment', () => {
  test('the browse view of the data dictionary is on in local, dev and qa only, on every tenant; the others are the same everywhere', () => {
    for (const tenant of loadTenants()) {
      const on = ENVIRONMENTS.filter((env) => defaultFlags(tenant, env)['data-dictionary-v2']);
      expect(on).toEqual(['local', 'dev', 'qa']);
      expect(defaultFlags(tenant, 'prod')['wem-kb-rollout']).toBe(true);
    }
    expect(defaultFlags(byId('us'), 'prod')['kb-search-rollout']).toBe(true);
    expect(defaultFlags(byId('mx'), 'local')['kb-search-rollout']).toBe(false);
  });
});

describe('gated routes (spec §2)', () => {
  test('privacy policy everywhere but Mexico; terms and release notes on US only; the configuration console everywhere (issue 31 §1)', () => {
    expect(Object.fromEntries(loadTenants().map((t) => [t.id, t.routes]))).toEqual({
      us: { privacyPolicy: true, terms: true, releaseNotes: true, configuration: true },
      mx: { privacyPolicy: false, terms: false, releaseNotes: false, configuration: true },
      ca: { privacyPolicy: true, terms: false, releaseNotes: false, configuration: true },
    });
  });
});

describe('locales', () => {
  test.each([
    ['us', 'en-US', ['en-US', 'es-MX']],
    ['mx', 'es-MX', ['es-MX', 'en-US']],
    ['ca', 'en-CA', ['en-CA', 'fr-CA']],
  ])('%s defaults to %s and supports %j', (id, defaultLocale, supported) => {
    const { locales } = byId(id);
    expect(locales.default).toBe(defaultLocale);
    expect(locales.supported).toEqual(supported);
    expect(locales.picker.map((p) => p.locale)).toEqual(supported);
  });
});

describe('time zones (spec §3 "Time zone option", §9)', () => {
  test.each([
    ['us', 'America/Chicago', 8],
    ['mx', 'America/Mexico_City', 7],
    ['ca', 'America/Toronto', 7],
  ])('%s defaults to %s, one of its %i offered zones', (id, zone, count) => {
    const { timeZones } = byId(id);
    expect(timeZones.default).toBe(zone);
    expect(timeZones.offered).toHaveLength(count);
    expect(timeZones.offered).toContain(zone);
  });
});

describe('product tile defaults (spec §2, §4)', () => {
  const flagged = (id: string, flag: 'comingSoon' | 'hideWhenNoAccess') =>
    byId(id)
      .products.filter((p) => p[flag])
      .map((p) => p.code);

  test("Mexico's Report Builder says 'coming soon'; nothing else does", () => {
    expect(['us', 'mx', 'ca'].map((id) => flagged(id, 'comingSoon'))).toEqual([[], ['REPORT_BUILDER'], []]);
  });

  test('US hides Modular Intelligence and Customer Pulse from users without access; nobody else hides a tile', () => {
    expect(['us', 'mx', 'ca'].map((id) => flagged(id, 'hideWhenNoAccess'))).toEqual([['MODULAR_INTELLIGENCE', 'CUSTOMER_PULSE'], [], []]);
  });
});

describe('support mailbox and legal jurisdiction', () => {
  test('each tenant has its own support mailbox', () => {
    expect(loadTenants().map((t) => t.support.mailbox)).toEqual([
      'support.us@supplier-insights.example',
      'support.mx@supplier-insights.example',
      'support.ca@supplier-insights.example',
    ]);
  });

  test.each([
    ['us', ['en', 'es']],
    ['mx', ['es', 'en']],
    ['ca', ['en', 'fr']],
  ])('%s gives its jurisdiction in %j', (id, languages) => {
    expect(Object.keys(byId(id).legal.jurisdiction)).toEqual(languages);
  });
});

describe('support type ids (spec §9)', () => {
  test('US has eleven active support types, Mexico and Canada three', () => {
    expect(byId('us').support.activeTypeIds).toEqual([1463, 1464, 1465, 1466, 1467, 2033, 3006, 3148, 2147, 2224, 3257]);
    expect(byId('mx').support.activeTypeIds).toEqual([1463, 1464, 1465]);
    expect(byId('ca').support.activeTypeIds).toEqual([1463, 1464, 1465]);
  });

  // The values themselves are written once, in tenants/shared.ts; here: every country carries them
  // unchanged, and the two special support types are ones the country offers.
  test.each(['us', 'mx', 'ca'])('%s carries the special ids of spec §9', (id) => {
    const { special, activeTypeIds } = byId(id).support;
    expect(special).toEqual(SPECIAL_SUPPORT_IDS);
    expect(special.requestAccess).toEqual({ supportType: 1463, issue: 2047 });
    expect(special.basicVendor).toEqual({ supportType: 1465, issue: 1805 });
    expect(activeTypeIds).toEqual(expect.arrayContaining([special.requestAccess.supportType, special.basicVendor.supportType]));
  });
});

describe('loadConfig()', () => {
  test('defaults: port 3000, local environment, 30 minutes idle, 12 hours at most', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({ port: 3000, appEnv: 'local', production: false, sessionIdleMinutes: 30, sessionMaxHours: 12 });
    expect(config.signInLimits).toEqual({ perAccount: 5, perIp: 30, windowMinutes: 15 });
    // The human check: 3 failures for an account, 10 from an address to the tenant (issue 30 §3).
    expect(config.botChallenge).toMatchObject({ afterFailures: 3, afterAddressFailures: 10 });
  });

  test('reads the variables it documents', () => {
    const config = loadConfig({
      PORT: '8080',
      APP_ENV: 'prod',
      NODE_ENV: 'production',
      SIGNIN_LIMIT_PER_ACCOUNT: '7',
      BOT_CHALLENGE_AFTER_ADDRESS_FAILURES: '25',
    });
    expect(config.botChallenge.afterAddressFailures).toBe(25);
    expect(config).toMatchObject({ port: 8080, appEnv: 'prod', production: true, seedDemoData: false });
    expect(config.signInLimits.perAccount).toBe(7);
  });

  test.each([
    ['PORT', 'abc'],
    ['PORT', '-1'],
    ['PORT', '80.5'],
    ['SESSION_IDLE_MINUTES', '0'],
    ['SIGNIN_LIMIT_PER_IP', 'many'],
  ])('a bad %s (%j) throws a message naming the variable', (name, value) => {
    expect(() => loadConfig({ [name]: value })).toThrow(new RegExp(`^${name} .*"${value.replace('.', '\\.')}"`));
  });

  test('an unknown APP_ENV throws a message naming the variable and the choices', () => {
    expect(() => loadConfig({ APP_ENV: 'production' })).toThrow(
      /APP_ENV must be one of local, dev, qa, stg, preprod, prod, got "production"/,
    );
  });
});
