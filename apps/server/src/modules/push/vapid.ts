import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import webpush from 'web-push';
import { z } from 'zod';

export interface VapidKeys {
  publicKey: string;
  privateKey: string;
  subject: string;
}

export interface VapidSource {
  publicKey?: string;
  privateKey?: string;
  subject: string;
  production: boolean;
  dataDir: string;
}

const ZStoredKeys = z.object({ publicKey: z.string().min(80), privateKey: z.string().min(40) });

/**
 * The server's VAPID key pair (RFC 8292): from VAPID_PUBLIC_KEY/VAPID_PRIVATE_KEY when both are
 * set; otherwise, outside production, generated once and kept in DATA_DIR/vapid.json (so every
 * restart of the embedded server keeps its subscribers); in production without them, null: push
 * is off. Resolved once, on first use.
 */
export function vapidKeys(source: VapidSource): () => Promise<VapidKeys | null> {
  let resolved: Promise<VapidKeys | null> | undefined;
  async function resolve(): Promise<VapidKeys | null> {
    if (source.publicKey && source.privateKey)
      return {
        publicKey: source.publicKey,
        privateKey: source.privateKey,
        subject: source.subject,
      };
    if (source.production) return null;
    const file = path.join(source.dataDir, 'vapid.json');
    try {
      const stored = ZStoredKeys.parse(JSON.parse(await readFile(file, 'utf8')));
      return { ...stored, subject: source.subject };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    }
    const generated = webpush.generateVAPIDKeys();
    await mkdir(source.dataDir, { recursive: true });
    // Written whole then renamed, so a crash never leaves half a key; another process that raced
    // us wrote an equally valid pair, and the last rename wins for every later start.
    const temporary = `${file}.${process.pid}.tmp`;
    await writeFile(temporary, JSON.stringify(generated), { mode: 0o600 });
    await rename(temporary, file);
    return {
      ...ZStoredKeys.parse(JSON.parse(await readFile(file, 'utf8'))),
      subject: source.subject,
    };
  }
  return () => {
    resolved ??= resolve().catch((error: unknown) => {
      resolved = undefined;
      throw error;
    });
    return resolved;
  };
}
