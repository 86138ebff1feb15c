import { describe, expect, it } from 'vitest';
import { resourcesByName } from '@coach/domain/resources/index.ts';
import { diffRows } from './JsonDiff';

describe('operation log before/after', () => {
  it('labels keys by the resource fields, in their order, and marks what changed', () => {
    const rows = diffRows(
      { id: '1', name: '张三', disable: 0, mobile: '13800138000' },
      { id: '1', disable: 1, name: '张三', mobile: '13800138000' },
      resourcesByName.account.fields,
    );
    expect(rows.map((r) => [r.label, r.changed])).toEqual([
      ['姓名', false],
      ['手机号', false],
      ['状态', true],
    ]);
  });

  it('a creation has only an after side', () => {
    expect(diffRows(null, '{"word":"代考"}', resourcesByName.sensitiveWord.fields)).toEqual([
      { key: 'word', label: '敏感词', before: undefined, after: '代考', changed: true },
    ]);
  });
});
