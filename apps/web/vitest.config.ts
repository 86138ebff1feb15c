import { defineProject } from 'vitest/config';
import react from '@vitejs/plugin-react';

// Component tests run in jsdom; the end-to-end suite (e2e/) drives the built app instead.
export default defineProject({
  plugins: [react()],
  test: {
    name: 'web',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['./src/test/setup.ts'],
  },
});
