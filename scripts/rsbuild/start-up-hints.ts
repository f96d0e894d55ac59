// What each bundle's page asks the browser to fetch while the scripts download (issue 10 §4), so
// that start-up (src/app/startup.ts) finds it there instead of asking one step at a time:
// - the three calls every page starts with — feature flags, the site, the sign-in status — as
//   fetch preloads (same URL and CORS mode as the app's calls, which then take the preloaded
//   answer);
// - the message catalog of the tenant's default locale (a named chunk, src/lib/locale.ts).
// The page's base style (src/app/base-style.ts) is written in, so it paints before any script,
// and the tenant logo becomes the favicon, instead of a request for /favicon.ico answered with the
// page.
import { readFileSync } from 'node:fs';
import type { EnvironmentConfig } from '@rsbuild/core';
import { baseStyle } from '../../src/app/base-style.ts';
import { logoPath } from '../../tenants/index.ts';
import type { TenantConfig } from '../../tenants/schema.ts';

type Settings = TenantConfig['environments'][keyof TenantConfig['environments']];

const join = (base: string, path: string) => base.replace(/\/$/, '') + path;

/** The calls of start-up, as the app resolves them for this environment (src/api/baseApi.ts resolveUrl). */
export function startUpCalls(tenant: TenantConfig, settings: Settings): string[] {
  return [
    join(settings.coreApiBase, '/api/ccm'),
    join(settings.platformBase, `/v1/identity/sites/${tenant.code}`),
    join(settings.coreApiBase, '/auth-status'),
  ];
}

export function startUpHints(tenant: TenantConfig, settings: Settings): Pick<EnvironmentConfig, 'html' | 'performance'> {
  const catalog = new RegExp(`[\\\\/]catalog-${tenant.locales.default}\\.`);
  return {
    html: {
      tags: [
        { tag: 'style', children: baseStyle(tenant.branding.colors) },
        // Inline: the server serves files only below /static/, with a year-long cache (server/plugins/spa.ts).
        {
          tag: 'link',
          attrs: {
            rel: 'icon',
            type: 'image/svg+xml',
            href: `data:image/svg+xml;base64,${readFileSync(logoPath(tenant)).toString('base64')}`,
          },
        },
        // `crossorigin` (anonymous): the CORS mode and credentials of the app's fetch calls.
        ...startUpCalls(tenant, settings).map((href) => ({
          tag: 'link',
          attrs: { rel: 'preload', as: 'fetch', href, crossorigin: 'anonymous' },
        })),
      ],
    },
    performance: { preload: { type: 'async-chunks', include: [catalog] } },
  };
}
