// Values that spec §9 gives once for every tenant; tenant files reference them so a country can
// still override one without touching the others.
import type { Environment, SsoSettings, TenantConfig } from './schema.ts';

export const ALL_ENVIRONMENTS: Environment[] = ['local', 'dev', 'qa', 'stg', 'preprod', 'prod'];
export const NON_PROD_ENVIRONMENTS: Environment[] = ['local', 'dev', 'qa', 'stg', 'preprod'];

export const SPECIAL_SUPPORT_IDS: TenantConfig['support']['special'] = {
  requestAccess: { supportType: 1463, issue: 2047 },
  basicVendor: { supportType: 1465, issue: 1805 },
  dataQuestions: 1858,
  reportBuilderAttributeMapping: 1810,
  contactReasons: 102685,
  queues: { shopperBehavior: 201, dataVentures: 198, basicVendor: 369 },
  supplierIds: [132, 133],
  callerId: 23,
  entryType: 3,
  productIds: [1461, 1843],
  accountTypes: { supplier: 25, associate: 23 },
};

/** The file of experiment defaults the experimentation SDK falls back to (spec §7 "default file"). */
export const EXPERIMENTS_DEFAULT_FILE = 'experiments-default.json';

/**
 * Hosts, origin and API bases per environment: `http://<country>.localhost:3000` locally (the
 * server puts its own PORT there), `https://<country>.<env>.supplier-insights.example` elsewhere.
 * Each tenant and environment has an experimentation SDK key of its own (`client-us-prod-…`): the
 * public client-side key GET /api/ccm hands to the browser, not a secret.
 */
export function environmentsFor(country: string, localHosts: string[]): TenantConfig['environments'] {
  const settings = (env: string, hosts: string[], origin: string, analytics: string | null, sso: SsoSettings | null = null) => ({
    hosts,
    origin,
    coreApiBase: '/core-app-api',
    platformBase: '/platform',
    analyticsScriptUrl: analytics ? `https://tags.supplier-insights.example/${analytics}/analytics.js` : null,
    experimentation: { key: `client-${country}-${env}-supplier-insights`, defaultFile: EXPERIMENTS_DEFAULT_FILE },
    sso,
  });
  const deployed = (env: string, host: string) => settings(env, [host], `https://${host}`, env);
  return {
    // The development provider (issue 32 §1) signs in the internal demo accounts (demo.test) and the
    // demo directory's associates; deployed environments name the retailer's provider here.
    local: settings('local', localHosts, `http://${country}.localhost:3000`, null, {
      issuer: 'development',
      clientId: `supplier-insights-${country}-local`,
      domains: ['demo.test', `associates.${country}.test`],
    }),
    dev: deployed('dev', `${country}.dev.supplier-insights.example`),
    qa: deployed('qa', `${country}.qa.supplier-insights.example`),
    stg: deployed('stg', `${country}.stg.supplier-insights.example`),
    preprod: deployed('preprod', `${country}.preprod.supplier-insights.example`),
    prod: deployed('prod', `${country}.supplier-insights.example`),
  };
}

/** Spec §9: one support phone number for all tenants (a fictitious 555-01xx number until the real one is given). */
export const SUPPORT_PHONE = '+1-800-555-0199';
