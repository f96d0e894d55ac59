// Start-up (spec §4 "Startup"): the app renders only after the feature-flag configuration has
// been fetched (a failure is only logged: the tenant file's defaults apply) and the locale is
// known (site lookup; on failure en-US).
import { configurationApi } from '../api/endpoints/configuration.ts';
import { identityApi } from '../api/endpoints/identity.ts';
import { activateLocale, pickLocale, storedLocale } from '../lib/locale.ts';
import type { AppStore } from './store.ts';

export async function startUp(store: AppStore): Promise<void> {
  const [flags, site] = await Promise.allSettled([
    store.dispatch(configurationApi.endpoints.listFeatureFlags.initiate()).unwrap(),
    store.dispatch(identityApi.endpoints.getSite.initiate({ site: __TENANT__.code, 'wm-site-id': __TENANT__.code })).unwrap(),
  ]);
  if (flags.status === 'rejected') console.warn('Feature flags unavailable; using the tenant defaults', flags.reason);
  await activateLocale(pickLocale(storedLocale(), site.status === 'fulfilled' ? site.value.defaultLocale : null));
}
