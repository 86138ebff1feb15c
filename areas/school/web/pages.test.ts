import { describe, expect, it } from 'vitest';
import { ROUTES } from '@coach/domain/routes/index.ts';
import { resourcesByName } from '@coach/domain/resources/index.ts';
import { formFieldsOf } from '@coach/web/kit/resource/ResourceFormFields.tsx';
import { isBuilt } from '@coach/web/test/builtPages.ts';
import { routeDefOf } from '@coach/web/kit/resource/routeDefs.ts';
import { pages } from './pages';

const school = ROUTES.filter((r) => r.path.startsWith('/school/'));

describe('School pages', () => {
  it('builds every route of the area in routes.tsv', () => {
    for (const path of Object.keys(pages))
      expect(
        school.map((r) => r.path),
        path,
      ).toContain(path);
    for (const route of school) {
      expect(isBuilt(route.path), route.path).toBe(true);
    }
  });

  it('shows the defined pages from the right definitions', () => {
    expect(routeDefOf('/school/schoolModify')).toMatchObject({ kind: 'form', def: { name: 'school' } });
    expect(routeDefOf('/school/storeMgList')).toMatchObject({
      kind: 'list',
      def: { name: 'store', transitions: [{ label: '营业' }, { label: '停业' }] },
    });
  });

  it('chooses schools and stores from their lookups; a store keeps the school it was added under', () => {
    const storeAdd = formFieldsOf(resourcesByName.store, true).map((f) => f.field.key);
    const storeEdit = formFieldsOf(resourcesByName.store, false);
    expect(storeAdd).toContain('schoolId');
    expect(storeEdit.find((f) => f.field.key === 'schoolId')).toMatchObject({ editable: false });
    const coachStore = resourcesByName.coach.fields.find((f) => f.key === 'storeId');
    expect(coachStore).toMatchObject({
      selector: '/api/zjerp/inner/store/v1/listForSelector',
      selectorParent: 'schoolId',
    });
  });

  it('loads every page the map names', async () => {
    const area = await import('./area');
    for (const value of Object.values(area)) expect(typeof value).toBe('function');
  });
});
