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
    colors: { primary: '#0053e2', onPrimary: '#ffffff', accent: '#76c043', background: '#f8f8f8', text: '#1d1d1d' },
  },
  // Spec §2: no privacy policy on Mexico, terms on US only, no release notes on Mexico.
  routes: { privacyPolicy: false, terms: false, releaseNotes: false },
  products: [
    { code: 'SHOPPER_BEHAVIOR', environments: ALL_ENVIRONMENTS },
    { code: 'REPORT_BUILDER', environments: ALL_ENVIRONMENTS },
  ],
  support: { activeTypeIds: [1463, 1464, 1465], special: SPECIAL_SUPPORT_IDS },
  environments: environmentsFor('mx', ['mx.localhost']),
  featureFlags: { 'insights-activation-rollout': false, 'wem-kb-rollout': true, 'kb-search-rollout': false },
});
