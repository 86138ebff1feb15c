import type { ResourceDef } from './types';
import { AREAS } from '@coach/areas/index.ts';
import { definitionsOf } from '../areas/defineArea';

export * from './types';
export * from './common';
export * from './dictLabels';
export * from './school/options';
export * from './student/options';
export * from './orderOptions';
export * from './teaching/lessonOptions';
export * from './analytics';

/**
 * Every resource declared once; the server derives routes and tables, the web its pages. The
 * areas' (areas/<area>/area.ts) come from their declarations; the rest are still listed here
 * until their areas move into folders of their own.
 */
export const RESOURCES: readonly ResourceDef[] = [...definitionsOf(AREAS, 'resources')];

export const resourcesByName: Readonly<Record<string, ResourceDef>> = Object.fromEntries(
  RESOURCES.map((r) => [r.name, r]),
);

export function resourceOfRoute(route: string): ResourceDef | undefined {
  return RESOURCES.find(
    (r) =>
      r.route === route || r.formRoute === route || r.detailRoute === route || r.routes?.some((x) => x.path === route),
  );
}
export { rulesOfField } from './fieldRules';
