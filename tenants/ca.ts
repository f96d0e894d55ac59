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
    colors: { primary: '#0053e2', onPrimary: '#ffffff', accent: '#d52b1e', background: '#f8f8f8', text: '#1d1d1d' },
  },
  // Spec §2: terms on US only, no release notes on Canada.
  routes: { privacyPolicy: true, terms: false, releaseNotes: false },
  products: [
    { code: 'SHOPPER_BEHAVIOR', environments: ALL_ENVIRONMENTS },
    { code: 'REPORT_BUILDER', environments: ALL_ENVIRONMENTS },
  ],
  support: { activeTypeIds: [1463, 1464, 1465], special: SPECIAL_SUPPORT_IDS },
  environments: environmentsFor('ca', ['ca.localhost']),
  featureFlags: { 'insights-activation-rollout': false, 'wem-kb-rollout': true, 'kb-search-rollout': false },
});
