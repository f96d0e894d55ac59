// Compiles Lingui macros with the SWC plugin (pinned exactly in package.json: its version is
// tied to the SWC inside Rspack).
import type { RsbuildPlugin } from '@rsbuild/core';

export function pluginLingui(): RsbuildPlugin {
  return {
    name: 'portal:lingui',
    setup(api) {
      api.modifyRsbuildConfig((config) => {
        config.tools ??= {};
        config.tools.swc = { jsc: { experimental: { plugins: [['@lingui/swc-plugin', {}]] } } };
      });
    },
  };
}
