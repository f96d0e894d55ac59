// The legal documents a user accepts at registration (issue 4): the terms of use, by company type
// (STANDARD for suppliers and third-party agencies, BASIC for basic vendors and basic agencies),
// and the data sharing addendum (STANDARD for suppliers and basic vendors, 3P for third-party
// agencies of either kind). Each tenant has its own text — its country, governing law, privacy law
// and courts come from its tenant file (legal.jurisdiction), in each of its languages — and its own
// version id; a user's acceptance stores that version id.
//
// Changing a text: change its words (here, or the tenant file's legal.jurisdiction) AND the tenant
// file's legal.effectiveDate, part of the version id, so that registrations name the text they saw.
// Versions are per tenant and variant, not per language: the translations of one version say the
// same thing.
import { type LegalLanguage, type Locale, legalLanguage, type TenantConfig } from '../../tenants/schema.ts';
import type { CompanyType, LegalDocument } from '../db/schema.ts';

export type TermsVariant = 'STANDARD' | 'BASIC';
export type AddendumVariant = 'STANDARD' | '3P';
export type LegalVariant = TermsVariant | AddendumVariant;

export interface LegalText {
  document: LegalDocument;
  variant: LegalVariant;
  version: string;
  /** ISO date the version took effect. */
  effectiveDate: string;
  locale: Locale;
  title: string;
  /** Plain paragraphs, in order. */
  body: string[];
}

const BASIC_TYPES: readonly CompanyType[] = ['BASIC_VENDOR', 'BASIC_THIRD_PARTY_AGENCY'];
const AGENCY_TYPES: readonly CompanyType[] = ['THIRD_PARTY_AGENCY', 'BASIC_THIRD_PARTY_AGENCY'];

export const isBasicCompanyType = (type: CompanyType | null | undefined) => !!type && BASIC_TYPES.includes(type);
export const termsVariantFor = (type: CompanyType | null | undefined): TermsVariant => (isBasicCompanyType(type) ? 'BASIC' : 'STANDARD');
export const addendumVariantFor = (type: CompanyType | null | undefined): AddendumVariant =>
  type && AGENCY_TYPES.includes(type) ? '3P' : 'STANDARD';

/** The current version id of each document: `<site>-<document>-<variant>-<effective date>` (tenant file: legal.effectiveDate). */
export function currentVersion(tenant: TenantConfig, document: LegalDocument, variant: LegalVariant): string {
  const doc = document === 'TERMS' ? 'TERMS' : 'DSA';
  return `${tenant.code}-${doc}-${variant}-${tenant.legal.effectiveDate}`;
}

type Language = LegalLanguage;
/** What a text says of the tenant's country (tenant file: legal.jurisdiction). */
type Jurisdiction = NonNullable<TenantConfig['legal']['jurisdiction'][Language]>;

interface Words {
  product: string;
  j: Jurisdiction;
}

type Texts = Record<LegalVariant, { title: string; body: string[] }>;

const TERMS: Record<Language, (w: Words) => Partial<Texts>> = {
  en: ({ product, j }) => ({
    STANDARD: {
      title: `${product} Terms of Use`,
      body: [
        `These terms govern your use of ${product} (the “Portal”) in ${j.country}. By accepting them you agree to them for yourself and on behalf of the company you work for.`,
        'Your account is personal. Keep your password confidential and do not share your access with anyone. Your company’s administrators decide who may use the Portal and which products each person may open.',
        'The insight data shown in the Portal is confidential. Use it only for your company’s business with the retailer. Do not resell it, publish it, try to identify individual customers from it, or collect it by automated means.',
        'If your company works with a third-party agency, the agency’s users see only the products your administrators grant them, and your company remains responsible for how they use the data.',
        'Products may change, be added or be withdrawn. When these terms change in a material way, the Portal asks you to read and accept the new version before you continue.',
        `These terms are governed by ${j.law}. Any dispute belongs to ${j.courts}.`,
      ],
    },
    BASIC: {
      title: `${product} Basic Terms of Use`,
      body: [
        `These terms govern your use of the basic plan of ${product} (the “Portal”) in ${j.country}. By accepting them you agree to them for yourself and on behalf of the company you work for.`,
        'The basic plan gives access to the report builder, the data dictionary, the basic knowledge base and support. Other products need a charter subscription.',
        'Your account is personal. Keep your password confidential. Your company’s administrator confirms at each periodic user-access audit that every account of the company is still needed; accounts that are not confirmed are closed.',
        'Reports are confidential. Use them only for your company’s business with the retailer and do not pass them on outside your company or its authorised agency.',
        `These terms are governed by ${j.law}. Any dispute belongs to ${j.courts}.`,
      ],
    },
  }),
  es: ({ product, j }) => ({
    STANDARD: {
      title: `Términos de uso de ${product}`,
      body: [
        `Estos términos rigen el uso de ${product} (el “Portal”) en ${j.country}. Al aceptarlos, usted los acepta en nombre propio y en nombre de la empresa para la que trabaja.`,
        'Su cuenta es personal. Mantenga su contraseña en confidencialidad y no comparta su acceso con nadie. Los administradores de su empresa deciden quién puede usar el Portal y qué productos puede abrir cada persona.',
        'Los datos de información que se muestran en el Portal son confidenciales. Úselos solo para los negocios de su empresa con el minorista. No los revenda ni los publique, no intente identificar a clientes individuales a partir de ellos y no los recopile por medios automatizados.',
        'Si su empresa trabaja con una agencia externa, los usuarios de la agencia ven solo los productos que sus administradores les otorgan, y su empresa sigue siendo responsable del uso que hagan de los datos.',
        'Los productos pueden cambiar, agregarse o retirarse. Cuando estos términos cambien de manera importante, el Portal le pedirá leer y aceptar la nueva versión antes de continuar.',
        `Estos términos se rigen por ${j.law}. Cualquier controversia corresponde a ${j.courts}.`,
      ],
    },
    BASIC: {
      title: `Términos de uso básicos de ${product}`,
      body: [
        `Estos términos rigen el uso del plan básico de ${product} (el “Portal”) en ${j.country}. Al aceptarlos, usted los acepta en nombre propio y en nombre de la empresa para la que trabaja.`,
        'El plan básico da acceso al generador de informes, al diccionario de datos, a la base de conocimientos básica y al soporte. Los demás productos requieren una suscripción charter.',
        'Su cuenta es personal. Mantenga su contraseña en confidencialidad. El administrador de su empresa confirma en cada auditoría periódica de acceso que cada cuenta de la empresa sigue siendo necesaria; las cuentas no confirmadas se cierran.',
        'Los informes son confidenciales. Úselos solo para los negocios de su empresa con el minorista y no los comparta fuera de su empresa o de su agencia autorizada.',
        `Estos términos se rigen por ${j.law}. Cualquier controversia corresponde a ${j.courts}.`,
      ],
    },
  }),
  fr: ({ product, j }) => ({
    STANDARD: {
      title: `Conditions d’utilisation de ${product}`,
      body: [
        `Les présentes conditions régissent votre utilisation de ${product} (le « Portail ») au ${j.country.replace(/^le /, '')}. En les acceptant, vous y consentez pour vous-même et au nom de l’entreprise pour laquelle vous travaillez.`,
        'Votre compte est personnel. Gardez votre mot de passe confidentiel et ne partagez votre accès avec personne. Les administrateurs de votre entreprise décident qui peut utiliser le Portail et quels produits chaque personne peut ouvrir.',
        'Les données d’analyse affichées dans le Portail sont confidentielles. Utilisez-les uniquement pour les affaires de votre entreprise avec le détaillant. Ne les revendez pas, ne les publiez pas, n’essayez pas d’en tirer l’identité de clients et ne les recueillez pas par des moyens automatisés.',
        'Si votre entreprise fait appel à une agence tierce, les utilisateurs de l’agence ne voient que les produits que vos administrateurs leur accordent, et votre entreprise demeure responsable de l’usage qu’ils font des données.',
        'Les produits peuvent changer, être ajoutés ou être retirés. Lorsque les présentes conditions changent de façon importante, le Portail vous demande de lire et d’accepter la nouvelle version avant de continuer.',
        `Les présentes conditions sont régies par ${j.law}. Tout différend relève de ${j.courts}.`,
      ],
    },
    BASIC: {
      title: `Conditions d’utilisation de base de ${product}`,
      body: [
        `Les présentes conditions régissent votre utilisation du forfait de base de ${product} (le « Portail ») au ${j.country.replace(/^le /, '')}. En les acceptant, vous y consentez pour vous-même et au nom de l’entreprise pour laquelle vous travaillez.`,
        'Le forfait de base donne accès au générateur de rapports, au dictionnaire de données, à la base de connaissances de base et au soutien. Les autres produits exigent un abonnement charte.',
        'Votre compte est personnel. Gardez votre mot de passe confidentiel. L’administrateur de votre entreprise confirme à chaque vérification périodique des accès que chaque compte de l’entreprise est toujours nécessaire; les comptes non confirmés sont fermés.',
        'Les rapports sont confidentiels. Utilisez-les uniquement pour les affaires de votre entreprise avec le détaillant et ne les transmettez pas à l’extérieur de votre entreprise ou de son agence autorisée.',
        `Les présentes conditions sont régies par ${j.law}. Tout différend relève de ${j.courts}.`,
      ],
    },
  }),
};

const ADDENDUM: Record<Language, (w: Words) => Partial<Texts>> = {
  en: ({ product, j }) => ({
    STANDARD: {
      title: 'Data Sharing Addendum',
      body: [
        `This addendum completes the terms of use of ${product} and covers the data the retailer shares with your company through the Portal.`,
        'The shared data is aggregated sales, customer and market information. It contains no personal information about individual customers, and you must not try to derive any.',
        'Your company keeps the data secure, limits it to the people who need it for its business with the retailer, and deletes downloaded copies when they are no longer needed, at the latest 24 months after download.',
        'Tell the retailer within 72 hours of learning that shared data was accessed or disclosed without authorisation.',
        `Personal information of your users is handled in accordance with ${j.privacyLaw}.`,
      ],
    },
    '3P': {
      title: 'Data Sharing Addendum for Third-Party Agencies',
      body: [
        `This addendum completes the terms of use of ${product} for agencies that work for one or more suppliers of the retailer.`,
        'You may use a supplier’s data only on that supplier’s behalf, only in the products the supplier has granted your agency, and only for the work the supplier has asked you to do. Never combine the data of different suppliers.',
        'When a supplier ends its association with your agency, your access to its data ends at once. Delete every copy of that supplier’s data within 30 days and confirm the deletion if the supplier asks.',
        'Tell the supplier and the retailer within 72 hours of learning that shared data was accessed or disclosed without authorisation.',
        `Personal information of your users is handled in accordance with ${j.privacyLaw}.`,
      ],
    },
  }),
  es: ({ product, j }) => ({
    STANDARD: {
      title: 'Anexo de intercambio de datos',
      body: [
        `Este anexo complementa los términos de uso de ${product} y cubre los datos que el minorista comparte con su empresa por medio del Portal.`,
        'Los datos compartidos son información agregada de ventas, clientes y mercado. No contienen datos personales de clientes individuales y usted no debe intentar obtenerlos.',
        'Su empresa mantiene los datos seguros, los limita a las personas que los necesitan para sus negocios con el minorista y elimina las copias descargadas cuando ya no se necesitan, a más tardar 24 meses después de la descarga.',
        'Informe al minorista dentro de las 72 horas siguientes a que sepa de un acceso o una divulgación no autorizados de los datos compartidos.',
        `Los datos personales de sus usuarios se tratan conforme a ${j.privacyLaw}.`,
      ],
    },
    '3P': {
      title: 'Anexo de intercambio de datos para agencias externas',
      body: [
        `Este anexo complementa los términos de uso de ${product} para las agencias que trabajan para uno o más proveedores del minorista.`,
        'Puede usar los datos de un proveedor solo en nombre de ese proveedor, solo en los productos que el proveedor otorgó a su agencia y solo para el trabajo que el proveedor le solicitó. Nunca combine los datos de distintos proveedores.',
        'Cuando un proveedor termina su asociación con su agencia, su acceso a los datos de ese proveedor termina de inmediato. Elimine todas las copias de esos datos dentro de 30 días y confirme la eliminación si el proveedor lo solicita.',
        'Informe al proveedor y al minorista dentro de las 72 horas siguientes a que sepa de un acceso o una divulgación no autorizados de los datos compartidos.',
        `Los datos personales de sus usuarios se tratan conforme a ${j.privacyLaw}.`,
      ],
    },
  }),
  fr: ({ product, j }) => ({
    STANDARD: {
      title: 'Addenda sur le partage de données',
      body: [
        `Le présent addenda complète les conditions d’utilisation de ${product} et vise les données que le détaillant partage avec votre entreprise au moyen du Portail.`,
        'Les données partagées sont des renseignements agrégés sur les ventes, la clientèle et le marché. Elles ne contiennent aucun renseignement personnel sur des clients et vous ne devez pas tenter d’en obtenir.',
        'Votre entreprise protège les données, en limite l’accès aux personnes qui en ont besoin pour ses affaires avec le détaillant et supprime les copies téléchargées lorsqu’elles ne sont plus nécessaires, au plus tard 24 mois après leur téléchargement.',
        'Avisez le détaillant dans les 72 heures après avoir appris qu’un accès ou une communication non autorisés des données partagées a eu lieu.',
        `Les renseignements personnels de vos utilisateurs sont traités conformément à ${j.privacyLaw}.`,
      ],
    },
    '3P': {
      title: 'Addenda sur le partage de données pour les agences tierces',
      body: [
        `Le présent addenda complète les conditions d’utilisation de ${product} pour les agences qui travaillent pour un ou plusieurs fournisseurs du détaillant.`,
        'Vous pouvez utiliser les données d’un fournisseur uniquement pour le compte de ce fournisseur, uniquement dans les produits qu’il a accordés à votre agence et uniquement pour le travail qu’il vous a confié. Ne combinez jamais les données de fournisseurs différents.',
        'Lorsqu’un fournisseur met fin à son association avec votre agence, votre accès à ses données prend fin immédiatement. Supprimez toutes les copies de ses données dans les 30 jours et confirmez la suppression si le fournisseur le demande.',
        'Avisez le fournisseur et le détaillant dans les 72 heures après avoir appris qu’un accès ou une communication non autorisés des données partagées a eu lieu.',
        `Les renseignements personnels de vos utilisateurs sont traités conformément à ${j.privacyLaw}.`,
      ],
    },
  }),
};

/** The text of a document for this tenant and variant, in `locale` (one of the tenant's languages). */
export function legalDocument(tenant: TenantConfig, document: LegalDocument, variant: LegalVariant, locale: Locale): LegalText {
  const jurisdictions = tenant.legal.jurisdiction;
  // The tenant schema requires the language of every supported locale; this covers any other locale.
  let language = legalLanguage(locale);
  if (!jurisdictions[language]) language = legalLanguage(tenant.locales.default);
  const words: Words = { product: tenant.branding.productName, j: jurisdictions[language]! };
  const texts = (document === 'TERMS' ? TERMS : ADDENDUM)[language](words);
  const text = texts[variant];
  if (!text) throw new Error(`No ${document} text of variant ${variant}`);
  const { effectiveDate } = tenant.legal;
  return { document, variant, version: currentVersion(tenant, document, variant), effectiveDate, locale, ...text };
}
