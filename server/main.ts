// The server process: configuration, database, listen, graceful shutdown on SIGTERM/SIGINT.
import { loadTenants } from '../tenants/index.ts';
import { createApp } from './app.ts';
import { loadConfig } from './config.ts';
import { migrate, openDatabase } from './db/database.ts';
import { ensureTenants, seedDemoData } from './db/seed.ts';
import { loadServerCatalogs } from './services/i18n.ts';

const config = loadConfig();
const tenants = loadTenants();
await loadServerCatalogs();
const db = openDatabase({ url: config.databaseUrl, dataDir: config.dataDir });
await migrate(db);
await ensureTenants(db, tenants);
const seeded = config.seedDemoData && (await seedDemoData(db, tenants, config.demoPassword));

const app = await createApp({ config, tenants, db });
if (seeded) app.log.info('Seeded demo data (accounts <account>.<tenant>@demo.test, see README)');

let closing = false;
for (const signal of ['SIGTERM', 'SIGINT'] as const) {
  process.once(signal, () => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'Shutting down: finishing in-flight requests');
    // close() stops accepting connections, waits for in-flight requests, then runs onClose
    // hooks (the database closes last).
    app.close().then(
      () => process.exit(0),
      (error) => {
        app.log.error(error, 'Shutdown failed');
        process.exit(1);
      },
    );
  });
}

await app.listen({ port: config.port, host: config.host });
app.log.info(`Portal on http://localhost:${config.port} (us.localhost, mx.localhost, ca.localhost)`);
