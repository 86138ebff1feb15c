import { useEffect, useMemo, useRef, useState } from 'react';
import { RouterProvider, createBrowserRouter } from 'react-router';
import { ASSET_BASE, CHUNK_TIMEOUT_MS } from '@coach/domain/constants.ts';
import { classifyChunkError, withTimeout } from '../kit/lazyPage';
import { loadSession } from '../platform/bootstrap';
import { useSession } from '../platform/session';
import { buildRoutes, type ShellRoutes } from './routes';

/** The router basename: the app lives under /ui/coach/ (spec §9). */
export const BASENAME = ASSET_BASE.replace(/\/$/, '');

const loadShellRoutes = () =>
  withTimeout(import('./shellRoutes'), CHUNK_TIMEOUT_MS, 'shellRoutes').then(
    (m) => {
      m.preloadFirstScreen(window.location.pathname.slice(BASENAME.length) || '/');
      return m.shellRoutes as ShellRoutes;
    },
    (error: unknown) => {
      throw classifyChunkError(error, 'shellRoutes');
    },
  );

let routerGeneration = 0;

/**
 * Owns the router. A token without a loaded user starts `load` (after login and on every
 * reload) and, alongside, the module of the signed-in routes; when the session changes the
 * route table is rebuilt, which is how the pages a user may see get registered (the new
 * router starts from the current URL).
 */
export function AppRouter() {
  const { phase, profile, token } = useSession();
  const [shell, setShell] = useState<{ routes?: ShellRoutes; error?: unknown }>({});

  useEffect(() => {
    if (token && phase === 'loading') void loadSession();
  }, [token, phase]);

  useEffect(() => {
    if (!token || shell.routes) return;
    let live = true;
    loadShellRoutes().then(
      (routes) => live && setShell({ routes }),
      (error: unknown) => live && setShell({ error }),
    );
    return () => {
      live = false;
    };
  }, [token, shell.routes]);

  const { router, generation } = useMemo(
    () => ({
      router: createBrowserRouter(buildRoutes({ phase, profile, shell: shell.routes, shellError: shell.error }), {
        basename: BASENAME,
      }),
      generation: (routerGeneration += 1),
    }),
    [phase, profile, shell],
  );
  // Dispose a router once its successor is on screen. Not in an effect clean-up: StrictMode
  // runs clean-ups on mount too and would dispose the router in use (it then ignores
  // every navigation).
  const previous = useRef<typeof router | undefined>(undefined);
  useEffect(() => {
    const old = previous.current;
    previous.current = router;
    if (old && old !== router) old.dispose();
  }, [router]);

  // A new key per router: RouterProvider keeps the state of the router it mounted with.
  return <RouterProvider key={generation} router={router} />;
}
