// The configuration owners' console (gen/configuration-console.gen.ts; issue 31 §1): its view is one
// cache, which a change, a scheduled change or a cancellation refreshes. The preview is a read with
// a body: no tags.
import { cacheTags } from '../cacheTags.ts';
import { configurationConsoleEndpoints } from '../gen/configuration-console.gen.ts';

export const configurationConsoleApi = configurationConsoleEndpoints.enhanceEndpoints({
  endpoints: cacheTags(configurationConsoleEndpoints, ['Configuration'], {
    provide: ['getConfiguration'],
    invalidate: ['changeConfiguration', 'scheduleConfigurationChange', 'cancelScheduledConfigurationChange'],
  }),
});

export const {
  useGetConfigurationQuery,
  useChangeConfigurationMutation,
  useScheduleConfigurationChangeMutation,
  useCancelScheduledConfigurationChangeMutation,
  usePreviewAppLaunchMutation,
} = configurationConsoleApi;
export type * from '../gen/configuration-console.gen.ts';
