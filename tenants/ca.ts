import { defineTenant } from './schema.ts';
import { ALL_ENVIRONMENTS, SPECIAL_SUPPORT_IDS, environmentsFor } from './shared.ts';

export default defineTenant({
  id: 'ca',
  code: 'WMT-CA',
  countryName: 'Canada',
  locales: {
    default: 'en-CA',
    supported: ['en-CA', 'fr-CA'],
    picker: [
      { locale: 'en-CA', label: 'English' },
      { locale: 'fr-CA', label: 'Français' },
    ],
  },
  branding: {
    productName: 'Supplier Insights Canada',
    logo: 'logos/ca.svg',
    hero: 'logos/ca-hero.svg',
    colors: { primary: '#a6192e', onPrimary: '#ffffff', accent: '#ffd5d1', background: '#f9f7f7', text: '#1d1d1d' },
  },
  // Spec §2: terms on US only, no release notes on Canada.
  routes: { privacyPolicy: true, terms: false, releaseNotes: false, configuration: true },
  products: [
    { code: 'SHOPPER_BEHAVIOR', environments: ALL_ENVIRONMENTS },
    { code: 'REPORT_BUILDER', environments: ALL_ENVIRONMENTS },
  ],
  // Offered at registration, in this order; the default is the zone of a user who has none.
  timeZones: {
    default: 'America/Toronto',
    offered: [
      'America/St_Johns',
      'America/Halifax',
      'America/Toronto',
      'America/Winnipeg',
      'America/Regina',
      'America/Edmonton',
      'America/Vancouver',
    ],
  },
  support: {
    mailbox: 'support.ca@supplier-insights.example',
    activeTypeIds: [1463, 1464, 1465],
    special: SPECIAL_SUPPORT_IDS,
  },
  // What the terms of use and the data sharing addendum say of the country, per language, in their
  // version 1 (effectiveDate is its day, part of its version id). Later versions are published by
  // legal owners in the portal (/legalDocuments, issue 31 §3), not here.
  legal: {
    effectiveDate: '2026-10-01',
    jurisdiction: {
      en: {
        country: 'Canada',
        law: 'the laws of the Province of Ontario and the federal laws of Canada applicable therein',
        privacyLaw: 'the Personal Information Protection and Electronic Documents Act (PIPEDA) and applicable provincial privacy laws',
        courts: 'the courts of the Province of Ontario, sitting in Toronto',
      },
      fr: {
        country: 'le Canada',
        law: 'les lois de la province de l’Ontario et les lois fédérales du Canada qui s’y appliquent',
        privacyLaw:
          'la Loi sur la protection des renseignements personnels et les documents électroniques (LPRPDE) et les lois provinciales applicables en matière de protection des renseignements personnels',
        courts: 'les tribunaux de la province de l’Ontario siégeant à Toronto',
      },
    },
  },
  environments: environmentsFor('ca', ['ca.localhost']),
  featureFlags: {
    'insights-activation-rollout': false,
    'wem-kb-rollout': true,
    // The knowledge-base search (issue 15) is tried in Canada's test environments before production.
    'kb-search-rollout': ['local', 'dev', 'qa'],
    'data-dictionary-v2': ['local', 'dev', 'qa'],
  },
});
