/// <reference types="@rsbuild/core/types" />
import type { GatedRoute, Locale, TenantConfig } from '../tenants/schema.ts';

declare global {
  /** Build-time tenant constants (scripts/rsbuild/tenant-environments.ts). */
  const __TENANT__: {
    id: TenantConfig['id'];
    code: TenantConfig['code'];
    countryName: string;
    productName: string;
    colors: TenantConfig['branding']['colors'];
    locales: { default: Locale; supported: Locale[]; picker: Array<{ locale: Locale; label: string }> };
    routes: Record<GatedRoute, boolean>;
    featureFlags: TenantConfig['featureFlags'];
  };
  const __APP_ENV__: { name: string; coreApiBase: string; platformBase: string; analyticsScriptUrl: string | null };
}
