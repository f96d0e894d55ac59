// What each bundle's page asks the browser to fetch while the scripts download (issue 10 §4), so
// that start-up (src/app/startup.ts) finds it there instead of asking one step at a time:
// - the three calls every page starts with — feature flags, the site, the sign-in status — as
//   fetch preloads (same URL and CORS mode as the app's calls, which then take the preloaded
//   answer);
// - the message catalog of the reader's locale (a named chunk, src/lib/locale.ts): the locale kept
//   in local storage when the tenant offers it, else the tenant's default, as start-up picks it. The
//   page cannot say which in markup (the choice is in local storage, and the policy allows no inline
//   script), so a script of a few hundred bytes, first in the page and run as soon as it arrives,
//   adds the preload (a fixed preload of the default catalog was never used by the readers of the
//   tenant's other locale, and the browser warned about it on every page).
// The page's base style (src/app/base-style.ts) is written in, so it paints before any script,
// and the tenant logo becomes the favicon, instead of a request for /favicon.ico answered with the
// page.
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { EnvironmentConfig, ModifyHTMLTagsFn } from '@rsbuild/core';
import { baseStyle } from '../../src/app/base-style.ts';
import { LOCALE_STORAGE_KEY } from '../../src/lib/locale-key.ts';
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

export function startUpHints(tenant: TenantConfig, settings: Settings): Pick<EnvironmentConfig, 'html'> {
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
  };
}

/**
 * The script that preloads the reader's catalog: `catalogs` maps each locale the tenant offers to
 * its chunk's URL. Plain ES5 and no dependency: it runs before anything else of the page.
 */
export function catalogHintScript(catalogs: Record<string, string>, defaultLocale: string): string {
  const key = JSON.stringify(LOCALE_STORAGE_KEY);
  return (
    `(function(){var c=${JSON.stringify(catalogs)},l=null;try{l=localStorage.getItem(${key})}catch(e){}` +
    `var k=document.createElement("link");k.rel="preload";k.as="script";` +
    // A string only for a locale of the map (not for "__proto__", "toString" and the like).
    `k.href=typeof c[l]=="string"?c[l]:c[${JSON.stringify(defaultLocale)}];document.head.appendChild(k)})();\n`
  );
}

/**
 * Emits each bundle's catalog hint (static/js/catalog-hint.<hash>.js) and puts it first in the
 * page, `async`. Runs while the page is generated, when the catalog chunks have their file names;
 * the hint's content hash is declared, so that the build's final hashing renames it with the
 * catalogs it names.
 */
export function catalogHintTags(tenantOf: (environment: string) => TenantConfig | undefined): ModifyHTMLTagsFn {
  return (tags, { compilation, environment, assetPrefix }) => {
    const tenant = tenantOf(environment.name);
    if (!tenant) return tags;
    const catalogs: Record<string, string> = {};
    for (const locale of tenant.locales.supported) {
      const file = [...(compilation.namedChunks.get(`catalog-${locale}`)?.files ?? [])].find((f) => f.endsWith('.js'));
      if (!file) throw new Error(`${environment.name}: no catalog chunk for ${locale} (src/lib/locale.ts names them catalog-<locale>)`);
      catalogs[locale] = join(assetPrefix, `/${file}`);
    }
    const code = catalogHintScript(catalogs, tenant.locales.default);
    const hash = createHash('sha256').update(code).digest('hex').slice(0, 8);
    const name = `static/js/catalog-hint.${hash}.js`;
    compilation.emitAsset(name, new compilation.compiler.webpack.sources.RawSource(code), {
      contenthash: hash,
      immutable: true,
      minimized: true,
    });
    return { ...tags, headTags: [{ tag: 'script', attrs: { async: true, src: join(assetPrefix, `/${name}`) } }, ...tags.headTags] };
  };
}
