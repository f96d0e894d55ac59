// The legal documents a user accepts at registration (issue 4): the terms of use, by company type
// (STANDARD for suppliers and third-party agencies, BASIC for basic vendors and basic agencies),
// and the data sharing addendum (STANDARD for suppliers and basic vendors, 3P for third-party
// agencies of either kind); and the privacy policy (one STANDARD variant; not on tenants whose
// routes.privacyPolicy is false), which the public legal pages show but nobody accepts (issue 11).
// Each text is a list of sections, each a heading and its paragraphs. Each tenant has its own text — its country, governing law, privacy law
// and courts come from its tenant file (legal.jurisdiction), in each of its languages — and its own
// version id; a user's acceptance stores that version id.
//
// Changing a text: change its words (legal-texts.json, or the tenant file's legal.jurisdiction)
// AND the tenant file's legal.effectiveDate, part of the version id, so that registrations name the
// text they saw. Versions are per tenant and variant, not per language: the translations of one
// version say the same thing.
import { type LegalLanguage, type Locale, legalLanguage, type TenantConfig } from '../../tenants/schema.ts';
import type { CompanyType, LegalDocument } from '../db/schema.ts';
import LEGAL_TEXTS from './legal-texts.json' with { type: 'json' };

export type TermsVariant = 'STANDARD' | 'BASIC';
export type AddendumVariant = 'STANDARD' | '3P';
export type LegalVariant = TermsVariant | AddendumVariant;
/** The documents a user accepts (LegalDocument) and the privacy policy, which they only read. */
export type LegalTextDocument = LegalDocument | 'PRIVACY_POLICY';

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

const BASIC_TYPES: readonly CompanyType[] = ['BASIC_VENDOR', 'BASIC_THIRD_PARTY_AGENCY'];
const AGENCY_TYPES: readonly CompanyType[] = ['THIRD_PARTY_AGENCY', 'BASIC_THIRD_PARTY_AGENCY'];

export const isBasicCompanyType = (type: CompanyType | null | undefined) => !!type && BASIC_TYPES.includes(type);
export const termsVariantFor = (type: CompanyType | null | undefined): TermsVariant => (isBasicCompanyType(type) ? 'BASIC' : 'STANDARD');
export const addendumVariantFor = (type: CompanyType | null | undefined): AddendumVariant =>
  type && AGENCY_TYPES.includes(type) ? '3P' : 'STANDARD';

/** The current version id of each document: `<site>-<document>-<variant>-<effective date>` (tenant file: legal.effectiveDate). */
export function currentVersion(tenant: TenantConfig, document: LegalTextDocument, variant: LegalVariant): string {
  const doc = document === 'TERMS' ? 'TERMS' : document === 'PRIVACY_POLICY' ? 'PP' : 'DSA';
  return `${tenant.code}-${doc}-${variant}-${tenant.legal.effectiveDate}`;
}

/**
 * The day a version took effect, YYYY-MM-DD: the last part of its id (`currentVersion`). Null for
 * an id of another form (versions recorded before ids carried the date). The profile shows this
 * day, not the id (issue 28 §5: no codes on screen).
 */
export function versionEffectiveDate(version: string): string | null {
  return /-(\d{4}-\d{2}-\d{2})$/.exec(version)?.[1] ?? null;
}

/** The versions a user of a company of this type accepts at registration: the current terms and addendum of its variants. */
export function acceptedVersions(tenant: TenantConfig, companyType: CompanyType | null | undefined): Record<LegalDocument, string> {
  return {
    TERMS: currentVersion(tenant, 'TERMS', termsVariantFor(companyType)),
    DATA_SHARING_ADDENDUM: currentVersion(tenant, 'DATA_SHARING_ADDENDUM', addendumVariantFor(companyType)),
  };
}

/**
 * The documents a company user still has to accept: those whose current version (of their company
 * type's variant) is not among the versions they accepted — a new version took effect since
 * (issue 14 §4). Users without a company (associates) accept none.
 */
export function pendingAcceptances(
  tenant: TenantConfig,
  companyType: CompanyType | null | undefined,
  accepted: ReadonlyArray<{ document: LegalDocument; version: string }>,
): Array<{ document: LegalDocument; version: string }> {
  if (!companyType) return [];
  const current = acceptedVersions(tenant, companyType);
  return (Object.entries(current) as Array<[LegalDocument, string]>)
    .filter(([document, version]) => !accepted.some((a) => a.document === document && a.version === version))
    .map(([document, version]) => ({ document, version }));
}

type Language = LegalLanguage;
type Texts = Partial<Record<LegalVariant, { title: string; sections: LegalSection[] }>>;

/**
 * The words of every document, variant and language (legal-texts.json). The tenant's own words
 * fill the placeholders: {product} its product name, {country}, {law}, {privacyLaw} and {courts}
 * its legal.jurisdiction in that language.
 */
const TEXTS: Record<LegalTextDocument, Record<Language, Texts>> = LEGAL_TEXTS;

/** The text of a document for this tenant and variant, in `locale` (one of the tenant's languages). */
export function legalDocument(tenant: TenantConfig, document: LegalTextDocument, variant: LegalVariant, locale: Locale): LegalText {
  const jurisdictions = tenant.legal.jurisdiction;
  // The tenant schema requires the language of every supported locale; this covers any other locale.
  let language = legalLanguage(locale);
  if (!jurisdictions[language]) language = legalLanguage(tenant.locales.default);
  const j = jurisdictions[language]!;
  const words: Record<string, string> = {
    product: tenant.branding.productName,
    // The French texts say « au Canada »: « le » of the country's name contracts into « au ».
    country: language === 'fr' ? j.country.replace(/^le /, '') : j.country,
    law: j.law,
    privacyLaw: j.privacyLaw,
    courts: j.courts,
  };
  const text = TEXTS[document][language][variant];
  if (!text) throw new Error(`No ${document} text of variant ${variant}`);
  const fill = (template: string) => template.replace(/\{(\w+)\}/g, (_, name: string) => words[name] ?? `{${name}}`);
  const { effectiveDate } = tenant.legal;
  const version = currentVersion(tenant, document, variant);
  const sections = text.sections.map(({ heading, paragraphs }) => ({ heading: fill(heading), paragraphs: paragraphs.map(fill) }));
  return { document, variant, version, effectiveDate, locale, title: fill(text.title), sections };
}
