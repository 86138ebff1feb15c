import type { Plugin } from 'vite';

export function routePreloadPlugin(options: { routesFile: string; areasDir: string }): Plugin;
