import { describe, expect, it } from 'vitest';
import { routeDefOf } from './routeDefs';

describe('a category page of a definition whose calls carry the category', () => {
  it('fills the category into the calls and the form picker (students of it not filed in it)', () => {
    const form = routeDefOf('/timing/studentTimingOpen/motor/stuTimingFilingsModify');
    expect(form?.kind).toBe('form');
    if (form?.kind !== 'form') return;
    expect(form.def.api.save).not.toContain(':');
    expect(form.listPath).toBe('/timing/studentTimingOpen/motor/stuTimingFilings');
    const picker = form.def.fields.find((f) => f.key === 'studentId')?.picker;
    expect(picker?.params).toEqual({ carType: 8, unfiledIn: 8 });
    // Made once per category: the list page of the same category shares the instance.
    const list = routeDefOf('/timing/studentTimingOpen/motor/stuTimingFilings');
    expect(list?.kind === 'list' && list.def).toBe(form.def);
  });
});
