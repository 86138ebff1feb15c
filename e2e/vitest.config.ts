import { defineProject } from 'vitest/config';

// Files run side by side (COACH_E2E_WORKERS, one unless a whole number above one is given).
const workers = Math.max(1, Math.floor(Number(process.env.COACH_E2E_WORKERS)) || 1);

export default defineProject({
  test: {
    name: 'e2e',
    include: ['**/*.e2e.test.ts'],
    environment: 'node',
    // One server and one built console for every scenario (started once, see globalSetup).
    globalSetup: ['./globalSetup.ts'],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    // One file at a time unless COACH_E2E_WORKERS says otherwise: the suite is bound by CPU
    // (Chromium drawing the console) on two cores, not by waiting — two files side by side made
    // the pass beside the API and component suites slower (655 s vs 515 s in CI).
    fileParallelism: workers > 1,
    maxWorkers: workers,
  },
});
