import { buildApp } from './app';
import { openConfiguredDatabase, prepareDatabase } from './boot';
import { ConfigError, loadConfig, type Config } from './config';
import { startDemoProvider } from './demo-provider-process';
import { createLogger, terminalDestination } from './platform/logging';

/** How long a graceful shutdown may take before the process exits anyway. */
const SHUTDOWN_GRACE_MS = 15_000;

function readConfig(): Config {
  try {
    return loadConfig(process.env);
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(
        `Wheelhouse cannot start; fix the configuration:\n${error.problems.map((p) => `  - ${p}`).join('\n')}`,
      );
      process.exit(1);
    }
    throw error;
  }
}

async function main() {
  const config = readConfig();
  const logDestination = terminalDestination(config);
  const bootLog = createLogger(config.logLevel, logDestination);
  const database = await openConfiguredDatabase(config);
  bootLog.info({ database: database.kind, role: config.role }, 'database opened');
  await prepareDatabase(database, config, bootLog);

  const app = await buildApp({ config, database, logDestination });

  let stopping = false;
  let demoProvider: { stop: () => void } | undefined;
  const stop = async (signal: NodeJS.Signals) => {
    if (stopping) {
      // A second Ctrl-C means "now".
      app.log.warn({ signal }, 'second signal: exiting immediately');
      process.exit(1);
    }
    stopping = true;
    app.log.info({ signal }, 'shutting down: finishing in-flight requests');
    setTimeout(() => {
      app.log.error('shutdown took too long; exiting');
      process.exit(1);
    }, SHUTDOWN_GRACE_MS).unref();
    demoProvider?.stop();
    try {
      // Stops accepting, waits for in-flight requests, closes websockets (onClose hooks), then the database.
      await app.close();
      await database.close();
      app.log.info('stopped');
      process.exit(0);
    } catch (error) {
      app.log.error({ err: error }, 'error during shutdown');
      process.exit(1);
    }
  };
  process.on('SIGINT', (signal) => void stop(signal));
  process.on('SIGTERM', (signal) => void stop(signal));

  await app.listen({ port: config.port, host: config.host });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  console.log(`Wheelhouse is running at http://localhost:${port}`);
  if (config.role !== 'worker') demoProvider = await startDemoProvider(config, port, bootLog);
}

main().catch((error: unknown) => {
  console.error('Wheelhouse failed to start:', error);
  process.exit(1);
});
