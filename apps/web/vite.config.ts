import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { fileURLToPath } from 'node:url';
import { deferAppScripts } from './vite/defer-app-scripts';

// The API server listens on 8080 in development (`npm run dev`); Vite proxies to it so the SPA
// talks to the same origin it will in production, where the server serves dist/ itself.
const apiServer = 'http://localhost:8080';

export default defineConfig({
  plugins: [react(), tailwindcss(), deferAppScripts()],
  // The browser has no `require`. CommonJS libraries that test for it (tweetnacl inside TON Connect
  // looks for Node's crypto) would otherwise pull a require shim into the runtime every chunk loads.
  define: { 'typeof require': JSON.stringify('undefined') },
  resolve: {
    // zod with the app's settings (src/lib/zod-config.ts); the module itself imports 'zod/v4'.
    alias: [
      {
        find: /^zod$/,
        replacement: fileURLToPath(new URL('./src/lib/zod-config.ts', import.meta.url)),
      },
    ],
  },
  server: {
    proxy: {
      '/api': { target: apiServer, changeOrigin: false },
      '/ws': { target: apiServer, ws: true },
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    rolldownOptions: {
      output: {
        // Libraries every page needs change less often than our code: their own chunks stay cached
        // across deploys. No catch-all vendor group: it would pull the libraries of lazy parts
        // (phone-number metadata, QR code, drawer, carousel) into the first load.
        codeSplitting: {
          groups: [
            { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/ },
            // The zod-free parts of the contracts (packages/contracts/src/plain) are in the first
            // load; without a group of their own the zod group below would take them along.
            {
              name: 'contracts-plain',
              test: /packages[\\/]contracts[\\/]src[\\/]plain[\\/]/,
              priority: 1,
            },
            // zod is not in the first load: the first screen's fetchers load their schemas with
            // their requests (lib/lazy-schema.ts). One chunk holds zod with its settings
            // (zod-config.ts) and the contracts those fetchers parse with: a single request.
            {
              name: 'zod',
              test: /node_modules[\\/]zod[\\/]|src[\\/]lib[\\/]zod-config\.ts$|packages[\\/]contracts[\\/]src[\\/](auth|currencies|errors|games|locales|money|paging|params|users|wallet)\.ts$/,
            },
          ],
        },
      },
    },
  },
});
