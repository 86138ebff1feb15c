import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { precompressPlugin } from './scripts/precompress.mjs';
import { pagePinyinPlugin } from './scripts/pagePinyin.mjs';
import { menuTitles } from './scripts/menuTitles.ts';
import { routePreloadPlugin } from './scripts/routePreload.mjs';

const here = fileURLToPath(new URL('.', import.meta.url));

/** Where `/api` is proxied in `vite` dev and preview; COACH_API_URL points elsewhere. */
const apiTarget = process.env.COACH_API_URL ?? 'http://localhost:8080';

/**
 * Chunk groups (Rolldown's `codeSplitting`, Vite 8). Only code the login page needs anyway is
 * forced together: react + router, antd's style/theme core, and `entry`, every other module
 * the entry imports statically (tag `$initial`), so the page's first script is a few files, not
 * the twenty small shared chunks Rolldown cuts by default. A group takes its modules'
 * dependencies with it, so antd components (or app code) are not grouped by name: /login would
 * then download what the whole console uses. Feature areas are split by their dynamic imports
 * (each area's `area.ts` is one lazy entry) and only named here, in `chunkFileNames`.
 */
const node = (names: string) => new RegExp(`[\\\\/]node_modules[\\\\/](${names})[\\\\/]`);
const src = (path: string) =>
  new RegExp(`[\\\\/]apps[\\\\/]web[\\\\/]src[\\\\/]${path.replace(/\//g, '[\\\\/]').replace(/\./g, '\\.')}$`);
const chunkGroups = [
  { name: 'vendor-react', test: node('react|react-dom|scheduler|react-router|cookie|set-cookie-parser'), priority: 40 },
  {
    name: 'vendor-antd-style',
    test: node('@ant-design[\\\\/](?:cssinjs|cssinjs-utils|colors|fast-color)|@emotion[\\\\/](?:hash|unitless)|stylis'),
    priority: 40,
  },
  { name: 'vendor-echarts', test: node('echarts|zrender'), priority: 30 },
  { name: 'vendor-query', test: node('@tanstack[\\\\/][^\\\\/]+'), priority: 30 },
  { name: 'entry', tags: ['$initial' as const], priority: 20 },
  // The stages of a first screen, each one file with what it imports beyond the stages before
  // (issue 53.1: a list's first screen ran ~35 files, six at a time over HTTP/1.1): the login
  // page; the signed-in route table and the shell (what they share with the login page stays
  // there: a signed-in screen loads that small chunk too); the kit's pages (lists, forms,
  // reports, trees), which most routes show.
  { name: 'login', test: src('features/login/LoginPage.tsx'), priority: 16 },
  { name: 'shell', test: src('(app/shellRoutes|layout/Shell).tsx'), priority: 15 },
  { name: 'resource', test: src('kit/resource/index.ts'), priority: 14 },
];

/**
 * `feature-<area>-<hash>.js` for the lazy entry of a feature area, Rolldown's name otherwise. The
 * rich-text editor's own lazy chunk (tiptap and its toolbar) is the editor's assets, which the
 * spec places at /ui/coach/UEditor/ (§9, EDITOR_ASSET_PATH): it is written there.
 */
function chunkFileName(chunk: { facadeModuleId: string | null }): string {
  const path = chunk.facadeModuleId?.replace(/\\/g, '/');
  if (path?.endsWith('/kit/resource/controls/RichEditor.tsx')) return 'UEditor/editor-[hash].js';
  const area = path && /\/(?:src\/features|areas)\/([^/]+)\//.exec(path);
  return area ? `assets/feature-${area[1]}-[hash].js` : 'assets/[name]-[hash].js';
}

export default defineConfig({
  root: here,
  base: '/ui/coach/',
  plugins: [
    react(),
    pagePinyinPlugin(menuTitles),
    routePreloadPlugin({
      routesFile: fileURLToPath(new URL('../../packages/domain/src/routes/routes.generated.json', import.meta.url)),
      areasDir: fileURLToPath(new URL('../../areas', import.meta.url)),
    }),
    precompressPlugin(),
  ],
  server: {
    port: 5173,
    proxy: { '/api': { target: apiTarget, changeOrigin: true } },
  },
  preview: {
    port: 4173,
    proxy: { '/api': { target: apiTarget, changeOrigin: true } },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // dist/.vite/manifest.json lets the bundle benchmark follow what each route loads.
    manifest: true,
    target: 'es2022',
    chunkSizeWarningLimit: 900,
    rolldownOptions: {
      output: { codeSplitting: { groups: chunkGroups }, chunkFileNames: chunkFileName },
    },
  },
});
