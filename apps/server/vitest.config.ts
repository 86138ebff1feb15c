import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'server',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts', '../../areas/*/server/**/*.test.ts'],
    environment: 'node',
    // One migrated template database per run; each file copies it (see test/globalSetup.ts).
    globalSetup: ['./test/globalSetup.ts'],
    // Each file opens its own database (PGlite in memory, or a fresh PostgreSQL database).
    testTimeout: 30_000,
    // Files of one worker share the loaded modules: the app's code is imported once per
    // worker, not once per file (each file still builds its own app on its own database).
    isolate: false,
    hookTimeout: 60_000,
  },
});
