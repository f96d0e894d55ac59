/// <reference types="@rsbuild/core/types" />
import type { ClientTenant } from '../tenants/client.ts';

declare global {
  /** Build-time tenant constants (tenants/client.ts, scripts/rsbuild/tenant-environments.ts), typed from the tenant schema. */
  const __TENANT__: ClientTenant;
  const __APP_ENV__: { name: string; coreApiBase: string; platformBase: string; analyticsScriptUrl: string | null };
}
