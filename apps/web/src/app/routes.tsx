import { Navigate, type RouteObject } from 'react-router';
import { ChunkErrorBoundary } from '../kit/ChunkErrorBoundary';
import { lazyPage } from '../kit/lazyPage';
import type { SessionPhase } from '../platform/session';
import type { LoadResult } from '../platform/sessionTypes';
import { SessionGate } from './SessionGate';
import { NOT_FOUND, WELCOME_PAGE } from './paths';
import { standalone } from './standalone';

/**
 * The route table of the app (spec §2). Fixed routes need no token. Without a token every
 * other path goes to /login; with one, the shell's routes (module `shellRoutes`, loaded
 * after login) are added once `load` has answered. Rebuilt whenever the session changes.
 */

const LoginPage = lazyPage(() => import('../features/login/LoginPage'), 'feature-login');
const ResourcesPage = lazyPage(() => import('../features/public/ResourcesPage'), 'feature-public');
const WxBindPage = lazyPage(() => import('../features/public/WxBindPage'), 'feature-public');
const NotFoundPage = lazyPage(() => import('../features/errors/NotFoundPage'), 'feature-errors');
const FirstSignInPage = lazyPage(() => import('../layout/FirstSignInPage'), 'layout');

export type ShellRoutes = (profile: LoadResult) => RouteObject;

export interface RouteInputs {
  phase: SessionPhase;
  profile: LoadResult | null;
  /** The signed-in routes once their module has loaded. */
  shell?: ShellRoutes;
  /** Why that module could not be loaded. */
  shellError?: unknown;
}

function Throw({ error }: { error: unknown }): never {
  throw error;
}

export function buildRoutes({ phase, profile, shell, shellError }: RouteInputs): RouteObject[] {
  const signedIn = phase !== 'anonymous';
  const fixed: RouteObject[] = [
    // A user with a token opening /login goes to / (spec §2).
    { path: '/login', element: signedIn ? <Navigate to="/" replace /> : standalone(<LoginPage />, 'login') },
    { path: '/resources', element: standalone(<ResourcesPage />, 'resources') },
    { path: '/wxBind', element: standalone(<WxBindPage />, 'wxBind') },
    { path: NOT_FOUND, element: standalone(<NotFoundPage />, '404') },
    { path: '/welcome', element: <Navigate to={WELCOME_PAGE} replace /> },
  ];

  if (!signedIn) return [...fixed, { path: '*', element: <Navigate to="/login" replace /> }];
  // An initial password: only 修改密码 until it is changed (then `load` answers again).
  if (phase === 'ready' && profile?.mustChangePassword)
    return [...fixed, { path: '*', element: standalone(<FirstSignInPage />, 'firstSignIn') }];
  if (phase === 'ready' && profile && shell) return [...fixed, shell(profile)];
  if (phase === 'ready' && shellError) {
    const failure = (
      <ChunkErrorBoundary>
        <Throw error={shellError} />
      </ChunkErrorBoundary>
    );
    return [...fixed, { path: '*', element: failure }];
  }
  return [...fixed, { path: '*', element: <SessionGate /> }];
}
