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
    // expect.poll waits on what the page shows, which comes after a call to the server: its
    // default of 1 s failed under CI's load (订单流程配置's stored values arrived later).
    expect: { poll: { timeout: 15_000, interval: 100 } },
    hookTimeout: 120_000,
    // One file at a time unless COACH_E2E_WORKERS says otherwise. Alone the suite keeps about
    // half a core busy (371 core-s in 701 s), but CI runs it beside the API and component suites
    // on two cores: two files side by side starved both (the e2e run 819 s vs 701 s alone, and
    // timeouts; earlier 655 s vs 515 s).
    fileParallelism: workers > 1,
    // Files share loaded modules (playwright-core, the domain package): imported once, not once
    // per file (~20 s of the suite); the scenarios keep their state in their browser contexts.
    isolate: false,
    maxWorkers: workers,
    // Concurrent tests of a file at once: the axe sweep's groups, one a browser page (its
    // SWEEP_PAGES), so no group's time limit runs while it waits for a page.
    maxConcurrency: 2,
  },
});
