// The server's OpenAPI document, built from the route schemas without starting a listener.
import { loadTenants } from '../tenants/index.ts';
import { createApp } from '../server/app.ts';
import { loadConfig } from '../server/config.ts';
import { openDatabase } from '../server/db/database.ts';

export async function openApiDocument(): Promise<unknown> {
  const config = { ...loadConfig({ NODE_ENV: 'test', LOCAL_SSO: 'false' }), logLevel: 'silent' };
  const app = await createApp({ config, tenants: loadTenants(), db: openDatabase({ dataDir: 'memory://' }) });
  await app.ready();
  const doc = app.swagger();
  await app.close();
  return doc;
}
