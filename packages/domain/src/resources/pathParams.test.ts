import { describe, expect, it } from 'vitest';
import { callPath, isEditableRow } from './types';
import { coachFiling, studentFiling } from '@coach/areas/timing/domain/index.ts';

describe('category pages of one definition', () => {
  it('fills the category into the call path from the page params, or the first page', () => {
    expect(callPath(studentFiling, studentFiling.api.list!, { subpath: 'pt' })).toBe(
      '/api/course/inner/filing/pt/list',
    );
    expect(callPath(studentFiling, studentFiling.api.list!)).toBe('/api/course/inner/filing/motor/list');
    expect(callPath(coachFiling, coachFiling.api.save!)).toBe('/api/cartexam/inner/coachTiming/v1/saveOrUpdate');
    expect(studentFiling.pathParam!.values.pt).toBe(20);
  });

  it('offers 编辑/删除 only for a draft or a refused filing', () => {
    expect([0, 1, 2, 3].map((status) => isEditableRow(studentFiling, { status }))).toEqual([true, false, false, true]);
    expect(isEditableRow({}, { status: 2 })).toBe(true);
  });
});
