// The server process: configuration, bootstrap, listen, graceful shutdown on SIGTERM/SIGINT.
import { bootstrap } from './bootstrap.ts';
import { loadConfig } from './config.ts';

const config = loadConfig();
const app = await bootstrap(config);

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
      (error: unknown) => {
        app.log.error(error, 'Shutdown failed');
        process.exit(1);
      },
    );
  });
}

await app.listen({ port: config.port, host: config.host });
app.log.info(`Portal on http://localhost:${config.port} (us.localhost, mx.localhost, ca.localhost)`);
