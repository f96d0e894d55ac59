// The knowledge-base workspaces and their category trees every tenant starts with (issue 15 §1).
// A product's category is seeded only where the tenant offers the product.
import type { SeedCategory, SeedLanguage, WorkspaceKey, Audience } from './types.ts';

export interface SeedWorkspace {
  key: WorkspaceKey;
  /** Who may open the workspace: the suppliers' is for charter accounts, the basic one for basic accounts. */
  audience: Audience;
  title: Record<SeedLanguage, string>;
  description: Record<SeedLanguage, string>;
}

export const SEED_WORKSPACES: SeedWorkspace[] = [
  {
    key: 'supplier',
    audience: 'CHARTER',
    title: { en: 'Supplier knowledge base', es: 'Base de conocimientos para proveedores', fr: 'Base de connaissances des fournisseurs' },
    description: {
      en: 'Guides to the products, your account, administration and support.',
      es: 'Guías de los productos, su cuenta, la administración y el soporte.',
      fr: 'Guides sur les produits, votre compte, l’administration et le soutien.',
    },
  },
  {
    key: 'basic',
    audience: 'BASIC',
    title: { en: 'Basic account help', es: 'Ayuda para cuentas básicas', fr: 'Aide pour les comptes de base' },
    description: {
      en: 'Everything a basic vendor or basic agency needs to get started.',
      es: 'Todo lo que un proveedor básico o una agencia básica necesita para empezar.',
      fr: 'Tout ce dont un fournisseur de base ou une agence de base a besoin pour commencer.',
    },
  },
  {
    key: 'internal',
    audience: 'INTERNAL',
    title: { en: 'Associate handbook', es: 'Manual para asociados', fr: 'Guide des associés' },
    description: {
      en: 'How associates reach supplier data and help suppliers use the portal.',
      es: 'Cómo los asociados acceden a los datos de los proveedores y les ayudan a usar el portal.',
      fr: 'Comment les associés accèdent aux données des fournisseurs et les aident à utiliser le portail.',
    },
  },
];

const t = (en: string, es: string, fr: string): Record<SeedLanguage, string> => ({ en, es, fr });

export const SEED_CATEGORIES: SeedCategory[] = [
  { key: 'getting-started', workspace: 'supplier', title: t('Getting started', 'Primeros pasos', 'Premiers pas') },
  { key: 'account-access', workspace: 'supplier', title: t('Your account and access', 'Su cuenta y acceso', 'Votre compte et vos accès') },
  { key: 'products', workspace: 'supplier', title: t('Products', 'Productos', 'Produits') },
  {
    key: 'shopper-behavior',
    workspace: 'supplier',
    parent: 'products',
    product: 'SHOPPER_BEHAVIOR',
    title: t('Shopper Behavior', 'Shopper Behavior', 'Shopper Behavior'),
  },
  {
    key: 'report-builder',
    workspace: 'supplier',
    parent: 'products',
    product: 'REPORT_BUILDER',
    title: t('Report Builder', 'Report Builder', 'Report Builder'),
  },
  {
    key: 'channel-performance',
    workspace: 'supplier',
    parent: 'products',
    product: 'CHANNEL_PERFORMANCE',
    title: t('Insights', 'Insights', 'Insights'),
  },
  {
    key: 'customer-perception',
    workspace: 'supplier',
    parent: 'products',
    product: 'CUSTOMER_PERCEPTION',
    title: t('Customer Perception', 'Customer Perception', 'Customer Perception'),
  },
  {
    key: 'digital-landscapes',
    workspace: 'supplier',
    parent: 'products',
    product: 'DIGITAL_LANDSCAPES',
    title: t('Digital Landscapes', 'Digital Landscapes', 'Digital Landscapes'),
  },
  {
    key: 'insights-activation',
    workspace: 'supplier',
    parent: 'products',
    product: 'INSIGHTS_ACTIVATION',
    title: t('Insights Activation', 'Insights Activation', 'Insights Activation'),
  },
  {
    key: 'modular-intelligence',
    workspace: 'supplier',
    parent: 'products',
    product: 'MODULAR_INTELLIGENCE',
    title: t('Modular Intelligence', 'Modular Intelligence', 'Modular Intelligence'),
  },
  {
    key: 'customer-pulse',
    workspace: 'supplier',
    parent: 'products',
    product: 'CUSTOMER_PULSE',
    title: t('Customer Pulse', 'Customer Pulse', 'Customer Pulse'),
  },
  {
    key: 'administration',
    workspace: 'supplier',
    title: t('Administering your company', 'Administración de su empresa', 'Administration de votre entreprise'),
  },
  { key: 'data-definitions', workspace: 'supplier', title: t('Data and definitions', 'Datos y definiciones', 'Données et définitions') },
  { key: 'support-help', workspace: 'supplier', title: t('Getting help', 'Cómo obtener ayuda', 'Obtenir de l’aide') },

  { key: 'basic-getting-started', workspace: 'basic', title: t('Getting started', 'Primeros pasos', 'Premiers pas') },
  { key: 'basic-reports', workspace: 'basic', title: t('Reports and data', 'Reportes y datos', 'Rapports et données') },
  {
    key: 'basic-account',
    workspace: 'basic',
    title: t('Your account and users', 'Su cuenta y usuarios', 'Votre compte et vos utilisateurs'),
  },
  { key: 'basic-support', workspace: 'basic', title: t('Getting help', 'Cómo obtener ayuda', 'Obtenir de l’aide') },

  {
    key: 'internal-access',
    workspace: 'internal',
    title: t('Access to supplier data', 'Acceso a los datos de proveedores', 'Accès aux données des fournisseurs'),
  },
  {
    key: 'internal-supporting',
    workspace: 'internal',
    title: t('Helping suppliers', 'Cómo ayudar a los proveedores', 'Aider les fournisseurs'),
  },
  { key: 'internal-policies', workspace: 'internal', title: t('Policies', 'Políticas', 'Politiques') },
];
