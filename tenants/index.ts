// Loads and validates every tenant file. Used by rsbuild.config.ts and the server, so a bad
// config stops both the same way.
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import ca from './ca.ts';
import mx from './mx.ts';
import { type TenantConfig, TenantConfigError, validateTenant } from './schema.ts';
import us from './us.ts';

export const TENANT_FILES: Record<string, unknown> = { 'tenants/us.ts': us, 'tenants/mx.ts': mx, 'tenants/ca.ts': ca };

export function loadTenants(files: Record<string, unknown> = TENANT_FILES): TenantConfig[] {
  const tenants = Object.entries(files).map(([file, value]) => validateTenant(file, value));
  const owners = new Map<string, string>();
  for (const [i, tenant] of tenants.entries()) {
    const file = Object.keys(files)[i]!;
    for (const key of ['logo', 'hero'] as const) {
      if (!existsSync(brandingFile(tenant, key))) {
        throw new TenantConfigError(file, `branding.${key}`, `points at a missing file (${tenant.branding[key]})`);
      }
    }
    for (const [env, settings] of Object.entries(tenant.environments)) {
      const origin = new URL(settings.origin);
      if (!settings.hosts.includes(origin.hostname)) {
        throw new TenantConfigError(
          file,
          `environments.${env}.origin`,
          `names host ${origin.hostname}, which is not one of the environment's hosts`,
        );
      }
      if (env !== 'local' && origin.protocol !== 'https:') {
        throw new TenantConfigError(file, `environments.${env}.origin`, 'must be https outside local');
      }
      for (const host of settings.hosts) {
        const key = `${env}:${host}`;
        const owner = owners.get(key);
        if (owner) throw new TenantConfigError(file, `environments.${env}.hosts`, `repeats ${host}, already used by ${owner}`);
        owners.set(key, file);
      }
    }
  }
  return tenants;
}

export function logoPath(tenant: TenantConfig): string {
  return brandingFile(tenant, 'logo');
}

/** The path of a branding file of the tenant (its logo, its hero pattern). */
export function brandingFile(tenant: TenantConfig, key: 'logo' | 'hero'): string {
  return fileURLToPath(new URL(tenant.branding[key], import.meta.url));
}
