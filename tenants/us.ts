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
    colors: { primary: '#0053e2', onPrimary: '#ffffff', accent: '#ffc220', background: '#f8f8f8', text: '#1d1d1d' },
  },
  routes: { privacyPolicy: true, terms: true, releaseNotes: true },
  // Spec §6: US has every product; Customer Pulse only outside production.
  products: [
    { code: 'SHOPPER_BEHAVIOR', environments: ALL_ENVIRONMENTS },
    { code: 'REPORT_BUILDER', environments: ALL_ENVIRONMENTS },
    { code: 'CHANNEL_PERFORMANCE', environments: ALL_ENVIRONMENTS },
    { code: 'CUSTOMER_PERCEPTION', environments: ALL_ENVIRONMENTS },
    { code: 'DIGITAL_LANDSCAPES', environments: ALL_ENVIRONMENTS },
    { code: 'INSIGHTS_ACTIVATION', environments: ALL_ENVIRONMENTS },
    { code: 'MODULAR_INTELLIGENCE', environments: ALL_ENVIRONMENTS },
    { code: 'CUSTOMER_PULSE', environments: NON_PROD_ENVIRONMENTS },
  ],
  support: {
    activeTypeIds: [1463, 1464, 1465, 1466, 1467, 2033, 3006, 3148, 2147, 2224, 3257],
    special: SPECIAL_SUPPORT_IDS,
  },
  environments: environmentsFor('us', ['localhost', 'us.localhost']),
  featureFlags: { 'insights-activation-rollout': true, 'wem-kb-rollout': true, 'kb-search-rollout': true },
});
