import { defineProject } from 'vitest/config';

// The repository's own tools (the test runner's wrapper, the browser finder): plain Node.
export default defineProject({
  test: {
    name: 'scripts',
    include: ['**/*.test.ts'],
    environment: 'node',
  },
});
