import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { precompressPlugin } from './scripts/precompress.mjs';
import { pagePinyinPlugin } from './scripts/pagePinyin.mjs';
import { menuTitles } from './scripts/menuTitles.ts';

const here = fileURLToPath(new URL('.', import.meta.url));

/** Where `/api` is proxied in `vite` dev and preview; COACH_API_URL points elsewhere. */
const apiTarget = process.env.COACH_API_URL ?? 'http://localhost:8080';

/**
 * Vendor chunks. Only code the login page needs anyway is forced together (react + router,
 * antd's style/theme core): Rollup pulls every unassigned dependency of a manual chunk into
 * it, so forcing antd components (or app code) into one would make /login download what
 * the whole console uses. Feature areas are split by their dynamic imports instead (each
 * area's `area.ts` is one lazy entry) and only named here, in `chunkFileNames`.
 */
function chunkFor(id: string): string | undefined {
  const path = id.replace(/\\/g, '/');
  if (path.includes('/node_modules/')) {
    if (/\/node_modules\/(react|react-dom|scheduler|react-router|cookie|set-cookie-parser)\//.test(path))
      return 'vendor-react';
    if (
      /\/node_modules\/(@ant-design\/(cssinjs|cssinjs-utils|colors|fast-color)|@emotion\/(hash|unitless)|stylis)\//.test(
        path,
      )
    ) {
      return 'vendor-antd-style';
    }
    if (/\/node_modules\/echarts|\/node_modules\/zrender/.test(path)) return 'vendor-echarts';
    if (/\/node_modules\/@tanstack\//.test(path)) return 'vendor-query';
  }
  return undefined;
}

/**
 * `feature-<area>-<hash>.js` for the lazy entry of a feature area, Rollup's name otherwise. The
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
  plugins: [react(), pagePinyinPlugin(menuTitles), precompressPlugin()],
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
    rollupOptions: {
      output: { manualChunks: chunkFor, chunkFileNames: chunkFileName },
    },
  },
});
