// Lint of every workspace (CI runs `npm run lint` before the tests). typescript-eslint's
// recommended rules catch what the compiler lets through (floating promises aside, which
// need type information and cost minutes); react-hooks catches hook order and stale deps.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import house from './scripts/eslint/noAreaInternals.mjs';

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/node_modules/**',
      'apps/server/src/db/migrations/**',
      'e2e/screenshots/**',
      'bench/results/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['apps/web/src/**/*.{ts,tsx}', 'areas/*/web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    // The two classic rules. The plugin's React Compiler rules (refs, set-state-in-effect,
    // purity ...) are left off: the console is not compiled by the React Compiler, and the
    // keep-alive outlet reads refs during render on purpose (one navigation applied once).
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'error' },
  },
  {
    // Tests read whatever a call answers: typing every answer would only restate it.
    files: ['**/*.test.{ts,tsx}', 'apps/server/test/**', 'e2e/**', 'apps/web/src/test/**'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
  {
    // A business area reaches another only through its index (issue 39.4; scripts/eslint).
    files: ['apps/server/src/features/**/*.{ts,tsx}', 'apps/web/src/features/**/*.{ts,tsx}', 'areas/**/*.{ts,tsx}'],
    // Production code: a test may look at several areas' pages at once (the exam room's money
    // pages live in three until the areas move into one folder each).
    ignores: ['**/*.test.{ts,tsx}'],
    plugins: { house },
    rules: { 'house/no-area-internals': 'error' },
  },
  {
    // The server writes pino JSON lines only (platform/log.ts): a console.* line would be the one
    // line a log collector cannot read. Scripts and tests print for a person and may.
    files: ['apps/server/src/**/*.ts', 'areas/*/server/**/*.ts'],
    // The build step that makes the data templates prints to the build's output, not the server's.
    ignores: ['**/*.test.ts', '**/test/**', 'apps/server/src/db/makeDataTemplate.ts'],
    rules: { 'no-console': 'error' },
  },
  {
    files: ['**/*.{js,mjs}'],
    languageOptions: { globals: { ...globals.node } },
  },
  {
    rules: {
      // Names starting with _ are deliberately unused (a parameter a callback signature needs).
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' },
      ],
    },
  },
);
