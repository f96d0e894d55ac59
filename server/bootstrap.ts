// Everything the process does before it listens: tenants (validated), catalogs, database,
// migrations, tenant rows, demo data, the app. A bad tenant file stops it here, naming the field.
import { loadTenants, TENANT_FILES } from '../tenants/index.ts';
import { createApp } from './app.ts';
import type { Config } from './config.ts';
import { migrate, openDatabase } from './db/database.ts';
import { seedDemoData } from './seed/demo-data.ts';
import { ensureTenants } from './seed/tenants.ts';
import { ensureLegalDocuments } from './seed/legal-documents.ts';
import { ensureGlossary } from './seed/glossary.ts';
import { seedDemoContent } from './seed/content.ts';
import { seedDemoDirectory } from './seed/directory.ts';
import { purgeStaleImports } from './modules/bulk-users/repository.ts';
import { loadServerCatalogs } from './services/i18n.ts';

/** What start-up must say about the development tools and mail delivery of this environment. */
export function startupNotices(config: Config): string[] {
  const notices: string[] = [];
  if (!config.devMailbox) {
    const where = config.production ? 'NODE_ENV=production' : `APP_ENV=${config.appEnv}`;
    notices.push(`${where}: demo data and the development mailbox are off (they exist only in local mode)`);
  }
  for (const asked of config.refused) notices.push(`${asked} ignored: demo data is seeded only with APP_ENV=local`);
  if (!config.devMailbox && !config.smtpUrl) notices.push('SMTP_URL is not set: e-mails stay in the outbox table and nobody receives them');
  return notices;
}

export async function bootstrap(config: Config, tenantFiles: Record<string, unknown> = TENANT_FILES) {
  const tenants = loadTenants(tenantFiles);
  await loadServerCatalogs();
  const db = openDatabase({ url: config.databaseUrl, dataDir: config.dataDir });
  try {
    await migrate(db);
    await ensureTenants(db, tenants);
    // Version 1 of each legal document variant that has none (issue 31 §3), in every mode.
    await ensureLegalDocuments(db, tenants);
    const glossaryEntries = await ensureGlossary(db, tenants);
    const seeded = config.seedDemoData && (await seedDemoData(db, tenants, config.demoPassword));
    // The demo knowledge base, release notes and resources, into a tenant that has no content yet.
    const contentItems = config.seedDemoData ? await seedDemoContent(db, tenants) : 0;
    // Companies of every type with their users and associates, into a tenant that has none (issue 16).
    const directoryUsers = config.seedDemoData ? await seedDemoDirectory(db, tenants) : 0;
    // Bulk imports of a process that died. PGlite is embedded in this one process: at start nothing
    // can still be running, every claim is stale. On PostgreSQL other instances may be importing:
    // only claims with an old heartbeat.
    const purgedImports = await purgeStaleImports(db, config.databaseUrl ? undefined : 0);
    const app = await createApp({ config, tenants, db });
    if (purgedImports) app.log.info({ purged: purgedImports }, 'bulk import: removed imports of a process that died');
    if (glossaryEntries)
      app.log.info({ entries: glossaryEntries }, 'data dictionary: wrote the glossary of tenant languages that had none');
    if (seeded) app.log.info('Seeded demo data (accounts <account>.<tenant>@demo.test, see README)');
    if (directoryUsers) app.log.info({ users: directoryUsers }, 'directory: seeded the demo companies and their users');
    if (contentItems) app.log.info({ items: contentItems }, 'content: seeded the demo knowledge base, release notes and resources');
    for (const line of startupNotices(config)) app.log.warn(line);
    return app;
  } catch (error) {
    await db.destroy();
    throw error;
  }
}
