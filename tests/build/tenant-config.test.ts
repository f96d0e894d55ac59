// A bad tenant file stops the build and the server, naming the file and the field.
import { createRsbuild } from '@rsbuild/core';
import { expect, test } from 'vitest';
import { pluginTenantEnvironments } from '../../scripts/rsbuild/tenant-environments.ts';
import { bootstrap } from '../../server/bootstrap.ts';
import { loadConfig } from '../../server/config.ts';
import { TENANT_FILES } from '../../tenants/index.ts';
import mx from '../../tenants/mx.ts';

const badFiles = {
  ...TENANT_FILES,
  'tenants/mx.ts': { ...mx, branding: { ...mx.branding, colors: { ...mx.branding.colors, primary: 'green' } } },
};
const expected = /Invalid tenant config tenants\/mx\.ts: field "branding\.colors\.primary"/;

test('rsbuild build fails on a bad tenant file', async () => {
  const rsbuild = await createRsbuild({
    cwd: process.cwd(),
    rsbuildConfig: { plugins: [pluginTenantEnvironments(badFiles)], source: { entry: { index: './src/index.tsx' } } },
  });
  await expect(rsbuild.build()).rejects.toThrow(expected);
});

test('the server does not start on a bad tenant file', async () => {
  const config = { ...loadConfig({ NODE_ENV: 'test' }), dataDir: 'memory://' };
  await expect(bootstrap(config, badFiles)).rejects.toThrow(expected);
});

test('a tenant colour that fails WCAG AA stops the build, naming the field and the ratio', async () => {
  const poorContrast = {
    ...TENANT_FILES,
    'tenants/mx.ts': { ...mx, branding: { ...mx.branding, colors: { ...mx.branding.colors, onPrimary: '#76c043' } } },
  };
  const rsbuild = await createRsbuild({
    cwd: process.cwd(),
    rsbuildConfig: { plugins: [pluginTenantEnvironments(poorContrast)], source: { entry: { index: './src/index.tsx' } } },
  });
  await expect(rsbuild.build()).rejects.toThrow(
    'Invalid tenant config tenants/mx.ts: field "branding.colors.onPrimary" has a contrast of 3.21:1 against branding.colors.primary (#00653a), below WCAG AA (4.5:1 for text)',
  );
});
