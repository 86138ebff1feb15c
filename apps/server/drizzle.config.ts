import { defineConfig } from 'drizzle-kit';

export default defineConfig({
  dialect: 'postgresql',
  // The engine's tables and every area's (areas/<area>/server/schema).
  schema: ['./apps/server/src/db/schema/index.ts', './areas/*/server/schema/*.ts'],
  out: './apps/server/src/db/migrations',
});
