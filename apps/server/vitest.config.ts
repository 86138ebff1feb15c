import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'server',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    environment: 'node',
    // One migrated template database per run; each file copies it (see test/globalSetup.ts).
    globalSetup: ['./test/globalSetup.ts'],
    // Each file opens its own database (PGlite in memory, or a fresh PostgreSQL database).
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
