// Single sign-on outside `local` (issue 32 §1): a tenant whose file names an https provider needs
// its client secret from the environment; the server is told which variable is missing (and
// refuses to start, server/plugins/sso.ts), and with the secret the provider is used.
import { describe, expect, test } from 'vitest';
import { loadTenants } from '../../tenants/index.ts';
import type { TenantConfig } from '../../tenants/schema.ts';
import { SsoService } from './sso.ts';

const PROVIDER = { issuer: 'https://login.retailer.example/oidc', clientId: 'supplier-portal', domains: ['retailer.example'] };

/** The real tenant files, with the US tenant's prod naming PROVIDER. */
function tenantsWithProdProvider(): TenantConfig[] {
  return loadTenants().map((tenant) =>
    tenant.id === 'us'
      ? { ...tenant, environments: { ...tenant.environments, prod: { ...tenant.environments.prod, sso: PROVIDER } } }
      : tenant,
  );
}
const service = (ssoClientSecrets: Record<string, string>) =>
  new SsoService({ appEnv: 'prod', ssoClientSecrets }, () => Promise.reject(new Error('unused')));

describe('SsoService.configure()', () => {
  test('without the secret it names the variable to set, and the tenant has no company sign-in', () => {
    const tenants = tenantsWithProdProvider();
    const sso = service({});
    expect(sso.configure(tenants)).toEqual(['SSO_CLIENT_SECRET_US']);
    const us = tenants.find((t) => t.id === 'us')!;
    expect(sso.settings(us)).toBeNull();
    expect(sso.serves(us, 'avery@retailer.example')).toBe(false);
  });

  test('with the secret the provider serves its domains, and only them', () => {
    const tenants = tenantsWithProdProvider();
    const sso = service({ us: 'a-secret-from-the-environment' });
    expect(sso.configure(tenants)).toEqual([]);
    const us = tenants.find((t) => t.id === 'us')!;
    expect(sso.settings(us)).toEqual(PROVIDER);
    expect(sso.serves(us, 'Avery@Retailer.Example')).toBe(true);
    expect(sso.serves(us, 'avery@supplier.example')).toBe(false);
    // The other tenants name no provider in prod.
    expect(sso.settings(tenants.find((t) => t.id === 'mx')!)).toBeNull();
  });
});
