import { describe, expect, it } from 'vitest';
import { importProgressText } from './ImportDialog';

describe('the import progress line', () => {
  it('says rows checked of the total, then rows written, or that nothing was written', () => {
    expect(importProgressText(undefined)).toBe('正在上传…');
    expect(importProgressText({ phase: 'checking', total: 3000, checked: 1200, written: 0 })).toBe(
      '正在校验：已校验 1200 / 3000 行',
    );
    expect(importProgressText({ phase: 'writing', total: 3000, checked: 3000, written: 0 })).toBe(
      '校验通过，正在写入 3000 行…',
    );
    expect(importProgressText({ phase: 'done', total: 3000, checked: 3000, written: 3000 })).toBe(
      '已写入 3000 / 3000 行',
    );
    expect(importProgressText({ phase: 'refused', total: 3000, checked: 3000, written: 0 })).toBe(
      '已校验 3000 / 3000 行，有错误，未写入',
    );
  });
});
