import { defineTenant } from './schema.ts';
import { ALL_ENVIRONMENTS, SPECIAL_SUPPORT_IDS, environmentsFor } from './shared.ts';

export default defineTenant({
  id: 'mx',
  code: 'WMT-MX',
  countryName: 'México',
  locales: {
    default: 'es-MX',
    supported: ['es-MX', 'en-US'],
    picker: [
      { locale: 'es-MX', label: 'Español' },
      { locale: 'en-US', label: 'English' },
    ],
  },
  branding: {
    productName: 'Información para Proveedores',
    logo: 'logos/mx.svg',
    hero: 'logos/mx-hero.svg',
    colors: { primary: '#00653a', onPrimary: '#ffffff', accent: '#f6b40e', background: '#f7f8f5', text: '#1d1d1d' },
  },
  // Spec §2: no privacy policy on Mexico, terms on US only, no release notes on Mexico.
  routes: { privacyPolicy: false, terms: false, releaseNotes: false, configuration: true },
  products: [
    { code: 'SHOPPER_BEHAVIOR', environments: ALL_ENVIRONMENTS },
    // Spec §2: "In the Mexico tenant the report-builder tile says 'coming soon'".
    { code: 'REPORT_BUILDER', environments: ALL_ENVIRONMENTS, comingSoon: true },
  ],
  // Offered at registration, in this order; the default is the zone of a user who has none.
  timeZones: {
    default: 'America/Mexico_City',
    offered: [
      'America/Mexico_City',
      'America/Cancun',
      'America/Monterrey',
      'America/Chihuahua',
      'America/Hermosillo',
      'America/Mazatlan',
      'America/Tijuana',
    ],
  },
  support: {
    mailbox: 'support.mx@supplier-insights.example',
    activeTypeIds: [1463, 1464, 1465],
    special: SPECIAL_SUPPORT_IDS,
  },
  // What the terms of use and the data sharing addendum say of the country, per language, in their
  // version 1 (effectiveDate is its day, part of its version id). Later versions are published by
  // legal owners in the portal (/legalDocuments, issue 31 §3), not here.
  legal: {
    effectiveDate: '2026-10-01',
    jurisdiction: {
      es: {
        country: 'México',
        law: 'las leyes federales de los Estados Unidos Mexicanos',
        privacyLaw: 'la Ley Federal de Protección de Datos Personales en Posesión de los Particulares',
        courts: 'los tribunales competentes de la Ciudad de México',
      },
      en: {
        country: 'Mexico',
        law: 'the federal laws of the United Mexican States',
        privacyLaw: 'the Federal Law on the Protection of Personal Data Held by Private Parties',
        courts: 'the competent courts of Mexico City',
      },
    },
  },
  environments: environmentsFor('mx', ['mx.localhost']),
  featureFlags: {
    'insights-activation-rollout': false,
    'wem-kb-rollout': true,
    'kb-search-rollout': false,
    'data-dictionary-v2': ['local', 'dev', 'qa'],
  },
});
