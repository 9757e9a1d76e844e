import { loadConfig } from './config.ts';
import { buildApp } from './app.ts';
import { openDatabase } from './db/client.ts';
import { announceAdmin, ensureFirstAdmin } from './modules/users/first-admin.ts';
import { usePrivateUmask } from './private-files.ts';

const LISTEN_BACKLOG = 4096;

/** Process entry: configuration, app, socket, and a graceful stop on SIGTERM/SIGINT. */
async function main() {
  usePrivateUmask(); // before any file is written: the database and backups are no one else's (decision 0036)
  const config = loadConfig();
  const database = await openDatabase(config.database);
  announceAdmin(await ensureFirstAdmin(database.db, config.auth.firstAdmin, config.company.salesEmail, config.company.name));
  const app = await buildApp(config, { database, startJobs: true });
  app.addHook('onClose', () => database.close());
  // Connections waiting to be accepted: Node's default (511) overflows when a burst opens thousands at
  // once, and the clients' kernels resend their SYNs after 1, 3 and 7 s: answers seconds late, even the
  // overload 503s. The kernel caps this at net.core.somaxconn (4096 on current Linux).
  await app.listen({ host: config.host, port: config.port, backlog: LISTEN_BACKLOG });
  // The bound port, not the configured one: PORT=0 asks the system for a free port.
  const address = app.server.address();
  const port = address && typeof address === 'object' ? address.port : config.port;
  app.log.info(`Site ready on http://localhost:${port}`);

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    app.log.info({ signal }, 'shutting down: finishing in-flight requests');
    const force = setTimeout(() => {
      app.log.error('shutdown took too long, exiting');
      process.exit(1);
    }, 10_000);
    force.unref();
    // Keep-alive sockets become idle only after their in-flight response is sent;
    // close them as they do, or server.close() would wait for the client to hang up.
    const sweep = setInterval(() => app.server.closeIdleConnections(), 50);
    sweep.unref();
    try {
      await app.close(); // stops accepting, waits for in-flight requests, closes the database
      process.exit(0);
    } catch (error) {
      app.log.error({ err: error }, 'error during shutdown');
      process.exit(1);
    }
  };
  process.on('SIGTERM', () => void stop('SIGTERM'));
  process.on('SIGINT', () => void stop('SIGINT'));
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
