import type { ComponentType, LazyExoticComponent } from 'react';
import { lazyPage } from '../kit/lazyPage';
import type { PageMap } from '../kit/pageMap';
import { pages as bi } from '../features/bi/pages';
import { pages as channel } from '../features/channel/pages';
import { pages as contents } from '../features/contents/pages';
import { pages as financial } from '../features/financial/pages';
import { pages as homes } from '../features/homes/pages';
import { pages as marketing } from '../features/marketing/pages';
import { pages as operate } from '../features/operate/pages';
import { pages as order } from '../features/order/pages';
import { pages as school } from '../features/school/pages';
import { pages as statistics } from '../features/statistics/pages';
import { pages as system } from '../features/system/pages';
import { pages as teaching } from '../features/teaching/pages';
import { pages as timedClass } from '../features/timedClass/pages';
import { pages as timing } from '../features/timing/pages';

/**
 * Every page component by route path. The maps are tiny (lazy references only); the pages
 * themselves load with their area's chunk the first time one of them opens.
 */
const BY_CHUNK: Record<string, PageMap> = {
  bi,
  channel,
  contents,
  financial,
  homes,
  marketing,
  operate,
  order,
  school,
  statistics,
  system,
  teaching,
  timedClass,
  timing,
};

const ALL: Record<string, LazyExoticComponent<ComponentType>> = Object.assign({}, ...Object.values(BY_CHUNK));

export const UnderConstructionPage = lazyPage(() => import('../kit/UnderConstruction'), 'under-construction');
export const WelcomePage = lazyPage(() => import('./WelcomePage'), 'welcome');

/** The component of a route, or the 建设中 placeholder when the page is not built yet. */
export function pageFor(routePath: string): LazyExoticComponent<ComponentType> {
  return ALL[routePath] ?? UnderConstructionPage;
}

export function isBuilt(routePath: string): boolean {
  return routePath in ALL;
}
