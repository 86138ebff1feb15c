import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'e2e',
    include: ['**/*.e2e.test.ts'],
    environment: 'node',
    // One server and one built console for every scenario (started once, see globalSetup).
    globalSetup: ['./globalSetup.ts'],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    // Chromium instances side by side would fight for the two cores.
    fileParallelism: true,
    maxWorkers: 2,
  },
});
