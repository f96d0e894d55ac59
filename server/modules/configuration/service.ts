// What a configuration change means (issue 31 §1): which changes are whole (a product takes
// settings or a revert, a flag a value or a revert), what the activity log says of each, how it is
// applied (now, or by the scheduled sweep), and the app launch list a kind of user sees with it.
import { productName } from '../../../tenants/product-names.ts';
import { launchList } from '../../../tenants/launch-list.ts';
import {
  defaultFlags,
  type Environment,
  FEATURE_FLAGS,
  type FeatureFlag,
  type ProductCode,
  type TenantConfig,
} from '../../../tenants/schema.ts';
import type { CompanyType, ConfigurationChange, ProductSettings } from '../../db/schema.ts';
import { inBasicPlan } from '../../../tenants/plans.ts';
import type { TenantDb } from '../../db/scope.ts';
import type { TenantEntry } from '../../services/activity-log.ts';
import { detailsOf } from '../activity-logs/catalogue.ts';
import type { ProductFieldCode } from './activity.ts';
import { isBasicCompanyType } from '../../services/legal-documents.ts';
import { type CatalogueEntry, isProductCode, PRODUCT_CODES, productCatalogue } from '../../services/product-catalogue.ts';
import { featureFlagsRepository } from '../feature-flags/repository.ts';
import { isFlag } from '../feature-flags/schemas.ts';
import { configurationRepository } from './repository.ts';
import type { PreviewPersona } from './schemas.ts';

/** A change checked: the product or flag it is of, and what it sets (null: back to the tenant file's values). */
export type CheckedChange =
  { kind: 'PRODUCT'; code: ProductCode; settings: ProductSettings | null } | { kind: 'FLAG'; flag: FeatureFlag; enabled: boolean | null };

/** The change as it is, or why it is refused (a 400's message). */
export function checkChange(change: ConfigurationChange): { checked: CheckedChange } | { problem: string } {
  const { kind, key, settings, enabled, revert } = change;
  if (kind === 'PRODUCT') {
    if (!isProductCode(key)) return { problem: `Unknown product "${key}". Known products: ${PRODUCT_CODES.join(', ')}.` };
    if (enabled !== undefined) return { problem: 'A product change takes settings or revert, not enabled.' };
    const fields = Object.keys(settings ?? {});
    if (revert === true) {
      if (fields.length)
        return { problem: "A revert returns every setting to the tenant file's value: send settings or revert, not both." };
      return { checked: { kind, code: key, settings: null } };
    }
    if (!fields.length) return { problem: 'Say what changes: at least one setting, or revert: true.' };
    return { checked: { kind, code: key, settings: settings! } };
  }
  if (!isFlag(key)) return { problem: `Unknown feature flag "${key}". Known flags: ${FEATURE_FLAGS.join(', ')}.` };
  if (settings !== undefined) return { problem: 'A feature flag change takes enabled or revert, not settings.' };
  if (revert === true) {
    if (enabled !== undefined)
      return { problem: "A revert returns the flag to the tenant file's value: send enabled or revert, not both." };
    return { checked: { kind, flag: key, enabled: null } };
  }
  if (enabled === undefined) return { problem: 'Say what changes: enabled true or false, or revert: true.' };
  return { checked: { kind, flag: key, enabled } };
}

/** A reason given, trimmed, or why it is refused. */
export function checkReason(reason: string | undefined): { reason: string } | { problem: string } {
  const trimmed = reason?.trim() ?? '';
  return trimmed ? { reason: trimmed } : { problem: 'A reason is required: say in a few words why the configuration changes.' };
}

/** The key of a checked change: the product code or the flag. */
export const keyOf = (change: CheckedChange): string => (change.kind === 'PRODUCT' ? change.code : change.flag);

/** The change as the console sends it (and a scheduled change keeps it). */
export function changeOf(change: CheckedChange): ConfigurationChange {
  if (change.kind === 'PRODUCT') {
    return change.settings === null
      ? { kind: 'PRODUCT', key: change.code, revert: true }
      : { kind: 'PRODUCT', key: change.code, settings: change.settings };
  }
  return change.enabled === null
    ? { kind: 'FLAG', key: change.flag, revert: true }
    : { kind: 'FLAG', key: change.flag, enabled: change.enabled };
}

const settingCode = (value: unknown) =>
  value === true ? 'YES' : value === false ? 'NO' : value === null ? 'NONE' : (value as 'ALPHA' | 'BETA');
const onOff = (value: boolean) => (value ? 'ON' : 'OFF');

/**
 * Makes a change in the transaction of `scoped` (or its own), with its activity-log entries: one
 * per product setting changed, one for a flag or a revert. `actorId`: who made it (a scheduled
 * change: who scheduled it).
 */
export async function applyChange(
  scoped: TenantDb,
  context: { tenant: TenantConfig; env: Environment },
  change: CheckedChange,
  actorId: string | null,
  reason: string,
): Promise<void> {
  const repository = configurationRepository(scoped);
  const entry = (event: string, entity: string, details: TenantEntry['details']): TenantEntry => ({
    company_id: null,
    actor_user_id: actorId,
    entity_id: entity,
    event,
    details,
  });
  if (change.kind === 'PRODUCT') {
    const product = productName(change.code);
    const entries =
      change.settings === null
        ? [entry('PRODUCT_AVAILABILITY_CHANGED', change.code, detailsOf('PRODUCT_REVERTED', { product, reason }))]
        : Object.entries(change.settings).map(([field, value]) =>
            entry(
              'PRODUCT_AVAILABILITY_CHANGED',
              change.code,
              detailsOf('PRODUCT_SETTING_CHANGED', { product, field: field as ProductFieldCode, setting: settingCode(value), reason }),
            ),
          );
    await repository.setProduct(change.code, change.settings, actorId, entries);
    return;
  }
  const tenantDefault = onOff(defaultFlags(context.tenant, context.env)[change.flag]);
  const details =
    change.enabled === null
      ? detailsOf('FEATURE_FLAG_REVERTED', { flag: change.flag, tenantDefault, reason })
      : detailsOf('FEATURE_FLAG_SWITCHED', { flag: change.flag, switch: onOff(change.enabled), tenantDefault, reason });
  await repository.setFlag(change.flag, change.enabled, actorId, entry('FEATURE_FLAG_CHANGED', change.flag, details));
}

/** The values a product's tile takes with a change applied (a revert: the tenant file's). */
function withChange(entry: CatalogueEntry, change: CheckedChange | null): CatalogueEntry['effective'] {
  if (change?.kind !== 'PRODUCT' || change.code !== entry.code) return entry.effective;
  if (change.settings === null) return entry.base;
  return { ...entry.effective, ...change.settings };
}

/**
 * The app launch list a user of `companyType` sees as `persona` (tenants/launch-list.ts, the apps
 * page's own rule), from the live catalogue and flags with `change` applied (none: as they are).
 */
export async function previewLaunchList(
  scoped: TenantDb,
  context: { tenant: TenantConfig; env: Environment },
  companyType: string,
  persona: PreviewPersona,
  change: CheckedChange | null,
) {
  const catalogue = await productCatalogue(scoped, context.tenant, context.env);
  const flags = await featureFlagsRepository(scoped).flagsOf(context.tenant, context.env);
  const activationRollout =
    change?.kind === 'FLAG' && change.flag === 'insights-activation-rollout'
      ? (change.enabled ?? defaultFlags(context.tenant, context.env)['insights-activation-rollout'])
      : flags['insights-activation-rollout'];
  const products = catalogue
    .map((entry) => ({ code: entry.code, family: entry.family, ...withChange(entry, change) }))
    .filter((p) => p.available);
  const basicPlan = isBasicCompanyType(companyType as CompanyType);
  // A persona with access has it to every product of its plan (a basic account's: the basic ones).
  const hasAccess = (code: string) => persona !== 'NO_ACCESS' && (!basicPlan || inBasicPlan(code));
  const { visible, charterOnly } = launchList(products, { hasAccess, basicPlan, activationRollout });
  const access_status = persona === 'WITH_ACCESS' ? ('ACCESS_COMPLETE' as const) : ('ACCESS_PENDING' as const);
  return {
    products: visible,
    access: visible.filter((p) => hasAccess(p.code)).map((p) => ({ product_id: p.code, access_status })),
    charterOnly: charterOnly.map((p) => p.code),
  };
}
