import { hasOwnPage } from '../app/pageRegistry';
import { routeDefOf } from '../kit/resource/routeDefs';

/** Whether a route opens a real page: one of its own, or its definition's (else 建设中). */
export const isBuilt = (routePath: string) => hasOwnPage(routePath) || !!routeDefOf(routePath);

/** Whether a route opens its definition's page. */
export const showsDefinedPage = (routePath: string) => !hasOwnPage(routePath) && !!routeDefOf(routePath);
