// Everything the process does before it listens: tenants (validated), catalogs, database,
// migrations, tenant rows, demo data, the app. A bad tenant file stops it here, naming the field.
import { loadTenants, TENANT_FILES } from '../tenants/index.ts';
import { createApp } from './app.ts';
import type { Config } from './config.ts';
import { migrate, openDatabase } from './db/database.ts';
import { ensureTenants, seedDemoData } from './db/seed.ts';
import { loadServerCatalogs } from './services/i18n.ts';

export async function bootstrap(config: Config, tenantFiles: Record<string, unknown> = TENANT_FILES) {
  const tenants = loadTenants(tenantFiles);
  await loadServerCatalogs();
  const db = openDatabase({ url: config.databaseUrl, dataDir: config.dataDir });
  try {
    await migrate(db);
    await ensureTenants(db, tenants);
    const seeded = config.seedDemoData && (await seedDemoData(db, tenants, config.demoPassword));
    const app = await createApp({ config, tenants, db });
    if (seeded) app.log.info('Seeded demo data (accounts <account>.<tenant>@demo.test, see README)');
    return app;
  } catch (error) {
    await db.destroy();
    throw error;
  }
}
