// Values that spec §9 gives once for every tenant; tenant files reference them so a country can
// still override one without touching the others.
import type { Environment, TenantConfig } from './schema.ts';

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

/** Hosts and API bases per environment: `<country>.localhost` locally, `<country>.<env>.…` elsewhere. */
export function environmentsFor(country: string, localHosts: string[]): TenantConfig['environments'] {
  const settings = (hosts: string[], analytics: string | null) => ({
    hosts,
    coreApiBase: '/core-app-api',
    platformBase: '/platform',
    analyticsScriptUrl: analytics ? `https://tags.supplier-insights.example/${analytics}/analytics.js` : null,
  });
  return {
    local: settings(localHosts, null),
    dev: settings([`${country}.dev.supplier-insights.example`], 'dev'),
    qa: settings([`${country}.qa.supplier-insights.example`], 'qa'),
    stg: settings([`${country}.stg.supplier-insights.example`], 'stg'),
    preprod: settings([`${country}.preprod.supplier-insights.example`], 'preprod'),
    prod: settings([`${country}.supplier-insights.example`], 'prod'),
  };
}
