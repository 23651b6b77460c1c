import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';

// The API server listens on 8080 in development (`npm run dev`); Vite proxies to it so the SPA
// talks to the same origin it will in production, where the server serves dist/ itself.
const apiServer = 'http://localhost:8080';

export default defineConfig({
  plugins: [react(), tailwindcss()],
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
            // zod-config.ts rides in zod's chunk so its setting is made before any schema exists.
            { name: 'zod', test: /node_modules[\\/]zod[\\/]|src[\\/]lib[\\/]zod-config\.ts$/ },
            // The other libraries of the first screen, in one chunk: split by which lazy part
            // shares them, they compress worse and the first load grows with every new feature.
            {
              name: 'core',
              test: /node_modules[\\/](i18next|react-i18next|react-router|@tanstack|sonner)[\\/]/,
            },
          ],
        },
      },
    },
  },
});
