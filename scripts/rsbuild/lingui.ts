// Compiles Lingui macros with the SWC plugin (pinned exactly in package.json: its version is
// tied to the SWC inside Rspack), and makes @lingui/core format a plural's count only when its
// message shows it.
import type { RsbuildPlugin } from '@rsbuild/core';

/**
 * @lingui/core writes every plural's count with the locale's number format, whether or not the
 * chosen form has a "#". The first number format a page makes costs a slow phone's main thread
 * tens of milliseconds (the browser loads the locale's data), a long task on a first page whose only
 * plural shows its count as digits (the release-notes badge; issue 27: blocking time). After this,
 * a form without "#" makes none; one with "#" is written as before.
 */
export function formatCountOnlyWhenShown(code: string): string {
  const before = 'const valueStr = number(locales, value, numberFormat);';
  if (!code.includes(before))
    throw new Error('@lingui/core changed: scripts/rsbuild/lingui.ts no longer finds its plural count formatting');
  return code.replace(before, `if (!message.includes(OCTOTHORPE_PH)) return message;\n    ${before}`);
}

export function pluginLingui(): RsbuildPlugin {
  return {
    name: 'portal:lingui',
    setup(api) {
      api.modifyRsbuildConfig((config) => {
        config.tools ??= {};
        config.tools.swc = { jsc: { experimental: { plugins: [['@lingui/swc-plugin', {}]] } } };
      });
      api.transform({ test: /[\\/]@lingui[\\/]core[\\/]dist[\\/]index\.mjs$/ }, ({ code }) => formatCountOnlyWhenShown(code));
    },
  };
}
