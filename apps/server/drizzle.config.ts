import { defineConfig } from 'drizzle-kit';

export default defineConfig({
  dialect: 'postgresql',
  // Each module owns its tables in its own schema.ts; the platform keeps the shared ones.
  schema: ['./src/platform/db/schema.ts', './src/modules/*/schema.ts'],
  out: './drizzle',
});
