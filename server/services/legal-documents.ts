// The legal documents (issues 4, 11, 14 §4, 31 §3): the terms of use, by company type (STANDARD for
// suppliers and third-party agencies, BASIC for basic vendors and basic agencies), the data sharing
// addendum (STANDARD for suppliers and basic vendors, 3P for third-party agencies of either kind),
// which users accept, and the privacy policy (one STANDARD variant; not on tenants whose
// routes.privacyPolicy is false), which they only read.
//
// Each document variant of a tenant is a series of versions in the database (migration 033,
// modules/legal-documents), written and published by legal owners with an effective date: the
// version in force is the newest published one whose effective date has begun (in the tenant's
// zone), and a registered company user accepts the version in force of each document of their
// company type (the user context's legal_updates, the /legalUpdates page). This file holds the
// rules that need no database: variants, which version is in force, what a user still has to
// accept, version codes, and a text as its sections.
//
// Version 1 of each is the text of the data files (server/seed/legal/<document>.<variant>.<language>.md,
// with the tenant's words in the placeholders), written at start by seed/legal-documents.ts with the
// tenant file's legal.effectiveDate and the code acceptances used before versions were kept
// (`<site>-<document>-<variant>-<effective date>`), so that those acceptances still count.
import { fromZonedWall } from '../../tenants/preferences.ts';
import { type LegalLanguage, type Locale, legalLanguage, type TenantConfig } from '../../tenants/schema.ts';
import type { CompanyType, LegalDocument, LegalTextDocument, LegalVariant } from '../db/schema.ts';
import { seedMarkdown } from '../seed/load.ts';

export type { LegalTextDocument, LegalVariant };
export type TermsVariant = 'STANDARD' | 'BASIC';
export type AddendumVariant = 'STANDARD' | '3P';

export interface LegalSection {
  heading: string;
  /** Plain paragraphs, in order. */
  paragraphs: string[];
}

export interface LegalText {
  document: LegalTextDocument;
  variant: LegalVariant;
  version: string;
  /** ISO date the version took effect. */
  effectiveDate: string;
  locale: Locale;
  title: string;
  sections: LegalSection[];
}

/** A published version, as the user context reads it (from the tenant's in-memory copy). */
export interface PublishedVersion {
  document: LegalTextDocument;
  variant: LegalVariant;
  number: number;
  code: string;
  effectiveDate: string;
  effectiveAt: Date;
}

const BASIC_TYPES: readonly CompanyType[] = ['BASIC_VENDOR', 'BASIC_THIRD_PARTY_AGENCY'];
const AGENCY_TYPES: readonly CompanyType[] = ['THIRD_PARTY_AGENCY', 'BASIC_THIRD_PARTY_AGENCY'];
/** The company types whose users accept documents. */
const ACCEPTING_TYPES: readonly CompanyType[] = ['SUPPLIER', 'THIRD_PARTY_AGENCY', 'BASIC_VENDOR', 'BASIC_THIRD_PARTY_AGENCY'];

export const isBasicCompanyType = (type: CompanyType | null | undefined) => !!type && BASIC_TYPES.includes(type);
export const termsVariantFor = (type: CompanyType | null | undefined): TermsVariant => (isBasicCompanyType(type) ? 'BASIC' : 'STANDARD');
export const addendumVariantFor = (type: CompanyType | null | undefined): AddendumVariant =>
  type && AGENCY_TYPES.includes(type) ? '3P' : 'STANDARD';

/** The variants each document is written in. */
export const VARIANTS: Record<LegalTextDocument, LegalVariant[]> = {
  TERMS: ['STANDARD', 'BASIC'],
  DATA_SHARING_ADDENDUM: ['STANDARD', '3P'],
  PRIVACY_POLICY: ['STANDARD'],
};

/** The document variants a tenant has: the privacy policy only where its route exists. */
export function variantsOfTenant(tenant: TenantConfig): Array<[LegalTextDocument, LegalVariant]> {
  return (Object.entries(VARIANTS) as Array<[LegalTextDocument, LegalVariant[]]>)
    .filter(([document]) => document !== 'PRIVACY_POLICY' || tenant.routes.privacyPolicy)
    .flatMap(([document, variants]) => variants.map((variant): [LegalTextDocument, LegalVariant] => [document, variant]));
}

/** The variant of a document that users of a company type accept (null: they accept none of it). */
export function variantFor(document: LegalTextDocument, type: CompanyType | null | undefined): LegalVariant | null {
  if (document === 'PRIVACY_POLICY' || !type || !ACCEPTING_TYPES.includes(type)) return null;
  return document === 'TERMS' ? termsVariantFor(type) : addendumVariantFor(type);
}

/** The company types whose users accept this document variant: those a new version of it asks. */
export const companyTypesOf = (document: LegalTextDocument, variant: LegalVariant): CompanyType[] =>
  ACCEPTING_TYPES.filter((type) => variantFor(document, type) === variant);

const SHORT: Record<LegalTextDocument, string> = { TERMS: 'TERMS', DATA_SHARING_ADDENDUM: 'DSA', PRIVACY_POLICY: 'PP' };

/** Version 1's code: `<site>-<document>-<variant>-<effective date>` (tenant file: legal.effectiveDate), as acceptances named it before versions were kept. */
export function firstVersionCode(tenant: TenantConfig, document: LegalTextDocument, variant: LegalVariant): string {
  return `${tenant.code}-${SHORT[document]}-${variant}-${tenant.legal.effectiveDate}`;
}

/** A later version's code: `<site>-<document>-<variant>-v<number>-<effective date>`. */
export const versionCode = (tenant: TenantConfig, document: LegalTextDocument, variant: LegalVariant, number: number, day: string) =>
  `${tenant.code}-${SHORT[document]}-${variant}-v${number}-${day}`;

/**
 * The day a version took effect, YYYY-MM-DD: the last part of its code. Null for a code of another
 * form (versions recorded before codes carried the date). The profile shows this day, not the code
 * (issue 28 §5: no codes on screen).
 */
export function versionEffectiveDate(version: string): string | null {
  return /-(\d{4}-\d{2}-\d{2})$/.exec(version)?.[1] ?? null;
}

/** Version 1's codes for a company type, as the demo data records acceptances (before the database has versions). */
export function firstVersions(tenant: TenantConfig, companyType: CompanyType | null | undefined): Record<LegalDocument, string> {
  return {
    TERMS: firstVersionCode(tenant, 'TERMS', termsVariantFor(companyType)),
    DATA_SHARING_ADDENDUM: firstVersionCode(tenant, 'DATA_SHARING_ADDENDUM', addendumVariantFor(companyType)),
  };
}

/** The tenant's calendar day at `now` (YYYY-MM-DD), in its default zone. */
export const tenantDay = (tenant: TenantConfig, now: Date) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: tenant.timeZones.default, year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);

/** When a version with this effective day comes into force: the start of that day in the tenant's zone. */
export const effectiveAtOf = (tenant: TenantConfig, day: string): Date | null => fromZonedWall(`${day}T00:00`, tenant.timeZones.default);

/** The version of a document variant in force at `now`: the newest published one whose effective moment has come. */
export function versionInForce(
  published: readonly PublishedVersion[],
  document: LegalTextDocument,
  variant: LegalVariant,
  now: Date,
): PublishedVersion | null {
  let found: PublishedVersion | null = null;
  for (const v of published) {
    if (v.document !== document || v.variant !== variant || v.effectiveAt.getTime() > now.getTime()) continue;
    if (!found || v.number > found.number) found = v;
  }
  return found;
}

/** The codes of the versions in force that a user of this company type accepts (a document without a version in force is left out). */
export function acceptedVersions(
  published: readonly PublishedVersion[],
  companyType: CompanyType | null | undefined,
  now: Date,
): Partial<Record<LegalDocument, string>> {
  const versions: Partial<Record<LegalDocument, string>> = {};
  for (const document of ['TERMS', 'DATA_SHARING_ADDENDUM'] as const) {
    const variant = variantFor(document, companyType);
    const version = variant && versionInForce(published, document, variant, now);
    if (version) versions[document] = version.code;
  }
  return versions;
}

/**
 * The documents a company user still has to accept: those whose version in force (of their company
 * type's variant) is not among the versions they accepted — a new version took effect since (issue
 * 14 §4, 31 §3). Users without a company (associates) accept none.
 */
export function pendingAcceptances(
  published: readonly PublishedVersion[],
  companyType: CompanyType | null | undefined,
  accepted: ReadonlyArray<{ document: LegalDocument; version: string }>,
  now: Date,
): Array<{ document: LegalDocument; version: string }> {
  if (!companyType) return [];
  return (Object.entries(acceptedVersions(published, companyType, now)) as Array<[LegalDocument, string]>)
    .filter(([document, version]) => !accepted.some((a) => a.document === document && a.version === version))
    .map(([document, version]) => ({ document, version }));
}

/**
 * When the next published version of one of this company type's documents takes effect (after
 * `now`), or null: the portal asks for the user context again at the first page after it, so the
 * user is asked to accept it there, not at their next sign-in (issue 31 §3).
 */
export function nextLegalUpdateAt(
  published: readonly PublishedVersion[],
  companyType: CompanyType | null | undefined,
  now: Date,
): Date | null {
  let next: Date | null = null;
  for (const v of published) {
    if (v.document === 'PRIVACY_POLICY' || v.variant !== variantFor(v.document, companyType) || v.effectiveAt.getTime() <= now.getTime())
      continue;
    if (!next || v.effectiveAt.getTime() < next.getTime()) next = v.effectiveAt;
  }
  return next;
}

/** A text's sections: each `## ` line is a heading, the blank-line separated lines under it its paragraphs. */
export function sectionsOf(body: string): LegalSection[] {
  return body
    .split(/^## /m)
    .slice(1)
    .map((section) => {
      const [heading = '', ...paragraphs] = section.trim().split(/\n\n+/);
      return { heading: heading.trim(), paragraphs: paragraphs.map((p) => p.trim()).filter(Boolean) };
    });
}

/** The language of a tenant's texts to show for `locale`: its own if the tenant writes in it, else the tenant's default's. */
export function textLanguage(tenant: TenantConfig, locale: Locale): LegalLanguage {
  const language = legalLanguage(locale);
  return tenant.legal.jurisdiction[language] ? language : legalLanguage(tenant.locales.default);
}

/** The legal-documents languages of a tenant: those of its supported locales. */
export const tenantLanguages = (tenant: TenantConfig): LegalLanguage[] => [...new Set(tenant.locales.supported.map(legalLanguage))];

/**
 * Version 1 of a document variant in one language: the data file's title and Markdown, the tenant's
 * own words in the placeholders ({product} its product name, {country}, {law}, {privacyLaw} and
 * {courts} its legal.jurisdiction in that language).
 */
export function firstVersionText(
  tenant: TenantConfig,
  document: LegalTextDocument,
  variant: LegalVariant,
  language: LegalLanguage,
): { title: string; body: string } {
  const j = tenant.legal.jurisdiction[language];
  if (!j) throw new Error(`${tenant.id}: no legal.jurisdiction in "${language}"`);
  const words: Record<string, string> = {
    product: tenant.branding.productName,
    // The French texts say « au Canada »: « le » of the country's name contracts into « au ».
    country: language === 'fr' ? j.country.replace(/^le /, '') : j.country,
    law: j.law,
    privacyLaw: j.privacyLaw,
    courts: j.courts,
  };
  const slug = (name: string) => name.toLowerCase().replaceAll('_', '-');
  const { meta, body } = seedMarkdown(`legal/${slug(document)}.${slug(variant)}.${language}.md`);
  const fill = (template: string) => template.replace(/\{(\w+)\}/g, (_, name: string) => words[name] ?? `{${name}}`);
  return { title: fill(meta.title ?? ''), body: fill(body) };
}

/** A stored version's text as the pages and the PDF show it. */
export function legalTextOf(
  version: { document: LegalTextDocument; variant: LegalVariant; code: string; effectiveDate: string },
  text: { title: string; body: string },
  locale: Locale,
): LegalText {
  const { document, variant, code, effectiveDate } = version;
  return { document, variant, version: code, effectiveDate, locale, title: text.title, sections: sectionsOf(text.body) };
}
