import { generateKeyPairSync } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { DEMO_WALLET_PROVIDER } from '../games';
import type { LaunchService } from './launch';

export interface DemoProviderKeys {
  privateKeyPath: string;
  publicKey: string;
}

/**
 * The reference provider's RSA key pair, made once in DATA_DIR/demo-provider and kept: the
 * provider signs with the private key; we learn only the public key.
 */
export async function ensureDemoProviderKeys(dataDir: string): Promise<DemoProviderKeys> {
  const dir = path.join(dataDir, 'demo-provider');
  const privateKeyPath = path.join(dir, 'private.pem');
  const publicKeyPath = path.join(dir, 'public.pem');
  try {
    return { privateKeyPath, publicKey: await readFile(publicKeyPath, 'utf8') };
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  await mkdir(dir, { recursive: true });
  const { publicKey, privateKey } = generateKeyPairSync('rsa', {
    modulusLength: 2048,
    publicKeyEncoding: { type: 'spki', format: 'pem' },
    privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
  });
  await writeFile(privateKeyPath, privateKey, { mode: 0o600 });
  await writeFile(publicKeyPath, publicKey);
  return { privateKeyPath, publicKey };
}

/** Registers the reference provider with its public key and frame origin (idempotent). */
export async function connectDemoProvider(
  launch: LaunchService,
  input: { publicKey: string; launchUrl: string },
): Promise<void> {
  await launch.saveProvider({
    slug: DEMO_WALLET_PROVIDER,
    name: 'Wheelhouse Demo Provider',
    signature: 'rsa',
    publicKey: input.publicKey,
    secret: null,
    launchUrl: input.launchUrl,
    currencies: ['USD', 'EUR', 'RUB', 'USDT', 'BTC', 'TON'],
    active: true,
  });
}
