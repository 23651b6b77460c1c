import { existsSync } from 'node:fs';

/** Debian's Chromium (never a downloaded browser): CHROMIUM_PATH, else the usual install paths. */
export function findChromium() {
  const candidates = [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'];
  return candidates.find((path) => path && existsSync(path)) ?? null;
}
