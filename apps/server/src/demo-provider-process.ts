import { fork, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import type { Logger } from 'pino';
import { REPO_ROOT, type Config } from './config';
import { ensureDemoProviderKeys, ensureOperatorKeys } from './modules/provider-api';

/**
 * Starts the reference game provider (apps/demo-provider) as its own process on its own port,
 * talking to this server only over the signed wallet API. It exits when this process does (the
 * IPC channel closes) or when `stop` is called.
 */
export async function startDemoProvider(
  config: Config,
  platformPort: number,
  log: Pick<Logger, 'info' | 'error'>,
): Promise<{ stop: () => void } | undefined> {
  if (!config.demoProvider) return undefined;
  const keys = await ensureDemoProviderKeys(config.dataDir);
  // The provider verifies our free rounds grants with our public key.
  const operator = await ensureOperatorKeys(config.dataDir);
  const child: ChildProcess = fork(path.join(REPO_ROOT, 'apps/demo-provider/src/main.ts'), [], {
    execArgv: ['--import', 'tsx'],
    cwd: REPO_ROOT,
    env: {
      ...process.env,
      PORT: String(config.demoProvider.port),
      PLATFORM_URL: `http://127.0.0.1:${platformPort}`,
      PRIVATE_KEY_FILE: keys.privateKeyPath,
      // Wins, rollbacks and hands in flight survive a restart of the provider (DATA_DIR is ignored by git).
      JOURNAL_DIR: path.dirname(keys.privateKeyPath),
      OPERATOR_PUBLIC_KEY_FILE: operator.publicKeyPath,
      FRAME_ANCESTORS: config.publicOrigin ?? '*',
    },
    stdio: 'inherit',
  });
  let stopping = false;
  child.on('exit', (code, signal) => {
    if (!stopping) log.error({ code, signal }, 'the demo game provider stopped');
  });
  log.info({ url: config.demoProvider.url }, 'demo game provider starting');
  return {
    stop() {
      stopping = true;
      child.kill('SIGTERM');
    },
  };
}
