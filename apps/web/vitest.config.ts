import { defineProject } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { pagePinyinPlugin } from './scripts/pagePinyin.mjs';
import { menuTitles } from './scripts/menuTitles.ts';

// Component tests run in jsdom; the end-to-end suite (e2e/) drives the built app instead.
export default defineProject({
  plugins: [react(), pagePinyinPlugin(menuTitles)],
  test: {
    name: 'web',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}', '../../areas/*/web/**/*.test.{ts,tsx}'],
    setupFiles: ['./src/test/setup.ts'],
    // Files of one worker share loaded modules (antd, React, the app): importing them and
    // building jsdom anew for each of 42 files was half the suite's time (230 s → 95 s on one
    // worker). Each test still renders into a cleaned document with its own fetch and session.
    isolate: false,
  },
});
