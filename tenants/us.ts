import { defineTenant } from './schema.ts';
import { ALL_ENVIRONMENTS, NON_PROD_ENVIRONMENTS, SPECIAL_SUPPORT_IDS, environmentsFor } from './shared.ts';

export default defineTenant({
  id: 'us',
  code: 'WMT-US',
  countryName: 'United States',
  locales: {
    default: 'en-US',
    supported: ['en-US', 'es-MX'],
    picker: [
      { locale: 'en-US', label: 'English' },
      { locale: 'es-MX', label: 'Español' },
    ],
  },
  branding: {
    productName: 'Supplier Insights',
    logo: 'logos/us.svg',
    hero: 'logos/us-hero.svg',
    colors: { primary: '#0053e2', onPrimary: '#ffffff', accent: '#ffc220', background: '#f8f8f8', text: '#1d1d1d' },
  },
  routes: { privacyPolicy: true, terms: true, releaseNotes: true, configuration: true },
  // Spec §6: US has every product; Customer Pulse only outside production. Spec §4: Modular
  // Intelligence and Customer Pulse are hidden on the US domain when the user has no access.
  products: [
    { code: 'SHOPPER_BEHAVIOR', environments: ALL_ENVIRONMENTS },
    { code: 'REPORT_BUILDER', environments: ALL_ENVIRONMENTS },
    { code: 'CHANNEL_PERFORMANCE', environments: ALL_ENVIRONMENTS },
    { code: 'CUSTOMER_PERCEPTION', environments: ALL_ENVIRONMENTS },
    { code: 'DIGITAL_LANDSCAPES', environments: ALL_ENVIRONMENTS },
    { code: 'INSIGHTS_ACTIVATION', environments: ALL_ENVIRONMENTS },
    { code: 'MODULAR_INTELLIGENCE', environments: ALL_ENVIRONMENTS, hideWhenNoAccess: true },
    { code: 'CUSTOMER_PULSE', environments: NON_PROD_ENVIRONMENTS, hideWhenNoAccess: true },
  ],
  // Offered at registration, in this order; the default is the zone of a user who has none.
  timeZones: {
    default: 'America/Chicago',
    offered: [
      'America/New_York',
      'America/Chicago',
      'America/Denver',
      'America/Phoenix',
      'America/Los_Angeles',
      'America/Anchorage',
      'Pacific/Honolulu',
      'America/Puerto_Rico',
    ],
  },
  support: {
    mailbox: 'support.us@supplier-insights.example',
    activeTypeIds: [1463, 1464, 1465, 1466, 1467, 2033, 3006, 3148, 2147, 2224, 3257],
    special: SPECIAL_SUPPORT_IDS,
  },
  // What the terms of use and the data sharing addendum say of the country, per language, in their
  // version 1 (effectiveDate is its day, part of its version id). Later versions are published by
  // legal owners in the portal (/legalDocuments, issue 31 §3), not here.
  legal: {
    effectiveDate: '2026-10-01',
    jurisdiction: {
      en: {
        country: 'the United States',
        law: 'the laws of the State of Arkansas and the federal laws of the United States',
        privacyLaw: 'the privacy and data protection laws of the United States that apply to the data',
        courts: 'the state and federal courts located in Benton County, Arkansas',
      },
      es: {
        country: 'los Estados Unidos',
        law: 'las leyes del Estado de Arkansas y las leyes federales de los Estados Unidos',
        privacyLaw: 'las leyes de privacidad y protección de datos de los Estados Unidos aplicables a los datos',
        courts: 'los tribunales estatales y federales del condado de Benton, Arkansas',
      },
    },
  },
  environments: environmentsFor('us', ['localhost', 'us.localhost']),
  featureFlags: {
    'insights-activation-rollout': true,
    'wem-kb-rollout': true,
    'kb-search-rollout': true,
    'data-dictionary-v2': ['local', 'dev', 'qa'],
  },
});
