// Row types of the site banner (migration 019, issue 16 §2): the tenant's banners and who dismissed
// which revision of one.
import type { ColumnType } from 'kysely';
import type { CreatedByAt, Defaulted, TenantRow } from './schema.ts';

export const BANNER_SEVERITIES = ['info', 'warning', 'critical'] as const;
export type BannerSeverity = (typeof BANNER_SEVERITIES)[number];

export interface SiteBannerTable extends TenantRow, CreatedByAt {
  severity: BannerSeverity;
  starts_at: Date;
  ends_at: Date;
  /** { [locale]: text }; the tenant's default locale always has one. */
  messages: ColumnType<Record<string, string>, string, string>;
  revision: Defaulted<number>;
  updated_by: string | null;
  updated_at: Defaulted<Date>;
}

export interface SiteBannerDismissalTable {
  user_id: string;
  banner_id: string;
  tenant_id: string;
  revision: number;
  dismissed_at: Defaulted<Date>;
}
