// The server process: configuration, bootstrap, listen, graceful shutdown on SIGTERM/SIGINT.
import { bootstrap } from './bootstrap.ts';
import { loadConfig } from './config.ts';
import { requireSupportedNode } from './runtime.ts';

requireSupportedNode('The portal server');
const config = loadConfig();
const app = await bootstrap(config);

let closing = false;
for (const signal of ['SIGTERM', 'SIGINT'] as const) {
  process.once(signal, () => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'Shutting down: finishing in-flight requests and the current job');
    // close() stops accepting connections and starting jobs, waits for in-flight requests (their
    // connections then close), then runs the onClose hooks: the running job and mail delivery
    // finish, the database closes last. A request that never ends does not hold the process forever.
    const deadline = setTimeout(() => {
      app.log.error(`Shutdown took longer than ${config.shutdownTimeoutSeconds} s (SHUTDOWN_TIMEOUT_SECONDS): exiting anyway`);
      process.exit(1);
    }, config.shutdownTimeoutSeconds * 1000);
    deadline.unref();
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
app.log.info({ node: process.version }, `Portal on http://localhost:${config.port} (us.localhost, mx.localhost, ca.localhost)`);
